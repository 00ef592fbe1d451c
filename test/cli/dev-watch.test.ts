// `pgmi dev --watch` as a process, on real files and a real gateway driven by the MCP SDK client: every kind of
// save is seen and served (in-place writes, atomic renames, `sed -i` and a write after it, new and deleted files
// and folders, pgmi.yaml, a branch switch), editor temporaries are not, 50 saves in a row end with the last
// one served, a save in api/ re-applies only that file and runs its tests first, and the rest of the suite's
// failure is reported as loudly.
import { appendFileSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { execa, type ResultPromise } from 'execa';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGMI_BIN, cleanEnv, runPgmi } from '../support/cli.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { freePort } from '../support/pg-server.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { waitUntil } from '../support/poll.js';
import { BROKEN_TOOL_LINE, brokenToolSql } from '../support/broken-tool.js';

let root: string;
let project: string;
let db: TestDatabase;
let dev: ResultPromise;
let err = '';
let out = '';
let client: Client;
let listChanged = 0;
let port = 0;

const TOOL = 'api/watched.sql';

/** A tool whose answer says which version of its file is deployed. */
function toolSql(name: string, answer: string, id = '0a7c0000-0000-4000-8000-00000000a001'): string {
  return `-- ${name}: answers "${answer}"
SELECT api.create_or_replace_mcp_handler(
    '{"id": "${id}", "type": "tool", "name": "${name}", "description": "Says which save is deployed",
      "requiresAuth": false, "inputSchema": {"type": "object", "additionalProperties": false}}'::jsonb,
    $body$ BEGIN RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('${answer}')), request.request_id); END; $body$);
`;
}

/** Lines pgmi dev printed that end a redeploy (success or failure). */
function redeploys(): string[] {
  return err.split('\n').filter((line) => /^(✓ Redeployed|✓ Deployed|✓ .* is up to date|✗ The redeploy failed)/.test(line));
}

/** Runs a save and waits for the redeploy it causes; returns what pgmi dev printed meanwhile. */
async function save(action: () => void | Promise<void>, what = 'a redeploy'): Promise<string> {
  const before = redeploys().length;
  const from = err.length;
  await action();
  const seen = await waitUntil(() => redeploys().length > before, 120_000, 50);
  expect(seen, `${what} after the save; pgmi dev printed:\n${err.slice(from)}`).toBe(true);
  return err.slice(from);
}

/** Every redeploy pgmi dev announced has ended. */
async function settled(): Promise<void> {
  const done = await waitUntil(() => redeploys().length - 1 >= (err.match(/SQL changed: /g) ?? []).length, 120_000, 100);
  expect(done, `every redeploy ended:\n${err.slice(-3000)}`).toBe(true);
}

async function answer(name = 'watched'): Promise<string | undefined> {
  const result = await client.callTool({ name, arguments: {} }).catch(() => undefined);
  return (result?.content as Array<{ text?: string }> | undefined)?.[0]?.text;
}

async function served(expected: string, name = 'watched'): Promise<void> {
  expect(await waitUntil(async () => (await answer(name)) === expected, 30_000, 100), `tool ${name} answers ${expected}`).toBe(true);
}

beforeAll(async () => {
  root = await makeTempDir('pgmi-watch');
  project = join(root, 'demo');
  expect((await runPgmi(['init', project, '--template', 'advanced', '--yes', '--no-git'])).exitCode).toBe(0);
  writeFileSync(join(project, TOOL), toolSql('watched', 'v1'));
  db = await createTestDatabase('watch');
  port = await freePort();
  dev = execa('node', [PGMI_BIN, 'dev', project, '--watch', '--port', String(port), '--connection', db.url], {
    env: cleanEnv(),
    extendEnv: false,
    reject: false,
    forceKillAfterDelay: false,
  });
  dev.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  dev.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const up = await waitUntil(() => /MCP endpoint/.test(out) || dev.exitCode !== null, 300_000, 200);
  expect(up && dev.exitCode === null, `pgmi dev started:\n${err}`).toBe(true);
  client = new Client({ name: 'pgmi-watch-test', version: '1.0.0' }, { capabilities: {} });
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
    listChanged += 1;
  });
  await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`)));
  await served('v1');
}, 360_000);

afterAll(async () => {
  await client?.close().catch(() => undefined);
  if (dev && dev.exitCode === null) {
    dev.kill('SIGINT');
    await dev;
  }
  await db?.drop();
  if (root) await removeDir(root);
}, 120_000);

describe('pgmi dev --watch', { timeout: 300_000 }, () => {
  it('serves an in-place write, re-applying only that file and running its tests first, then the rest of the suite', async () => {
    const said = await save(() => writeFileSync(join(project, TOOL), toolSql('watched', 'v2')));
    await served('v2');
    expect(said).toContain(`SQL changed: ${TOOL}; redeploying…`);
    expect(said).toMatch(new RegExp(`✓ Redeployed ${TOOL} in \\S+: 1 of \\d+ scripts applied`));
    expect(await waitUntil(() => /✓ The other \d+ tests pass too/.test(err), 120_000)).toBe(true);
  });

  it('sees a save by rename (sed -i), and every later in-place write of that file too', async () => {
    await save(() => execa('sed', ['-i', '-E', 's/v[0-9]+/v3/g', join(project, TOOL)]).then(() => undefined));
    await served('v3');
    // Before: the file was lost to the watcher after the rename and this append was never seen.
    await save(() => appendFileSync(join(project, TOOL), toolSql('watched', 'v4').split('\n').slice(1).join('\n')));
    await served('v4');
    await save(() => {
      writeFileSync(join(project, `${TOOL}.tmp-save`), toolSql('watched', 'v5'));
      renameSync(join(project, `${TOOL}.tmp-save`), join(project, TOOL));
    });
    await served('v5');
  });

  it('ignores editor swap and backup files: the next redeploy names only the real save', async () => {
    const said = await save(() => {
      writeFileSync(join(project, 'api', '.watched.sql.swp'), 'swap');
      writeFileSync(join(project, 'api', 'watched.sql~'), 'backup');
      writeFileSync(join(project, 'api', '4913'), '');
      rmSync(join(project, 'api', '4913'));
      writeFileSync(join(project, TOOL), toolSql('watched', 'v6'));
    });
    await served('v6');
    expect(said.match(/SQL changed: /g)).toHaveLength(1);
    expect(said).toContain(`SQL changed: ${TOOL}; redeploying…`);
    rmSync(join(project, 'api', '.watched.sql.swp'));
    rmSync(join(project, 'api', 'watched.sql~'));
  });

  it('sees new folders and files in them, and removes their handlers when the folder is deleted', async () => {
    const listedBefore = listChanged;
    await save(() => {
      mkdirSync(join(project, 'api', 'more', 'deep'), { recursive: true });
      writeFileSync(join(project, 'api', 'more', 'deep', 'second.sql'), toolSql('second', 'deep v1', '0a7c0000-0000-4000-8000-00000000a002'));
    });
    await served('deep v1', 'second');
    expect(await waitUntil(() => listChanged > listedBefore, 10_000)).toBe(true);
    const said = await save(() => rmSync(join(project, 'api', 'more'), { recursive: true }));
    expect(said).toContain('api/more/deep/second.sql (removed)');
    expect(said).toMatch(/removed what the project no longer declares \(1\):\n\s+- tool second/);
    expect(await waitUntil(async () => !(await client.listTools()).tools.some((t) => t.name === 'second'), 30_000)).toBe(true);
  });

  it('reports a failing test of the change, keeps serving the last good deploy, and serves the fix', async () => {
    await save(() => writeFileSync(join(project, 'api', '__test__', 'test_watched.sql'), `-- the watched tool answers
DO $$
BEGIN
    IF (api.mcp_handle_request('{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "watched"}}'::jsonb)).envelope #>> '{result,content,0,text}' IS DISTINCT FROM 'v6' THEN
        RAISE EXCEPTION 'watched: expected v6';
    END IF;
END
$$;
`));
    const said = await save(() => writeFileSync(join(project, TOOL), toolSql('watched', 'v7')));
    expect(said).toContain('✗ The redeploy failed; nothing of it was applied.');
    expect(said).toContain('api/__test__/test_watched.sql');
    expect(await answer()).toBe('v6');
    await save(() => rmSync(join(project, 'api', '__test__', 'test_watched.sql')));
    await served('v7');
  });

  it('shows a failure in the rest of the suite just as loudly, after the change is served', async () => {
    // A test that names no handler of the change, so it runs after COMMIT.
    await save(() => writeFileSync(join(project, 'lib', 'api', '__test__', 'test_zz_tool_count.sql'), `-- at most one tool whose name starts with "watch"
DO $$
BEGIN
    IF (SELECT count(*) FROM api.mcp_route WHERE mcp_name LIKE 'watch%') > 1 THEN
        RAISE EXCEPTION 'more than one watch* tool';
    END IF;
END
$$;
`));
    const said = await save(() => writeFileSync(join(project, 'api', 'watch-two.sql'), toolSql('watchtwo', 'two', '0a7c0000-0000-4000-8000-00000000a003')));
    await served('two', 'watchtwo');
    expect(said).toContain('✓ Redeployed api/watch-two.sql');
    expect(await waitUntil(() => err.includes('✗ The change is deployed and served, but the rest of the suite FAILS:'), 120_000)).toBe(true);
    expect(err).toContain('lib/api/__test__/test_zz_tool_count.sql');
    expect(err).toContain('more than one watch* tool');
    await save(() => {
      rmSync(join(project, 'lib', 'api', '__test__', 'test_zz_tool_count.sql'));
      rmSync(join(project, 'api', 'watch-two.sql'));
    });
  });

  it('redeploys everything, and says why, for a change in lib/ and in pgmi.yaml', async () => {
    const lib = join(project, 'lib', 'common', '01-casting.sql');
    const said = await save(() => appendFileSync(lib, '\n-- touched by the test\n'));
    expect(said).toMatch(/everything was redeployed: lib\/common\/01-casting\.sql is in lib\/common\/, which later scripts build on/);
    const yaml = join(project, 'pgmi.yaml');
    const saidYaml = await save(() => writeFileSync(yaml, readFileSync(yaml, 'utf8').replace('api_key_prefix: demo', 'api_key_prefix: demo\n  watch_probe: on')));
    expect(saidYaml).toContain('SQL changed: pgmi.yaml; redeploying…');
    expect(saidYaml).toContain('everything was redeployed: pgmi.yaml or the parameters changed');
  });

  it('a branch switch (git checkout) is one redeploy of the final state', async () => {
    const git = (...args: string[]) => execa('git', args, { cwd: project, env: { ...cleanEnv(), GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x' } });
    writeFileSync(join(project, '.gitignore'), 'gateway/node_modules/\n.pgmi/\n');
    await git('init', '-q', '-b', 'main');
    await git('add', '-A');
    await git('commit', '-qm', 'main');
    await git('checkout', '-qb', 'feature');
    await save(() => {
      writeFileSync(join(project, TOOL), toolSql('watched', 'feature'));
      writeFileSync(join(project, 'api', 'feature-a.sql'), toolSql('feature_a', 'a', '0a7c0000-0000-4000-8000-00000000a004'));
      writeFileSync(join(project, 'api', 'feature-b.sql'), toolSql('feature_b', 'b', '0a7c0000-0000-4000-8000-00000000a005'));
    });
    await served('feature');
    await served('b', 'feature_b');
    await git('add', '-A');
    await git('commit', '-qm', 'feature');
    await settled();
    const before = (err.match(/SQL changed: /g) ?? []).length;
    const said = await save(() => git('checkout', '-q', 'main').then(() => undefined));
    await served('v7');
    expect(await waitUntil(async () => !(await client.listTools()).tools.some((t) => t.name === 'feature_a'), 30_000)).toBe(true);
    expect((err.match(/SQL changed: /g) ?? []).length - before, said).toBe(1);
  });

  it('50 saves in a row end with the last one served', async () => {
    for (let i = 1; i <= 50; i += 1) writeFileSync(join(project, TOOL), toolSql('watched', `burst ${i}`));
    await served('burst 50');
    // Nothing still pending that could serve an older save afterwards.
    await settled();
    expect(await answer()).toBe('burst 50');
  });

  it('hands a failing handler\'s cause to the developer\'s client (the console shows it): file, line, SQLSTATE', async () => {
    await save(() => writeFileSync(join(project, 'api', 'broken.sql'), brokenToolSql('0a7c0000-0000-4000-8000-00000000a006')));
    const call = (name: string) =>
      fetch(`http://127.0.0.1:${port}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name, arguments: {} } }),
      });
    const response = await call('broken');
    const body = await response.text();
    expect(JSON.parse(body)).toMatchObject({ result: { isError: true } });
    expect(body).not.toContain('notez');
    const header = response.headers.get('x-pgmi-handler-failure');
    expect(header).not.toBeNull();
    expect(JSON.parse(decodeURIComponent(header as string))).toMatchObject({
      handler: 'api.mcp_tool_broken(api.mcp_request)',
      file: 'api/broken.sql',
      fileLine: BROKEN_TOOL_LINE,
      lineText: '    PERFORM count(*) FROM api.notez;',
      sqlstate: '42P01',
      message: 'relation "api.notez" does not exist',
    });
    expect((await call('watched')).headers.get('x-pgmi-handler-failure')).toBeNull();
    await save(() => rmSync(join(project, 'api', 'broken.sql')));
  });

  it('a gateway that crashes is restarted on the next save, and pgmi dev says so', async () => {
    const gateway = execSync('ps -eo pid,args', { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes(join(project, 'gateway', 'src', 'main.ts')))
      .map((line) => Number(line.trim().split(/\s+/)[0]));
    expect(gateway.length).toBeGreaterThan(0);
    for (const pid of gateway) process.kill(pid, 'SIGKILL');
    expect(await waitUntil(() => err.includes('pgmi dev restarts it on your next save'), 30_000)).toBe(true);
    expect(dev.exitCode).toBeNull();
    writeFileSync(join(project, TOOL), toolSql('watched', 'after the crash'));
    expect(await waitUntil(() => err.includes('restarting the gateway') && err.includes('✓ the gateway serves again'), 120_000), err.slice(-2000)).toBe(true);
    await client.close();
    client = new Client({ name: 'pgmi-watch-test', version: '1.0.0' }, { capabilities: {} });
    await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`)));
    await served('after the crash');
  });
});
