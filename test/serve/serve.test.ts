// `pgmi serve` driven by the official SDK client over stdio, on a rendered advanced project against a real
// database: discovery, plan, test (failure with its location), deploy (refused without --allow-deploy, done
// with it), cancellation (no backend left, nothing changed), confinement to the project, resources/updated,
// prompts, keys, and --print-config.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendFileSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ResourceUpdatedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { REPO_ROOT, runPgmi } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { eventually } from '../support/poll.js';
import { snapshotDatabase } from '../support/project.js';
import { commandsIn, shellWords } from '../support/doc-examples.js';
import { startServe, type ServeSession } from './support.js';

let root: string;
let dir: string;
let db: TestDatabase;
let plain: ServeSession;
let deployer: ServeSession;

const FAILING_TEST = 'api/__test__/test_zz_fails.sql';
const SLOW_TEST = 'api/__test__/test_zz_slow.sql';

beforeAll(async () => {
  root = await makeTempDir('pgmi-serve');
  dir = join(root, 'app');
  const init = await runPgmi(['init', dir, '--template', 'advanced', '--yes', '--no-git', '--name', 'served']);
  expect(init.exitCode, init.stderr).toBe(0);
  db = await createTestDatabase('serve');
  plain = await startServe([dir, '--connection', db.url]);
  deployer = await startServe([dir, '--connection', db.url, '--allow-deploy']);
}, 120_000);

afterAll(async () => {
  await plain?.close();
  await deployer?.close();
  await db?.drop();
  if (root) await removeDir(root);
});

/** Backends of the test database matching `condition`, polled (up to ~20 s) until there are none. */
async function backendsAfterWaiting(condition: string): Promise<number> {
  let count = -1;
  for (let i = 0; i < 100 && count !== 0; i += 1) {
    if (i > 0) await new Promise((r) => setTimeout(r, 200));
    const rows = await db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND ${condition}`, [db.name]);
    count = rows.rows[0]!.n;
  }
  return count;
}

const structured = (result: unknown): any => (result as { structuredContent: any }).structuredContent;
const textOf = async (session: ServeSession, uri: string) => ((await session.client.readResource({ uri })).contents[0] as { text: string }).text;

describe('pgmi serve over stdio', () => {
  it('lists its tools with output schemas and truthful annotations, its resources and its prompts', async () => {
    const { tools } = await plain.client.listTools();
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
    expect(Object.keys(byName).sort()).toEqual([
      'branch_create', 'branch_delete', 'branch_list', 'call_handler', 'deploy', 'describe_schema', 'explain', 'explain_error', 'inspect', 'list_keys', 'new_handler', 'new_migration', 'plan', 'query', 'run_tests', 'test',
    ]);
    for (const tool of tools) expect(tool.outputSchema?.type, tool.name).toBe('object');
    // Unknown arguments are refused (a misspelt argument must not be silently ignored).
    for (const tool of tools) expect(tool.inputSchema.additionalProperties, tool.name).toBe(false);
    expect(byName.plan?.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    expect(byName.inspect?.annotations).toMatchObject({ readOnlyHint: true });
    expect(byName.list_keys?.annotations).toMatchObject({ readOnlyHint: true });
    expect(byName.deploy?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(byName.test?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    expect(byName.new_handler?.inputSchema.required).toEqual(['kind', 'name']);

    const { resources } = await plain.client.listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris).toEqual(expect.arrayContaining(['pgmi://project/pgmi.yaml', 'pgmi://project/plan', 'pgmi://project/last-run', 'pgmi://script/api/examples.sql']));
    expect(uris.some((uri) => uri.includes('/.pgmi') || uri.startsWith('pgmi://script/gateway/'))).toBe(false);
    const { resourceTemplates } = await plain.client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate).sort()).toEqual(['pgmi://db/object/{schema}/{name}', 'pgmi://db/schema/{schema}', 'pgmi://doc/{+path}', 'pgmi://script/{+path}']);
    const { prompts } = await plain.client.listPrompts();
    expect(prompts.map((p) => p.name).sort()).toEqual(['add_mcp_tool', 'add_table', 'write_handler_test']);

    const yaml = await plain.client.readResource({ uri: 'pgmi://project/pgmi.yaml' });
    expect((yaml.contents[0] as { text: string }).text).toContain('name: served');
    const plan = JSON.parse(await textOf(plain, 'pgmi://project/plan'));
    expect(plan.scripts[0]).toMatchObject({ path: expect.stringMatching(/^setup\//), kind: expect.any(String) });
  });

  it('plans against the database: every script pending before the first deploy; nothing written', async () => {
    const result = await plain.client.callTool({ name: 'plan', arguments: {} });
    expect(result.isError).toBeFalsy();
    const plan = structured(result);
    expect(plan).toMatchObject({ ok: true, compared: true, database: db.name });
    expect(plan.scripts.length).toBeGreaterThan(50);
    expect(plan.scripts.every((s: { status: string }) => s.status === 'pending')).toBe(true);
    expect(plan.tests).toBeGreaterThan(100);
    const tracked = await db.query("SELECT pg_catalog.to_regclass('pgmi.deployment') IS NULL AS none");
    expect(tracked.rows[0]!.none).toBe(true);
  });

  it('refuses deploy without --allow-deploy, and deploys with it', async () => {
    const refused = await plain.client.callTool({ name: 'deploy', arguments: {} });
    expect(refused.isError).toBe(true);
    expect(structured(refused)).toMatchObject({ ok: false, status: 'refused', failure: { message: expect.stringContaining('--allow-deploy') } });
    expect((await db.query("SELECT pg_catalog.to_regclass('pgmi.deployment') IS NULL AS none")).rows[0]!.none).toBe(true);

    const progress: number[] = [];
    const done = await deployer.client.callTool({ name: 'deploy', arguments: {} }, undefined, { onprogress: (p) => progress.push(p.progress), timeout: 240_000 });
    expect(done.isError, JSON.stringify(done.content)).toBeFalsy();
    expect(structured(done)).toMatchObject({ ok: true, status: 'applied', database: db.name });
    expect(structured(done).testsPassed).toBeGreaterThan(100);
    expect(progress.length).toBeGreaterThan(50);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const after = structured(await plain.client.callTool({ name: 'plan', arguments: {} }));
    expect(after.scripts.every((s: { status: string }) => s.status === 'up-to-date')).toBe(true);
  }, 300_000);

  it('inspects the deployed handlers with their policies, and filters by kind and tag', async () => {
    const all = structured(await plain.client.callTool({ name: 'inspect', arguments: {} }));
    const echo = all.handlers.find((h: { kind: string; name: string }) => h.kind === 'tool' && h.name === 'echo');
    expect(echo).toMatchObject({ requiresAuth: false, readOnly: false, tags: ['examples'] });
    const stats = all.handlers.find((h: { name: string }) => h.name.includes('/stats/handlers'));
    expect(stats).toMatchObject({ kind: 'rest', requiresAuth: true, readOnly: true, isolationFloor: 'serializable' });
    const math = structured(await plain.client.callTool({ name: 'inspect', arguments: { kind: 'tool', tag: 'math' } }));
    expect(math.handlers.map((h: { name: string }) => h.name)).toEqual(['add_numbers']);
    expect(all.deployments[0]).toMatchObject({ status: expect.any(String), scriptsApplied: expect.any(Number) });
  });

  it('returns a failing SQL test with its file, line, SQLSTATE and the test; explain_error points at the line', async () => {
    writeFileSync(join(dir, FAILING_TEST), "-- a test that fails on purpose\nDO $$\nBEGIN\n    RAISE EXCEPTION 'answer: expected %, got %', 42, 41;\nEND\n$$;\n");
    try {
      const result = await plain.client.callTool({ name: 'test', arguments: {} }, undefined, { timeout: 240_000 });
      expect(result.isError).toBe(true);
      const failure = structured(result).failure;
      expect(failure).toMatchObject({ code: 'sql_failed', file: FAILING_TEST, test: FAILING_TEST, line: 4, sqlstate: 'P0001' });
      expect(failure.message).toContain('answer: expected 42, got 41');
      expect((result.content as Array<{ text: string }>)[0]!.text).toContain(`${FAILING_TEST}:4`);

      const explained = structured(await plain.client.callTool({ name: 'explain_error', arguments: {} }));
      expect(explained).toMatchObject({ source: 'last-run', sqlstate: 'P0001', condition: 'raise_exception', location: { file: FAILING_TEST, line: 4 } });
      expect(explained.location.text).toContain("RAISE EXCEPTION 'answer");
      const lastRun = JSON.parse(await textOf(plain, 'pgmi://project/last-run'));
      expect(lastRun).toMatchObject({ tool: 'test', ok: false });
      const byCode = structured(await plain.client.callTool({ name: 'explain_error', arguments: { sqlstate: '42p07' } }));
      expect(byCode).toMatchObject({ sqlstate: '42P07', condition: 'duplicate_table' });
      expect(byCode.advice).toContain('pgmi:once');
    } finally {
      rmSync(join(dir, FAILING_TEST));
    }
  }, 300_000);

  it('stops the running statement and rolls back when a test call is cancelled: no backend left, nothing changed', async () => {
    writeFileSync(join(dir, SLOW_TEST), '-- slow on purpose: the test cancels it\nSELECT pg_sleep(120);\n');
    const before = await snapshotDatabase(db.url);
    const controller = new AbortController();
    let isCancelling = false;
    try {
      const call = plain.client.callTool({ name: 'test', arguments: {} }, undefined, {
        signal: controller.signal,
        timeout: 240_000,
        onprogress: (p) => {
          // Cancelled once the slow test's statement runs on the server.
          if (!p.message?.includes('test_zz_slow') || isCancelling) return;
          isCancelling = true;
          const sleeping = async () =>
            (await db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND state = 'active' AND query ILIKE '%pg_sleep(120)%'`, [db.name])).rows[0]!.n > 0;
          void eventually('the slow test runs its pg_sleep', sleeping, 60_000).finally(() => controller.abort('the user cancelled'));
        },
      });
      await expect(call).rejects.toThrow();
      expect(controller.signal.aborted).toBe(true);
      // The cancellation is asynchronous on the server side: wait (bounded) for the backends to go.
      expect(await backendsAfterWaiting("query ILIKE '%pg_sleep(120)%'")).toBe(0);
      expect(await backendsAfterWaiting("application_name = 'pgmi'")).toBe(0);
      expect(await snapshotDatabase(db.url)).toBe(before);
      expect(plain.stderr()).not.toContain('unexpected error');
      // The server is still usable.
      expect(structured(await plain.client.callTool({ name: 'plan', arguments: { offline: true } })).ok).toBe(true);
    } finally {
      rmSync(join(dir, SLOW_TEST));
    }
  }, 300_000);

  it('refuses paths outside the project, also through a link, and connections chosen by the agent', async () => {
    await expect(plain.client.readResource({ uri: 'pgmi://script/..%2F..%2F..%2Fetc%2Fpasswd' })).rejects.toThrow(/outside the project folder/);
    mkdirSync(join(root, 'secret'), { recursive: true });
    writeFileSync(join(root, 'secret', 'x.sql'), 'SELECT 1;\n');
    symlinkSync(join(root, 'secret'), join(dir, 'api', 'linked'));
    try {
      await expect(plain.client.readResource({ uri: 'pgmi://script/api/linked/x.sql' })).rejects.toThrow(/outside the project folder/);
    } finally {
      rmSync(join(dir, 'api', 'linked'));
    }
    await expect(plain.client.readResource({ uri: 'pgmi://script/pgmi.yaml' })).rejects.toThrow(/only the project's SQL files/);
    const folder = await plain.client.callTool({ name: 'new_handler', arguments: { kind: 'tool', name: 'escape', folder: '../../outside' } });
    expect(folder.isError).toBe(true);
    expect(structured(folder).failure).toMatchObject({ code: 'usage', message: expect.stringContaining('inside the project') });
    const explain = await plain.client.callTool({ name: 'explain_error', arguments: { file: '../../../etc/passwd', line: 1 } });
    expect(explain.isError).toBe(true);
    expect(structured(explain).failure.message).toContain('outside the project folder');
    const connection = await plain.client.callTool({ name: 'plan', arguments: { connection: 'postgresql://elsewhere.example/other' } });
    expect(connection.isError).toBe(true);
    expect(structured(connection).failure.hint).toContain('--allow-connection');
  });

  it('sends notifications/resources/updated when a subscribed script changes', async () => {
    const uri = 'pgmi://script/api/examples.sql';
    const file = join(dir, 'api', 'examples.sql');
    const original = readFileSync(file, 'utf8');
    const updated = new Promise<string>((resolve) => {
      plain.client.setNotificationHandler(ResourceUpdatedNotificationSchema, (notification) => resolve(notification.params.uri));
    });
    await plain.client.subscribeResource({ uri });
    try {
      appendFileSync(file, '-- edited by the test\n');
      expect(await updated).toBe(uri);
    } finally {
      writeFileSync(file, original);
      await plain.client.unsubscribeResource({ uri });
    }
  });

  it('writes a handler with new_handler (dry run shows the files; the real run writes them)', async () => {
    const dry = structured(await plain.client.callTool({ name: 'new_handler', arguments: { kind: 'rpc', name: 'served.ping', dryRun: true } }));
    expect(dry).toMatchObject({ ok: true, written: false });
    expect(dry.files.map((f: { path: string }) => f.path)).toEqual(['api/rpc/served.ping.sql', 'api/rpc/__test__/test_served.ping.sql']);
    expect(dry.files[0].content).toContain('api.create_or_replace_rpc_handler');
    const real = structured(await plain.client.callTool({ name: 'new_handler', arguments: { kind: 'tool', name: 'served_tool', readOnly: true, tags: ['served'] } }));
    expect(real).toMatchObject({ ok: true, written: true, files: [{ path: 'api/tools/served_tool.sql', action: 'create' }, { path: 'api/tools/__test__/test_served_tool.sql', action: 'create' }] });
    expect(readFileSync(join(dir, 'api/tools/served_tool.sql'), 'utf8')).toContain('"name": "served_tool"');
    const again = await plain.client.callTool({ name: 'new_handler', arguments: { kind: 'tool', name: 'served_tool' } });
    expect(again.isError).toBe(true);
    expect(structured(again).failure.message).toContain('already exist');
    const prompt = await plain.client.getPrompt({ name: 'write_handler_test', arguments: { file: 'api/tools/served_tool.sql' } });
    expect(prompt.messages[0]?.content).toMatchObject({ type: 'resource', resource: { uri: 'pgmi://script/api/tools/served_tool.sql' } });
    const add = await plain.client.getPrompt({ name: 'add_mcp_tool', arguments: { name: 'count_orders' } });
    expect((add.messages[0]?.content as { text: string }).text).toContain('new_handler');
    rmSync(join(dir, 'api', 'tools'), { recursive: true });
  });

  it('lists API keys without any secret', async () => {
    const issued = await db.query<{ key: string; key_id: string }>("SELECT key, key_id FROM membership.issue_api_key_for_email('kim@served.example', 'laptop', NULL, NULL)");
    const { key, key_id: keyId } = issued.rows[0]!;
    const result = await plain.client.callTool({ name: 'list_keys', arguments: {} });
    expect(result.isError).toBeFalsy();
    expect(structured(result).keys).toEqual(expect.arrayContaining([expect.objectContaining({ keyId, email: 'kim@served.example', status: 'active' })]));
    const secret = key.split('_').slice(2).join('_');
    expect(JSON.stringify(result)).not.toContain(key);
    expect(JSON.stringify(result)).not.toContain(secret);
  });

  it('takes the database from the usual precedence (here PGMI_CONNECTION_STRING) when no flag names one', async () => {
    const fromEnv = await startServe([dir], { PGMI_CONNECTION_STRING: db.url });
    try {
      const plan = structured(await fromEnv.client.callTool({ name: 'plan', arguments: {} }));
      expect(plan).toMatchObject({ ok: true, compared: true, database: db.name });
      expect(fromEnv.stderr()).not.toContain('embedded');
    } finally {
      await fromEnv.close();
    }
  });

  it('keeps stdout for the protocol: the client saw no stray output, and logs went to stderr', () => {
    expect(plain.errors).toEqual([]);
    expect(deployer.errors).toEqual([]);
    expect(plain.stderr()).toContain('pgmi serve: serving');
  });
});

describe('pgmi serve before serving', () => {
  it('refuses a folder that is not a project with exit 10, writing nothing on stdout', async () => {
    const result = await runPgmi(['serve', join(root, 'missing')]);
    expect(result.exitCode).toBe(10);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('does not exist');
  });
});

describe('pgmi serve --print-config', () => {
  it('prints a snippet each client parses, launching this pgmi with the flags given', async () => {
    for (const client of ['vscode', 'cursor', 'claude-desktop']) {
      const result = await runPgmi(['serve', dir, '--print-config', client, '--allow-deploy']);
      expect(result.exitCode, result.stderr).toBe(0);
      const config = JSON.parse(result.stdout);
      const servers = client === 'vscode' ? config.servers : config.mcpServers;
      expect(servers.pgmi.args.slice(-3)).toEqual(['serve', dir, '--allow-deploy']);
      expect(servers.pgmi.command).toBe(process.execPath);
      if (client === 'vscode') expect(servers.pgmi.type).toBe('stdio');
      expect(result.stderr).toMatch(client === 'vscode' ? /\.vscode\/mcp\.json/ : client === 'cursor' ? /\.cursor\/mcp\.json/ : /claude_desktop_config\.json/);
    }
    const claude = await runPgmi(['serve', dir, '--print-config', 'claude-code']);
    expect(claude.exitCode, claude.stderr).toBe(0);
    const argv = shellWords(claude.stdout.trim());
    expect(argv.slice(0, 6)).toEqual(['claude', 'mcp', 'add', '--scope', 'project', 'pgmi']);
    expect(argv.slice(6, 8)).toEqual(['--', process.execPath]);
    expect(argv.slice(-2)).toEqual(['serve', dir]);
    // The README's examples, as written (run in the project folder).
    const readme = commandsIn(readFileSync(join(REPO_ROOT, 'README.md'), 'utf8'), 'pgmi serve --print-config');
    expect(readme.length).toBe(4);
    // And the generated project's README.
    const projectReadme = commandsIn(readFileSync(join(dir, 'README.md'), 'utf8'), 'pgmi serve --print-config');
    expect(projectReadme).toEqual([['pgmi', 'serve', '--print-config', 'claude-code']]);
    readme.push(...projectReadme);
    for (const argv of readme) {
      const result = await runPgmi(argv.slice(1), { cwd: dir });
      expect(result.exitCode, result.stderr).toBe(0);
      if (argv[3] === 'claude-code') expect(shellWords(result.stdout.trim()).slice(-2)).toEqual(['serve', dir]);
      else expect(JSON.stringify(JSON.parse(result.stdout))).toContain(JSON.stringify(dir));
    }
    const wrong = await runPgmi(['serve', dir, '--print-config', 'emacs']);
    expect(wrong.exitCode).toBe(2);
    expect(wrong.stderr).toContain('claude-code, vscode, cursor, claude-desktop');
  });
});
