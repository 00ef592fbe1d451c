// The official MCP Inspector (CLI mode, on Node 22 from the npm registry) drives `pgmi serve` over stdio: it
// lists the tools (with --strict: no schema portability warnings), calls one, and lists the resources.
import { passwordArgs } from '../support/template-roles.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { PGMI_BIN, runPgmi } from '../support/cli.js';
import { inspectorCli, type InspectorRun } from '../support/inspector.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';

let root: string;
let dir: string;
let inspect: (args: string[]) => Promise<InspectorRun>;

beforeAll(async () => {
  const cli = await inspectorCli();
  root = await makeTempDir('pgmi-inspector');
  dir = join(root, 'app');
  const init = await runPgmi(['init', dir, '--template', 'advanced', '--yes', '--no-git']);
  expect(init.exitCode, init.stderr).toBe(0);
  // A loaded machine can take longer than the Inspector's default 15 s to start a server.
  inspect = (args) => cli([process.execPath, PGMI_BIN, 'serve', dir, ...args, ...passwordArgs(), '--connect-timeout', '110000']);
}, 600_000);

afterAll(async () => {
  if (root) await removeDir(root);
});

describe('the MCP Inspector CLI against pgmi serve', () => {
  it('lists the tools, with portable schemas', { timeout: 300_000 }, async () => {
    const result = await inspect(['--method', 'tools/list', '--strict']);
    expect(result.exitCode, result.stderr).toBe(0);
    const names = (JSON.parse(result.stdout) as { tools: Array<{ name: string }> }).tools.map((t) => t.name).sort();
    expect(names).toEqual([
      'branch_create', 'branch_delete', 'branch_list', 'call_handler', 'deploy', 'describe_schema', 'explain', 'explain_error', 'inspect', 'list_keys', 'new_handler', 'new_migration', 'plan', 'query', 'run_tests', 'test',
    ]);
    expect(result.stderr).not.toMatch(/Warning|error/i);
  });

  it('calls a tool and lists the resources', { timeout: 600_000 }, async () => {
    const call = await inspect(['--method', 'tools/call', '--tool-name', 'explain_error', '--tool-arg', 'sqlstate=25001']);
    expect(call.exitCode, call.stderr).toBe(0);
    expect(JSON.parse(call.stdout).structuredContent).toMatchObject({ sqlstate: '25001', condition: 'active_sql_transaction' });
    const resources = await inspect(['--method', 'resources/list']);
    expect(resources.exitCode, resources.stderr).toBe(0);
    expect(resources.stdout).toContain('pgmi://project/plan');
  });
});
