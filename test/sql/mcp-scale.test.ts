// The MCP dispatcher at scale and over time: 250 tools registered by the admin role and paged through by the
// gateway role (opaque cursors, stable order, nothing lost or repeated, every list method), tag filters, the
// pgmi_registry_changed notification a registration sends at COMMIT (what the gateway turns into
// notifications/tools/list_changed), and the conformance fixtures' test overlay added and taken away by redeploys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { runPgmi } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { passwordArgs } from '../support/template-roles.js';
import { addConformanceFixtures, removeConformanceFixtures } from '../support/conformance-overlay.js';
import { listenTo } from '../support/notifications.js';

type Envelope = { jsonrpc: string; id: unknown; result?: any; error?: { code: number; message: string; data?: unknown } };

let db: TestDatabase;
let root: string;
let dir: string;
let gateway: pg.Client;
let admin: pg.Client;

function roleUrl(url: string, role: string, password: string): string {
  const parsed = new URL(url);
  parsed.username = role;
  parsed.password = password;
  return parsed.toString();
}

/** policy → BEGIN … → api.mcp_handle_request → COMMIT, as the gateway does it. */
async function send(method: string, params: Record<string, unknown> = {}, context: unknown = null): Promise<Envelope> {
  const request = JSON.stringify({ jsonrpc: '2.0', id: method, method, params });
  const { rows } = await gateway.query('SELECT * FROM api.mcp_request_policy($1::jsonb)', [request]);
  const policy = rows[0] as { transaction_isolation: string | null; transaction_read_only: boolean; transaction_deferrable: boolean };
  await gateway.query(
    `BEGIN${policy.transaction_isolation ? ` ISOLATION LEVEL ${policy.transaction_isolation.toUpperCase()}` : ''}${policy.transaction_read_only ? ' READ ONLY' : ''}${policy.transaction_deferrable ? ' DEFERRABLE' : ''}`,
  );
  try {
    const result = await gateway.query<{ e: Envelope }>('SELECT (api.mcp_handle_request($1::jsonb, $2::jsonb)).envelope AS e', [
      request,
      context === null ? null : JSON.stringify(context),
    ]);
    await gateway.query('COMMIT');
    return result.rows[0]!.e;
  } catch (error) {
    await gateway.query('ROLLBACK');
    throw error;
  }
}

/** Every page of a list method: the names (or URIs) in order and the number of pages. */
async function walk(method: string, kind: string, params: Record<string, unknown> = {}): Promise<{ names: string[]; pages: number; cursors: string[] }> {
  const names: string[] = [];
  const cursors: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const envelope = await send(method, cursor === undefined ? params : { ...params, cursor });
    expect(envelope.error, JSON.stringify(envelope.error)).toBeUndefined();
    for (const item of envelope.result[kind] as Array<{ name: string }>) names.push(item.name);
    cursor = envelope.result.nextCursor;
    if (cursor !== undefined) cursors.push(cursor);
    pages += 1;
  } while (cursor !== undefined && pages < 50);
  return { names, pages, cursors };
}

function toolMetadata(index: number): Record<string, unknown> {
  const name = `bulk_tool_${String(index).padStart(3, '0')}`;
  return {
    id: `9e000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    type: 'tool',
    name,
    description: `bulk tool ${index}`,
    requiresAuth: false,
    tags: [index % 10 === 0 ? 'tens' : 'bulk'],
    inputSchema: { type: 'object', properties: { n: { type: 'integer', minimum: 0 } }, required: ['n'], additionalProperties: false },
  };
}

async function deploy(params: string[] = []): Promise<void> {
  // These tests walk the full list: the curated listing (on by default above 50 visible tools) is switched off,
  // except where a test gives mcp_curated_above itself.
  const curated = params.some((p) => p.startsWith('mcp_curated_above=')) ? [] : ['--param', 'mcp_curated_above=off'];
  const result = await runPgmi(['deploy', dir, '--connection', db.url, ...passwordArgs(), ...curated, ...params], { timeoutMs: 240_000 });
  expect(result.exitCode, `${result.stderr}\n${result.stdout}`).toBe(0);
}

beforeAll(async () => {
  root = await makeTempDir('pgmi-mcp-scale');
  dir = join(root, 'app');
  const init = await runPgmi(['init', dir, '--template', 'advanced', '--yes', '--no-git']);
  expect(init.exitCode, init.stderr).toBe(0);
  db = await createTestDatabase('mcp-scale');
  await deploy();

  admin = new pg.Client({ connectionString: roleUrl(db.url, `${db.name}_admin`, 'dev-admin-password') });
  await admin.connect();
  await admin.query('BEGIN');
  for (let i = 1; i <= 250; i += 1) {
    await admin.query('SELECT api.create_or_replace_mcp_handler($1::jsonb, $2)', [
      JSON.stringify(toolMetadata(i)),
      `BEGIN RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('tool ${i}: ' || (request.arguments ->> 'n'))), request.request_id); END;`,
    ]);
  }
  await admin.query('COMMIT');

  gateway = new pg.Client({ connectionString: roleUrl(db.url, `${db.name}_gateway`, 'dev-gateway-password') });
  await gateway.connect();
}, 300_000);

afterAll(async () => {
  await gateway?.end().catch(() => undefined);
  await admin?.end().catch(() => undefined);
  await db?.drop();
  if (root) await removeDir(root);
});

describe('pagination over 250 registered tools', () => {
  it('pages tools/list with opaque cursors: stable name order, nothing lost or repeated', async () => {
    const { names, pages, cursors } = await walk('tools/list', 'tools');
    const bulk = names.filter((name) => name.startsWith('bulk_tool_'));
    expect(bulk).toHaveLength(250);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort());
    expect(pages).toBe(Math.ceil(names.length / 100));
    for (const cursor of cursors) expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const again = await walk('tools/list', 'tools');
    expect(again.names).toEqual(names);
    expect(again.cursors).toEqual(cursors);
  });

  it('honours the mcp_page_size setting and pages every list method', async () => {
    await db.query("INSERT INTO internal.setting (key, value) VALUES ('mcp_page_size', '7') ON CONFLICT (key) DO UPDATE SET value = '7'");
    try {
      const tools = await walk('tools/list', 'tools');
      expect(tools.pages).toBe(Math.ceil(tools.names.length / 7));
      expect(tools.names.filter((n) => n.startsWith('bulk_tool_'))).toHaveLength(250);
      await db.query("UPDATE internal.setting SET value = '1' WHERE key = 'mcp_page_size'");
      for (const [method, kind] of [['resources/list', 'resources'], ['resources/templates/list', 'resourceTemplates'], ['prompts/list', 'prompts']] as const) {
        const listed = await walk(method, kind);
        expect(listed.pages, method).toBe(listed.names.length);
        expect(listed.names.length, method).toBeGreaterThan(0);
      }
    } finally {
      await db.query("DELETE FROM internal.setting WHERE key = 'mcp_page_size'");
    }
  });

  it('rejects cursors it did not issue and cursors of another list with -32602', async () => {
    const first = await send('tools/list');
    for (const cursor of ['nonsense!', 'AAAA', 42, { after: 'x' }]) {
      expect((await send('tools/list', { cursor })).error).toEqual({ code: -32602, message: 'Invalid params: invalid cursor' });
    }
    expect((await send('prompts/list', { cursor: first.result.nextCursor })).error?.code).toBe(-32602);
    expect((await send('tools/list', { cursor: '' })).result.tools).toEqual(first.result.tools);
  });

  it('filters by tag (params.tags and params._meta.tags) and still validates arguments of every tool', async () => {
    const tens = await walk('tools/list', 'tools', { tags: ['tens'] });
    expect(tens.names).toEqual(Array.from({ length: 25 }, (_, i) => `bulk_tool_${String((i + 1) * 10).padStart(3, '0')}`));
    const viaMeta = await walk('tools/list', 'tools', { _meta: { tags: ['tens'] } });
    expect(viaMeta.names).toEqual(tens.names);
    expect((await send('tools/call', { name: 'bulk_tool_137', arguments: { n: 5 } })).result.content[0].text).toBe('tool 137: 5');
    const rejected = async (args: Record<string, unknown>) => (await send('tools/call', { name: 'bulk_tool_137', arguments: args })).result;
    expect(await rejected({ n: -1 })).toEqual({ content: [{ type: 'text', text: 'Invalid arguments: arguments.n must be >= 0' }], isError: true });
    expect((await rejected({ n: 1, m: 2 })).content[0].text).toBe('Invalid arguments: arguments.m is not an allowed property');
    expect((await rejected({})).content[0].text).toBe('Invalid arguments: arguments.n is required');
  });
});

describe('the curated listing at 250 tools', () => {
  it('lists only pinned tools and find_tools by default, says how many there are, and still calls any tool by name', async () => {
    await deploy(['--param', 'mcp_curated_above=50']);
    try {
      const curated = await send('tools/list');
      expect(curated.result.tools.map((t: { name: string }) => t.name)).toEqual(['find_tools']);
      expect(curated.result._meta['io.pgmi/curated'].visibleTools).toBeGreaterThan(250);
      expect(curated.result.nextCursor).toBeUndefined();
      const found = await send('tools/list', { query: 'bulk tool 7' });
      expect(found.result.tools.map((t: { name: string }) => t.name)).toContain('bulk_tool_007');
      expect((await send('tools/call', { name: 'bulk_tool_007', arguments: { n: 1 } })).result.content[0].text).toBe('tool 7: 1');
    } finally {
      await deploy();
    }
    expect((await walk('tools/list', 'tools')).names.filter((n) => n.startsWith('bulk_tool_'))).toHaveLength(250);
  }, 600_000);
});

describe('tool search switched off in pgmi.yaml', () => {
  it('removes find_tools, refuses a query, lists everything, drops the REST and RPC search, and says so in the capability', async () => {
    await deploy(['--param', 'mcp_find_tools=off', '--param', 'mcp_tools_query=off', '--param', 'mcp_search_endpoints=off', '--param', 'mcp_curated_above=50']);
    try {
      const names = (await walk('tools/list', 'tools')).names;
      expect(names).not.toContain('find_tools');
      expect(names.filter((n) => n.startsWith('bulk_tool_'))).toHaveLength(250); // no search tool, so no curated listing
      expect((await send('tools/list', { query: 'bulk' })).error).toEqual({
        code: -32602, message: 'Invalid params: this server does not search in tools/list (query is switched off)',
      });
      const init = await send('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } });
      expect(init.result.capabilities.experimental['io.pgmi/tool-search']).toEqual({ query: false });
      const { rows } = await gateway.query<{ n: string }>(
        `SELECT count(*) AS n FROM api.mcp_list_tools() AS l, jsonb_array_elements(l -> 'tools') AS t WHERE t ->> 'name' = 'find_tools'`);
      expect(rows[0]!.n).toBe('0');
      const rpc = await gateway.query<{ route: string | null }>(`SELECT api.rpc_resolve('tools.search')::text AS route`);
      expect(rpc.rows[0]!.route).toBeNull();
    } finally {
      await deploy();
    }
    expect((await send('tools/list', { query: 'bulk tool 7' })).result.tools.map((t: { name: string }) => t.name)).toContain('bulk_tool_007');
  }, 600_000);
});

describe('tool search vectors in plain SQL (no pgvector)', () => {
  /** A dense 40-dimension vector per handler id: more dimensions than the 32 the search narrows by. */
  const vectorOf = (id: string): number[] => {
    const seed = 1 + (parseInt(id.replace(/-/g, '').slice(-6), 16) % 997);
    return Array.from({ length: 40 }, (_, k) => Math.sin((k + 1) * seed * 0.01));
  };
  const storeAll = async (model: string): Promise<void> => {
    for (;;) {
      const { rows } = await gateway.query<{ id: string; source_hash: string }>(
        'SELECT handler_id::text AS id, source_hash FROM api.mcp_embeddings_pending($1, 512)', [model]);
      if (rows.length === 0) return;
      const items = rows.map((r) => ({ id: r.id, sourceHash: r.source_hash, embedding: vectorOf(r.id) }));
      await gateway.query('SELECT api.mcp_embeddings_store($1, $2::jsonb)', [model, JSON.stringify(items)]);
    }
  };
  const nearest = async (model: string, id: string): Promise<{ name: string; vector: number | null }> => {
    const { rows } = await gateway.query<{ r: { name: string; vector: number | null } }>(
      `SELECT api.mcp_search_tools('qqqq zzzz', 3, NULL, $1::jsonb) #> '{search,ranking,0}' AS r`,
      [JSON.stringify({ model, embedding: vectorOf(id) })]);
    return rows[0]!.r;
  };

  it('finds the nearest of 250 vectors, and a redeploy over the old sign-bits column drops it and keeps searching', async () => {
    await storeAll('dense-40');
    const bulk7 = '9e000000-0000-4000-8000-000000000007';
    expect(await nearest('dense-40', bulk7)).toMatchObject({ name: 'bulk_tool_007', vector: 1 });

    // A database as the earlier plain-SQL search left it: a NOT NULL sign-bits column and its function, and no
    // generated nearest-vector function.
    const owner = new pg.Client({ connectionString: db.url });
    await owner.connect();
    try {
      await owner.query(`ALTER TABLE api.mcp_search_embedding ADD COLUMN signs bit varying NOT NULL DEFAULT B'0'`);
      await owner.query('ALTER TABLE api.mcp_search_embedding ALTER COLUMN signs DROP DEFAULT');
      await owner.query(`CREATE FUNCTION internal.search_vector_signs(real[]) RETURNS bit varying LANGUAGE sql IMMUTABLE AS $$ SELECT B'0' $$`);
      await owner.query('DROP FUNCTION internal.search_vector_nearest_40(real[], text, integer[])');
      // An upgrade runs the changed scripts again; --force runs every repeatable one (these files are unchanged here).
      await deploy(['--force']);
      const { rows } = await owner.query<{ signs: boolean; signs_fn: boolean; nearest_fn: boolean }>(
        `SELECT EXISTS (SELECT FROM information_schema.columns WHERE table_schema = 'api' AND table_name = 'mcp_search_embedding'
                          AND column_name = 'signs') AS signs,
                to_regprocedure('internal.search_vector_signs(real[])') IS NOT NULL AS signs_fn,
                to_regprocedure('internal.search_vector_nearest_40(real[],text,integer[])') IS NOT NULL AS nearest_fn`);
      expect(rows[0]).toEqual({ signs: false, signs_fn: false, nearest_fn: true });
    } finally {
      await owner.end();
    }
    expect(await nearest('dense-40', bulk7)).toMatchObject({ name: 'bulk_tool_007', vector: 1 });
    // Storing works again without the column (a NOT NULL signs would refuse every new vector).
    await storeAll('dense-40-b');
    expect(await nearest('dense-40-b', '9e000000-0000-4000-8000-000000000123')).toMatchObject({ name: 'bulk_tool_123', vector: 1 });
  }, 600_000);
});

describe('listChanged', () => {
  it('a registration sends pgmi_registry_changed with the kinds that changed, at COMMIT only', async () => {
    const listener = await listenTo(db.url, 'pgmi_registry_changed');
    const received = (): Array<{ kinds: string[]; catalog_version: string }> => listener.payloads.map((payload) => JSON.parse(payload));
    try {
      await admin.query('BEGIN');
      await admin.query('SELECT api.create_or_replace_mcp_handler($1::jsonb, $2)', [
        JSON.stringify({ id: '9e000000-0000-4000-8000-100000000001', type: 'prompt', name: 'late_prompt', description: 'late', requiresAuth: false }),
        `BEGIN RETURN api.mcp_prompt_result('[]', request.request_id); END;`,
      ]);
      await admin.query("UPDATE api.handler SET deleted_at = now() WHERE object_id = '9e000000-0000-4000-8000-000000000250'");
      await listener.settle(); // everything committed so far has arrived
      expect(received()).toEqual([]); // nothing before COMMIT
      await admin.query('COMMIT');
      await listener.settle();
      expect(received().map((r) => r.kinds)).toEqual([['prompts', 'tools']]);
      expect(received()[0]!.catalog_version).toMatch(/^[0-9a-f]{64}$/);
      const names = (await walk('tools/list', 'tools')).names;
      expect(names).not.toContain('bulk_tool_250');
      expect((await send('prompts/list')).result.prompts.map((p: { name: string }) => p.name)).toContain('late_prompt');
    } finally {
      await listener.stop();
    }
  });
});

describe('the conformance fixtures (a test overlay)', () => {
  it('are not in the template, are registered by a deploy with the overlay, and removed again by one without it', async () => {
    const fixtureNames = ['test_simple_text', 'test_error_handling', 'test_tool_with_progress', 'json_schema_2020_12_tool'];
    const listed = async () => (await walk('tools/list', 'tools')).names.filter((name) => fixtureNames.includes(name));
    // No file of the rendered project registers a fixture (their ids all start c0f0c0f0-).
    const rendered = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.sql'));
    const mentions = await Promise.all(rendered.map(async (file) => ((await readFile(join(dir, file), 'utf8')).includes('c0f0c0f0-') ? file : '')));
    expect(mentions.filter(Boolean)).toEqual([]);
    expect(await listed()).toEqual([]);

    await addConformanceFixtures(dir);
    await deploy();
    expect(await listed()).toEqual([...fixtureNames].sort());
    expect((await send('tools/call', { name: 'test_simple_text' })).result.content).toEqual([{ type: 'text', text: 'This is a simple text response for testing.' }]);
    expect((await send('tools/call', { name: 'test_error_handling' })).result).toEqual({
      content: [{ type: 'text', text: 'This tool intentionally returns an error for testing' }], isError: true,
    });
    const template = await send('resources/read', { uri: 'test://template/123/data' });
    expect(JSON.parse(template.result.contents[0].text)).toEqual({ id: '123', templateTest: true, data: 'Data for ID: 123' });
    const prompt = await send('prompts/get', { name: 'test_prompt_with_arguments', arguments: { arg1: 'hello', arg2: 'world' } });
    expect(prompt.result.messages[0].content.text).toBe("Prompt with arguments: arg1='hello', arg2='world'");
    const completion = await send('completion/complete', { ref: { type: 'ref/prompt', name: 'test_prompt_with_arguments' }, argument: { name: 'arg1', value: 'test' } });
    expect(completion.result.completion.values).toEqual(['test', 'testValue1']);
    const page = await send('tools/list', { tags: ['conformance'] });
    const schemaTool = (page.result.tools as Array<{ name: string; inputSchema: Record<string, unknown> }>).find((t) => t.name === 'json_schema_2020_12_tool');
    expect(schemaTool?.inputSchema).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema', additionalProperties: false,
      $defs: { address: { type: 'object' } }, properties: { address: { $ref: '#/$defs/address' } },
    });

    await removeConformanceFixtures(dir);
    await deploy();
    expect(await listed()).toEqual([]);
    expect((await send('resources/read', { uri: 'test://static-text' })).error?.code).toBe(-32002);
  });
});
