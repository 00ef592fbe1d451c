import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execa, type ResultPromise } from 'execa';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanEnv, PGMI_BIN, REPO_ROOT, runPgmi } from '../support/cli.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { freePort } from '../support/pg-server.js';
import { installGlobally } from '../support/global-install.js';
import { eventually } from '../support/poll.js';

let work: string;
let project: string;
/** npm's global prefix for the npx runs: where the README's set-up installed pgmi. */
let npxPrefix: string;

beforeAll(async () => {
  work = await makeTempDir('pgmi-dev');
  project = join(work, 'demo');
  const init = await runPgmi(['init', project, '--template', 'advanced', '--yes', '--no-git']);
  expect(init.exitCode, init.stderr).toBe(0);
});
afterAll(async () => {
  await removeDir(work);
});

// Every pgmi dev a test started; one a failed test left running is stopped before the next test begins.
const started = new Set<ResultPromise>();
afterEach(async () => {
  for (const child of started) {
    if (child.exitCode === null) child.kill('SIGTERM');
    await child;
  }
  started.clear();
});

// pgmi dev installs the gateway's dependencies on its first run and starts PostgreSQL: minutes on a busy machine.
const DEV_TIMEOUT_MS = 300_000;

interface Running {
  child: ResultPromise;
  stdout: () => string;
  stderr: () => string;
}

function startDev(port: number, extra: string[] = [], via: 'node' | 'npx' = 'node'): Running {
  let out = '';
  let err = '';
  const args = ['dev', project, '--port', String(port), ...extra];
  // No SIGKILL from execa 5 s after a signal: stopping the gateway and PostgreSQL may take longer on a busy
  // machine, and a killed pgmi could not clean up (which is what these tests check).
  // Through npx the process a supervisor signals is npm's, with a shell between it and pgmi; npx finds the pgmi
  // the README's set-up installed (here into this file's own prefix) and downloads nothing.
  const child =
    via === 'npx'
      ? execa('npx', ['--no-install', 'pgmi', ...args], { cwd: work, env: cleanEnv({ npm_config_prefix: npxPrefix }), extendEnv: false, reject: false, forceKillAfterDelay: false })
      : execa('node', [PGMI_BIN, ...args], { env: cleanEnv(), extendEnv: false, reject: false, forceKillAfterDelay: false });
  started.add(child);
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return { child, stdout: () => out, stderr: () => err };
}

async function waitFor(running: Running, pattern: RegExp, timeoutMs = 240_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = pattern.exec(running.stdout());
    if (match) return match;
    if (running.child.exitCode !== null) throw new Error(`pgmi dev exited early:\n${running.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${pattern}:\n${running.stderr()}`);
}

/** Waits until nothing of the project runs any more: no process under its folder, no embedded server. */
async function waitForNothingRunning(timeoutMs = 60_000): Promise<void> {
  const dataDir = (JSON.parse(readFileSync(join(project, '.pgmi', 'embedded.json'), 'utf8')) as { dataDir: string }).dataDir;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && (processesOf(project).length > 0 || processesOf(dataDir).length > 0 || existsSync(join(dataDir, 'postmaster.pid')))) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(processesOf(project)).toEqual([]);
  expect(processesOf(dataDir)).toEqual([]);
  expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);
}

function processesOf(dir: string): string[] {
  const out = execSync('ps -eo pid,args', { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.includes(dir) && !line.includes('ps -eo'));
}

describe('pgmi dev', { timeout: DEV_TIMEOUT_MS }, () => {
  let firstKey = '';

  it('starts the embedded database and the gateway, prints a working key, and stops cleanly on Ctrl-C', async () => {
    const port = await freePort();
    const running = startDev(port);
    const key = (await waitFor(running, /API key\s+(\S+)/))[1] as string;
    firstKey = key;
    const url = (await waitFor(running, /MCP endpoint\s+(\S+)/))[1] as string;
    expect(url).toBe(`http://127.0.0.1:${port}/mcp`);
    expect(running.stdout()).toContain('"mcpServers"');
    // The console is on under pgmi dev, and the banner names it.
    // It opens signed in: the key rides in the fragment, which the browser never sends (test/console covers the page).
    const consoleUrl = (await waitFor(running, /Console\s+(\S+)/))[1] as string;
    expect(consoleUrl).toBe(`http://127.0.0.1:${port}/console/#key=${encodeURIComponent(key)}`);
    const page = await fetch(consoleUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(running.stdout()).toContain('"type": "http"');
    expect(running.stderr()).toContain('using the embedded PostgreSQL');
    expect(running.stderr()).toContain('Installing the gateway');
    // The gateway logged in with the generated password, which lives in .pgmi/ and nowhere in pgmi.yaml.
    const secrets = readFileSync(join(project, '.pgmi', 'dev-secrets.env'), 'utf8');
    const gatewayPassword = (/^gateway_password=(.+)$/m.exec(secrets) as RegExpExecArray)[1] as string;
    expect(readFileSync(join(project, 'pgmi.yaml'), 'utf8')).not.toContain(gatewayPassword);
    expect(running.stdout() + running.stderr()).not.toContain(gatewayPassword);

    const client = new Client({ name: 'pgmi-dev-test', version: '1.0.0' }, { capabilities: {} });
    const transport = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { Authorization: `Bearer ${key}` } } });
    await client.connect(transport);
    const tools = await client.listTools();
    expect(tools.tools.map((t) => t.name)).toEqual(expect.arrayContaining(['echo', 'whoami']));
    const echoed = await client.callTool({ name: 'echo', arguments: { message: 'hi from the SDK' } });
    expect(echoed.content).toEqual([{ type: 'text', text: 'Echo: hi from the SDK' }]);
    const whoami = await client.callTool({ name: 'whoami', arguments: {} });
    expect(whoami.isError).toBeFalsy();
    await client.close();

    // An operator's key, made with pgmi keys against the running embedded database, works through the
    // gateway until it is revoked.
    const created = await runPgmi(['keys', 'create', '--project', project, '--email', 'ops@example.com', '--name', 'cli']);
    expect(created.exitCode, created.stderr).toBe(0);
    const opsKey = created.stdout.trim();
    const keyId = /Created API key ([0-9a-f]+)/.exec(created.stderr)?.[1] as string;
    const listTools = (bearer: string) =>
      fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/list' }),
      });
    expect((await listTools(opsKey)).status).toBe(200);
    const listed = await runPgmi(['keys', 'list', '--project', project, '--email', 'ops@example.com']);
    expect(listed.stdout).toContain(keyId);
    expect((await runPgmi(['keys', 'revoke', keyId, '--project', project])).exitCode).toBe(0);
    const refused = await listTools(opsKey);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer /);

    running.child.kill('SIGINT');
    const done = await running.child;
    expect(done.exitCode, running.stderr()).toBe(0);
    expect(running.stderr()).toContain('Stopping the gateway and the database');
    expect(processesOf(project)).toEqual([]);
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  }, 300_000); // the first run installs the gateway's dependencies (npm install): slow on a loaded machine

  it('a second run is a no-op deploy and prints the same key', async () => {
    const port = await freePort();
    const running = startDev(port);
    const key = (await waitFor(running, /API key\s+(\S+)/))[1] as string;
    expect(key).toBe(firstKey);
    expect(running.stderr()).toContain('is up to date');
    expect(running.stderr()).not.toContain('Installing the gateway');
    running.child.kill('SIGTERM');
    expect((await running.child).exitCode).toBe(0);
    expect(processesOf(project)).toEqual([]);
  });

  it('--watch redeploys a changed SQL file and tells MCP clients the tool list changed', async () => {
    const port = await freePort();
    const running = startDev(port, ['--watch']);
    const key = (await waitFor(running, /API key\s+(\S+)/))[1] as string;
    expect(running.stdout()).toContain('Watching *.sql');
    const client = new Client({ name: 'pgmi-dev-watch', version: '1.0.0' }, { capabilities: {} });
    let listChanged = 0;
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
      listChanged += 1;
    });
    // The SDK opens its GET notification stream after initialize, on its own; this fetch tells when it is open (the
    // gateway has registered the stream before it answers 200).
    let isStreamOpen = false;
    const watchStream: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if ((init?.method ?? 'GET') === 'GET' && response.status === 200) isStreamOpen = true;
      return response;
    };
    const transport = new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${key}` } }, fetch: watchStream });
    await client.connect(transport);
    await eventually('the client\'s notification stream is open', () => isStreamOpen, 30_000, 50);
    await writeFile(
      join(project, 'api', 'watched-tool.sql'),
      `SELECT api.create_or_replace_mcp_handler(
    '{"id": "0a7c0000-0000-4000-8000-000000000001", "type": "tool", "name": "watched", "description": "Added while pgmi dev runs",
      "requiresAuth": false, "inputSchema": {"type": "object", "additionalProperties": false}}'::jsonb,
    $body$ BEGIN RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('seen')), request.request_id); END; $body$);
`,
    );
    await eventually('the watcher redeployed the new tool', async () => (await client.listTools()).tools.some((t) => t.name === 'watched'), 60_000, 300);
    expect(running.stderr()).toContain('SQL changed: api/watched-tool.sql; redeploying…');
    await eventually('the client heard notifications/tools/list_changed', () => listChanged > 0, 10_000);
    await client.close();
    running.child.kill('SIGINT');
    expect((await running.child).exitCode).toBe(0);
    expect(processesOf(project)).toEqual([]);
  });

  it('prints a failing handler\'s SQLSTATE, message and project file:line, and keeps them out of the response', async () => {
    await writeFile(
      join(project, 'api', 'failing-tool.sql'),
      `-- a tool whose table does not exist
SELECT api.create_or_replace_mcp_handler(
    '{"id": "0a7c0000-0000-4000-8000-0000000000f1", "type": "tool", "name": "count_missing", "requiresAuth": false,
      "inputSchema": {"type": "object"}}'::jsonb,
    $body$
DECLARE
    v_count integer;
BEGIN
    SELECT count(*) INTO v_count FROM app.no_such_table;
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(v_count::text)), request.request_id);
END;
$body$);
`,
    );
    const port = await freePort();
    const running = startDev(port);
    const key = (await waitFor(running, /API key\s+(\S+)/))[1] as string;
    const response = await fetch(`http://127.0.0.1:${port}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-06-18',
        'x-request-id': 'failing-call-1',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'tools/call', params: { name: 'count_missing', arguments: {} } }),
    });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ id: 9, result: { isError: true } });
    expect(text).not.toContain('no_such_table');
    await eventually('pgmi dev printed the handler failure', () => running.stderr().includes('handler failed'), 30_000);
    expect(running.stderr()).toContain(
      '[gateway] handler failed: api/failing-tool.sql:9: 42P01 relation "app.no_such_table" does not exist (tool count_missing, request failing-call-1)\n' +
        '  9 |     SELECT count(*) INTO v_count FROM app.no_such_table;',
    );
    running.child.kill('SIGINT');
    expect((await running.child).exitCode).toBe(0);
    expect(processesOf(project)).toEqual([]);
  });

  // pgmi on PATH as the README's set-up puts it there (a link to this checkout, no scripts run), in a prefix of
  // this file's own.
  beforeAll(async () => {
    npxPrefix = join(work, 'npm-prefix');
    await installGlobally(REPO_ROOT, npxPrefix);
  }, 120_000);

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal} sent to the npx process alone (as a supervisor does) stops the gateway and the database`, async () => {
      const port = await freePort();
      const running = startDev(port, [], 'npx');
      await waitFor(running, /MCP endpoint\s+(\S+)/);
      running.child.kill(signal); // the npm process only, not its process group
      await running.child;
      await waitForNothingRunning();
      expect(running.stderr()).toContain('Stopping the gateway and the database');
      await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
    });
  }

  it('a gateway that stops on its own ends pgmi dev with exit 1 (not 10), and the database is stopped', async () => {
    const port = await freePort();
    const running = startDev(port);
    await waitFor(running, /MCP endpoint\s+(\S+)/);
    const gateway = processesOf(join(project, 'gateway')).map((line) => Number(line.trim().split(/\s+/)[0]));
    expect(gateway.length).toBeGreaterThan(0);
    for (const pid of gateway) process.kill(pid, 'SIGKILL');
    const done = await running.child;
    expect(done.exitCode, running.stderr()).toBe(1);
    expect(running.stderr()).toContain('pgmi: error: the gateway stopped unexpectedly');
    expect(running.stderr()).not.toContain('This is a bug in pgmi');
    await waitForNothingRunning();
  });
});

