// Tool search through the real gateway: the official SDK client searches (find_tools, tools/list with a query), then
// calls a tool it found; two callers find different tools (auth-hide); vectors come from a real local HTTP server
// speaking the OpenAI embeddings wire format (hashed n-grams); REST and RPC search; bad input gets clear errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ListToolsResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { bearer, startFixture, type GatewayFixture } from './support/fixture.js';
import { randomUUID } from 'node:crypto';
import { text } from './support/handlers.js';
import { waitUntil } from '../support/poll.js';
import { startHashedEmbeddings } from '../support/hashed-embeddings.mjs';

const MODEL = 'hashed-test';
let embedder: Awaited<ReturnType<typeof startHashedEmbeddings>>;
let fixture: GatewayFixture;

type Found = { tools: Array<{ name: string; inputSchema: unknown }>; search: { mode: string; vector: string } };

beforeAll(async () => {
  embedder = await startHashedEmbeddings();
  fixture = await startFixture('search', { env: { EMBEDDINGS_URL: embedder.url, EMBEDDINGS_MODEL: MODEL, EMBEDDINGS_REFRESH_MS: '1000' } });
  const db = fixture.project.db;
  const register = (name: string, description: string, requiresAuth: boolean, body: string, inputSchema: object = { type: 'object' }) =>
    db.query('SELECT api.create_or_replace_mcp_handler($1::jsonb, $2)', [
      JSON.stringify({ id: randomUUID(), type: 'tool', name, description, requiresAuth, inputSchema }), body]);
  await register('ts_scale_deployment', 'Scale a Kubernetes deployment: set its number of replicas.', false,
    `BEGIN ${text(`'scaled to ' || (request.arguments ->> 'replicas')`)} END;`,
    { type: 'object', properties: { replicas: { type: 'integer', description: 'How many pods to run' } } });
  await register('ts_delete_invoice', 'Delete an invoice for good.', true, `BEGIN ${text(`'deleted'`)} END;`);
  // The gateway embeds new and changed handlers by itself (after the registry change notification).
  const embedded = await waitUntil(async () => {
    const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM api.mcp_embeddings_pending($1, 512)', [MODEL]);
    return rows[0]!.n === '0';
  }, 30_000);
  expect(embedded, 'the gateway embedded every handler within 30 s').toBe(true);
}, 240_000);

afterAll(async () => {
  await fixture?.stop();
  await embedder?.close();
});

async function connect(headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'pgmi-search-test', version: '0.0.1' }, { capabilities: {} });
  await client.connect(new StreamableHTTPClientTransport(new URL(fixture.gateway.mcpUrl), { requestInit: { headers } }));
  return client;
}

async function findTools(client: Client, args: Record<string, unknown>): Promise<Found> {
  const result = await client.callTool({ name: 'find_tools', arguments: args });
  expect(result.isError, JSON.stringify(result.content)).toBe(false);
  return result.structuredContent as Found;
}

describe('tool search through the gateway', () => {
  it('declares the capability, finds a tool with find_tools (fused with vectors) and calls it', async () => {
    const client = await connect();
    expect(client.getServerCapabilities()?.experimental?.['io.pgmi/tool-search']).toMatchObject({ query: true, findTool: 'find_tools' });
    const found = await findTools(client, { query: 'bump the deployment to 5 replicas', k: 3 });
    expect(found.search.mode).toBe('fused');
    expect(found.search.vector).toBe(`on: ${MODEL}`);
    expect(found.tools[0]?.name).toBe('ts_scale_deployment');
    expect(found.tools[0]?.inputSchema).toMatchObject({ properties: { replicas: { type: 'integer' } } });
    const called = await client.callTool({ name: found.tools[0]!.name, arguments: { replicas: 5 } });
    expect((called.content as Array<{ text: string }>)[0]?.text).toBe('scaled to 5');
    expect(embedder.stats.inputs).toBeGreaterThan(1);
    await client.close();
  });

  it('searches with tools/list and a query (SEP-1821 shape)', async () => {
    const client = await connect();
    const listed = await client.request({ method: 'tools/list', params: { query: 'scale replicas' } as never }, ListToolsResultSchema);
    expect(listed.tools[0]?.name).toBe('ts_scale_deployment');
    expect(listed._meta?.['io.pgmi/search']).toMatchObject({ mode: 'fused' });
    await client.close();
  });

  it('finds only what the caller may call: a key finds the auth-gated tool, anonymous does not', async () => {
    const anonymous = await connect();
    const withKey = await connect(bearer(fixture.key));
    const query = { query: 'remove an invoice permanently', k: 10 };
    expect((await findTools(anonymous, query)).tools.map((t) => t.name)).not.toContain('ts_delete_invoice');
    const found = await findTools(withKey, query);
    expect(found.tools[0]?.name).toBe('ts_delete_invoice');
    const called = await withKey.callTool({ name: 'ts_delete_invoice', arguments: {} });
    expect((called.content as Array<{ text: string }>)[0]?.text).toBe('deleted');
    const rest = await fetch(`${fixture.gateway.url}/api/tools/search?q=${encodeURIComponent('remove an invoice')}`);
    expect(((await rest.json()) as Found).tools.map((t) => t.name)).not.toContain('ts_delete_invoice');
    await anonymous.close();
    await withKey.close();
  });

  it('lists pinned tools and find_tools above the curated threshold; every tool stays callable', async () => {
    await fixture.project.db.query(`INSERT INTO internal.setting (key, value) VALUES ('mcp_curated_above', '2')
                                    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
    try {
      const client = await connect();
      const { tools, _meta } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(['find_tools']);
      expect(_meta?.['io.pgmi/curated']).toMatchObject({ findTool: 'find_tools' });
      const called = await client.callTool({ name: 'ts_scale_deployment', arguments: { replicas: 2 } });
      expect((called.content as Array<{ text: string }>)[0]?.text).toBe('scaled to 2');
      await client.close();
    } finally {
      await fixture.project.db.query(`DELETE FROM internal.setting WHERE key = 'mcp_curated_above'`);
    }
  });

  it('serves GET /api/tools/search and the RPC method tools.search', async () => {
    const rest = await fetch(`${fixture.gateway.url}/api/tools/search?q=${encodeURIComponent('scale replicas')}&k=2`);
    expect(rest.status).toBe(200);
    const body = (await rest.json()) as Found;
    expect(body.tools[0]?.name).toBe('ts_scale_deployment');
    expect(body.search.mode).toBe('fused');
    const rpc = await fetch(`${fixture.gateway.url}/rpc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools.search', params: { query: 'scale replicas', k: 1 } }),
    });
    const answer = (await rpc.json()) as { id: number; result: Found };
    expect(answer.id).toBe(7);
    expect(answer.result.tools.map((t) => t.name)).toEqual(['ts_scale_deployment']);
  });

  it('answers bad input with clear errors, never a 500', async () => {
    const client = await connect();
    // Arguments the inputSchema refuses are tool execution errors the model can read (SEP-1303), naming the field.
    const refused = async (args: Record<string, unknown>): Promise<string> => {
      const result = await client.callTool({ name: 'find_tools', arguments: args });
      expect(result.isError, JSON.stringify(args).slice(0, 80)).toBe(true);
      return (result.content as Array<{ text: string }>)[0]?.text ?? '';
    };
    expect(await refused({ query: '' })).toMatch(/^Invalid arguments: arguments\.query /);
    expect(await refused({ query: 'x'.repeat(10_240) })).toMatch(/^Invalid arguments: arguments\.query /);
    expect(await refused({ query: 'x', owner: 'me' })).toMatch(/^Invalid arguments: .*owner/);
    const blank = await client.callTool({ name: 'find_tools', arguments: { query: '   ' } });
    expect(blank.isError).toBe(true);
    expect((blank.content as Array<{ text: string }>)[0]?.text).toMatch(/^query must not be empty/);
    const sqlish = await findTools(client, { query: `'; DROP TABLE api.handler; -- ) OR 1=1 & | ! <-> :*` });
    expect(Array.isArray(sqlish.tools)).toBe(true);
    await expect(client.request({ method: 'tools/list', params: { query: 'y'.repeat(10_240) } as never }, ListToolsResultSchema))
      .rejects.toMatchObject({ code: -32602, message: expect.stringContaining('query is too long') });
    await expect(client.request({ method: 'tools/list', params: { query: 42 } as never }, ListToolsResultSchema)).rejects.toMatchObject({ code: -32602 });
    await client.close();

    const cases: Array<[string, number, RegExp]> = [
      ['/api/tools/search', 400, /q \(the query\) must not be empty/],
      [`/api/tools/search?q=${'z'.repeat(1200)}`, 400, /query is too long \(1200 characters; at most 1000\)/],
      ['/api/tools/search?q=x&owner=me', 400, /unknown filter "owner"/],
      ['/api/tools/search?q=x&k=500', 400, /k must be/],
      ['/api/tools/search?q=x&kind=rest', 400, /filter kind must be/],
    ];
    for (const [target, status, detail] of cases) {
      const response = await fetch(`${fixture.gateway.url}${target}`);
      expect(response.status, target.slice(0, 60)).toBe(status);
      expect(((await response.json()) as { detail: string }).detail, target.slice(0, 60)).toMatch(detail);
    }
    // 10 kB in the URL: the gateway refuses it before SQL (414), a clear answer and no 500.
    const huge = await fetch(`${fixture.gateway.url}/api/tools/search?q=${'z'.repeat(10_240)}`);
    expect(huge.status).toBe(414);
    const rpc = await fetch(`${fixture.gateway.url}/rpc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools.search', params: { query: 'x', filters: { owner: 'me' } } }),
    });
    expect(((await rpc.json()) as { error: { code: number; message: string } }).error).toEqual({
      code: -32602, message: 'Invalid params: unknown filter "owner": the filters are tags, readOnly and kind',
    });
  });

  it('searches lexically, and says why, when the embeddings endpoint is down', async () => {
    await embedder.close();
    const client = await connect();
    const found = await findTools(client, { query: 'scale replicas' });
    expect(found.search.mode).toBe('lexical');
    expect(found.search.vector).toMatch(/^unavailable: the embeddings endpoint/);
    expect(found.tools[0]?.name).toBe('ts_scale_deployment');
    await client.close();
  });
});
