// `pgmi new` as a process in a rendered advanced project: each kind is written, deployed to a real database
// with its generated SQL test, and answers through the SQL entry point the gateway uses, as the gateway role.
// Also: dry runs, refusals (existing files, bad names, folders outside the project or deploy.order), and the
// handler examples of the generated README and docs, run as written.
import { passwordArgs } from '../support/template-roles.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync, symlinkSync, unlinkSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';
import { REPO_ROOT, runPgmi } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { templateRoleUrl, withClient } from '../support/template-roles.js';
import { beginFor, callRest, callRpc, inTransaction, json, type Policy } from '../sql/registry-support.js';
import { commandsIn, sqlBlockAfter } from '../support/doc-examples.js';

let root: string;
let dir: string;
let db: TestDatabase;
let deployOutput = '';

/** Alice's MCP context: the API key she presents (issued in beforeAll), which SQL verifies. */
const ALICE: { credential?: string } = {};

/** One MCP message the gateway's way: policy, BEGIN with it, api.mcp_handle_request, COMMIT. */
async function mcp(client: pg.Client, request: Record<string, unknown>, context: unknown = null): Promise<any> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, ...request });
  const policy = (await client.query<Policy>('SELECT * FROM api.mcp_request_policy($1::jsonb)', [body])).rows[0];
  const result = await inTransaction(client, beginFor(policy), () =>
    client.query<{ envelope: any }>('SELECT (api.mcp_handle_request($1::jsonb, $2::jsonb)).envelope', [body, context === null ? null : JSON.stringify(context)]),
  );
  return result.rows[0]!.envelope;
}

const gateway = <T>(fn: (client: pg.Client) => Promise<T>) => withClient(templateRoleUrl(db.url, db.name, 'gateway'), fn);

beforeAll(async () => {
  root = await makeTempDir('pgmi-new');
  dir = join(root, 'app');
  const init = await runPgmi(['init', dir, '--template', 'advanced', '--yes', '--no-git', '--name', 'genapp']);
  expect(init.exitCode, init.stderr).toBe(0);
  db = await createTestDatabase('new');

  const generate = async (args: string[]) => {
    const result = await runPgmi(['new', ...args], { cwd: dir });
    expect(result.exitCode, result.stderr).toBe(0);
  };
  await generate(['tool', 'gen_tool', '--read-only', '--tag', 'gen', '--tag', 'demo', '--description', "Echoes the caller's text"]);
  await generate(['resource', 'gen_res', '--public', '--uri', 'gen://items/{id}']);
  await generate(['prompt', 'gen_prompt']);
  await generate(['rest', 'gen_rest', '--method', 'POST', '--path', '/gen/{id}', '--public']);
  await generate(['rpc', 'gen.rpc', '--isolation', 'serializable']);
  // The README's hand-written example, saved where the README says.
  const readme = readFileSync(join(dir, 'README.md'), 'utf8');
  await writeFile(join(dir, 'api', 'count_my_organizations.sql'), sqlBlockAfter(readme, '## Write a handler'));

  const deploy = await runPgmi(['deploy', dir, '--connection', db.url, ...passwordArgs()], { timeoutMs: 240_000 });
  deployOutput = deploy.stderr;
  expect(deploy.exitCode, deploy.stderr).toBe(0);
  await db.query("SELECT membership.upsert_user('gen', 'alice', 'alice@gen.example', 'Alice', true)");
  ALICE.credential = (await db.query<{ key: string }>("SELECT key FROM membership.issue_api_key_for_email('alice@gen.example', 'pgmi new test')")).rows[0]!.key;
}, 300_000);

afterAll(async () => {
  await db?.drop();
  if (root) await removeDir(root);
});

describe('pgmi new writes handlers that deploy green and answer', () => {
  it('places each handler under api/<kind> with its test in __test__ beside it, and the deploy runs every generated test', () => {
    for (const [folder, name] of [['tools', 'gen_tool'], ['resources', 'gen_res'], ['prompts', 'gen_prompt'], ['rest', 'gen_rest'], ['rpc', 'gen.rpc']] as const) {
      expect(existsSync(join(dir, 'api', folder, `${name}.sql`))).toBe(true);
      expect(deployOutput).toContain(`test api/${folder}/__test__/test_${name}.sql`);
    }
    const tool = readFileSync(join(dir, 'api/tools/gen_tool.sql'), 'utf8');
    expect(tool).toMatch(/^-- api\/tools\/gen_tool\.sql: the MCP tool "gen_tool"\. Echoes the caller's text/);
    expect(tool).toContain('SELECT api.create_or_replace_mcp_handler(');
    expect(tool).toMatch(/"id": "[0-9a-f-]{36}"/);
  });

  it('answers tools/call for a signed-in caller through api.mcp_handle_request, in the read-only transaction its policy asks for', async () => {
    await gateway(async (client) => {
      const policy = (await client.query<Policy>(`SELECT * FROM api.mcp_request_policy('{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"gen_tool"}}')`)).rows[0];
      expect(policy).toMatchObject({ transaction_read_only: true, transaction_isolation: null });
      const call = { method: 'tools/call', params: { name: 'gen_tool', arguments: { text: 'four' } } };
      const anonymous = await mcp(client, call);
      expect(anonymous.error.code).toBe(-32602);
      const envelope = await mcp(client, call, ALICE);
      expect(envelope.result.isError).toBe(false);
      expect(envelope.result.structuredContent).toMatchObject({ text: 'four', length: 4 });
      expect(envelope.result.structuredContent.caller).toMatch(/^[0-9a-f-]{36}$/);
      const list = await mcp(client, { method: 'tools/list', params: {} }, ALICE);
      const listed = list.result.tools.find((tool: { name: string }) => tool.name === 'gen_tool');
      expect(listed._meta.tags).toEqual(['gen', 'demo']);
    });
  });

  it('serves the public resource template and the prompt', async () => {
    await gateway(async (client) => {
      const read = await mcp(client, { method: 'resources/read', params: { uri: 'gen://items/42' } });
      expect(JSON.parse(read.result.contents[0].text)).toEqual({ id: '42', caller: null });
      const prompt = await mcp(client, { method: 'prompts/get', params: { name: 'gen_prompt', arguments: { topic: 'owls' } } }, ALICE);
      expect(prompt.result.messages[0].content.text).toBe('Tell me about owls.');
    });
  });

  it('answers the REST route through api.rest_invoke and the RPC method through api.rpc_invoke at its serializable floor', async () => {
    await gateway(async (client) => {
      const rest = await callRest(client, 'POST', '/gen/7', { headers: { 'content-type': 'application/json' }, body: '{"text": "hi"}' });
      expect(rest.status).toBe(200);
      expect(json(rest)).toEqual({ message: 'Hello from gen_rest', path_params: { id: '7' }, body: { text: 'hi' }, caller: null });
      const body = JSON.stringify({ jsonrpc: '2.0', id: 'r1', method: 'gen.rpc', params: { text: 'abc' } });
      const anonymous = await callRpc(client, body);
      expect(json(anonymous).error.code).toBe(-32001);
      const rpc = await callRpc(client, body, { headers: { authorization: `Bearer ${ALICE.credential}` } });
      expect(rpc.policy?.transaction_isolation).toBe('serializable');
      expect(json(rpc)).toMatchObject({ id: 'r1', result: { text: 'abc', length: 3 } });
    });
  });

  it("makes the README's hand-written example work as written: a signed-in caller's count of organizations", async () => {
    await gateway(async (client) => {
      const envelope = await mcp(client, { method: 'tools/call', params: { name: 'count_my_organizations', arguments: {} } }, ALICE);
      expect(envelope.result).toMatchObject({ isError: false, content: [{ type: 'text', text: '1' }] });
    });
  });
});

describe('pgmi new refuses what would not work', () => {
  it('prints both files with --dry-run and writes nothing', async () => {
    const result = await runPgmi(['new', 'rpc', 'dry.run', dir, '--dry-run']);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout).toContain('-- would write api/rpc/dry.run.sql');
    expect(result.stdout).toContain('-- would write api/rpc/__test__/test_dry.run.sql');
    expect(result.stdout).toContain('SELECT api.create_or_replace_rpc_handler(');
    expect(result.stderr).toContain('nothing was written');
    expect(existsSync(join(dir, 'api/rpc/dry.run.sql'))).toBe(false);
  });

  it('refuses to overwrite an existing handler (exit 2, naming the files) unless --force', async () => {
    const before = readFileSync(join(dir, 'api/prompts/gen_prompt.sql'), 'utf8');
    const refused = await runPgmi(['new', 'prompt', 'gen_prompt', dir]);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toContain('api/prompts/gen_prompt.sql and api/prompts/__test__/test_gen_prompt.sql already exist');
    expect(readFileSync(join(dir, 'api/prompts/gen_prompt.sql'), 'utf8')).toBe(before);
    const forced = await runPgmi(['new', 'prompt', 'gen_prompt', dir, '--force', '--json']);
    expect(forced.exitCode, forced.stderr).toBe(0);
    const document = JSON.parse(forced.stdout);
    expect(document.files.map((f: { action: string }) => f.action)).toEqual(['overwrite', 'overwrite']);
    expect(readFileSync(join(dir, 'api/prompts/gen_prompt.sql'), 'utf8')).not.toBe(before); // a new id
  });

  it('rejects bad names and options with exit 2 and says what is wrong, listing every problem', async () => {
    const bad = await runPgmi(['new', 'tool', '9lives', dir]);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain('handler name "9lives" is not valid: it must start with a letter');
    const several = await runPgmi(['new', 'rest', 'x', dir, '--isolation', 'chaos', '--uri', 'a://b', '--method', 'FETCH']);
    expect(several.exitCode).toBe(2);
    expect(several.stderr).toContain('3 problems');
    expect(several.stderr).toContain('isolation "chaos" is not a level');
    expect(several.stderr).toContain('--uri applies to resource handlers, not rest');
    const kind = await runPgmi(['new', 'widget', 'x', dir]);
    expect(kind.exitCode).toBe(2);
    expect(kind.stderr).toMatch(/tool, resource, prompt, rest, rpc/);
  });

  it('refuses a name another registration already uses, or one that would shadow a framework function', async () => {
    const taken = await runPgmi(['new', 'tool', 'echo', dir]);
    expect(taken.exitCode).toBe(2);
    expect(taken.stderr).toContain('api/mcp-examples.sql: MCP name "echo" is already taken');
    const shadow = await runPgmi(['new', 'tool', 'result', dir]);
    expect(shadow.exitCode).toBe(2);
    expect(shadow.stderr).toContain('function name api.mcp_tool_result is already taken');
  });

  it('refuses folders outside the project (also through a link) and folders no deploy.order entry runs', async () => {
    const outside = await runPgmi(['new', 'tool', 'escape', dir, '--folder', '../elsewhere']);
    expect(outside.exitCode).toBe(2);
    expect(outside.stderr).toContain('must be a folder inside the project');
    await mkdir(join(root, 'outside'), { recursive: true });
    symlinkSync(join(root, 'outside'), join(dir, 'api', 'linked'));
    const linked = await runPgmi(['new', 'tool', 'escape', dir, '--folder', 'api/linked']);
    expect(linked.exitCode).toBe(2);
    expect(linked.stderr).toContain('is outside the project folder');
    expect(readdirSync(join(root, 'outside'))).toEqual([]);
    // While the project holds a link leading outside, nothing in it can be generated or deployed (exit 10).
    const anywhere = await runPgmi(['new', 'tool', 'anywhere', dir]);
    expect(anywhere.exitCode).toBe(10);
    expect(anywhere.stderr).toContain('api/linked is a symbolic link');
    unlinkSync(join(dir, 'api', 'linked'));
    const unordered = await runPgmi(['new', 'tool', 'stray', dir, '--folder', 'scratch']);
    expect(unordered.exitCode).toBe(10);
    expect(unordered.stderr).toContain('scratch/stray.sql would never be deployed: no deploy.order entry in pgmi.yaml matches it');
  });

  it('needs the handler registry of the advanced template', async () => {
    const basic = join(root, 'basic');
    const init = await runPgmi(['init', basic, '--template', 'basic', '--yes', '--no-git']);
    expect(init.exitCode, init.stderr).toBe(0);
    const result = await runPgmi(['new', 'tool', 'x', basic]);
    expect(result.exitCode).toBe(10);
    expect(result.stderr).toContain('has no handler registry');
    expect(result.stderr).toContain('--template advanced');
  });
});

describe('the pgmi new commands of the generated README and docs', () => {
  it('run as written in a fresh project, and the project then deploys green with their tests', async () => {
    const fresh = join(root, 'docs-app');
    const init = await runPgmi(['init', fresh, '--template', 'advanced', '--yes', '--no-git', '--name', 'docsapp']);
    expect(init.exitCode, init.stderr).toBe(0);
    const commands = [
      ...['README.md', 'docs/mcp.md', 'docs/api.md'].map((file) => join(fresh, file)),
      join(REPO_ROOT, 'README.md'), // pgmi's own README: the `pgmi new` section
    ].flatMap((file) => commandsIn(readFileSync(file, 'utf8'), 'pgmi new '));
    expect(commands.length).toBeGreaterThanOrEqual(11);
    for (const argv of commands) {
      const result = await runPgmi(argv.slice(1), { cwd: fresh });
      expect(result.exitCode, `${argv.join(' ')}\n${result.stderr}`).toBe(0);
    }
    const other = await createTestDatabase('new-docs');
    try {
      const test = await runPgmi(['test', fresh, '--connection', other.url, ...passwordArgs()], { timeoutMs: 240_000 });
      expect(test.exitCode, test.stderr).toBe(0);
      expect(test.stderr).toContain('test api/rest/__test__/test_order_status.sql');
      expect(test.stderr).toContain('test api/tools/__test__/test_count_notes.sql');
      expect(test.stderr).toContain('test api/rest/__test__/test_shipment_status.sql');
    } finally {
      await other.drop();
    }
  }, 300_000); // a dozen CLI runs and a full deploy of the template: slow on a loaded machine
});
