// The official MCP Inspector (CLI mode, on Node 22 from the npm registry) against the gateway over HTTP, in its
// default handshake era (a 2025-11-25 session): it sees the tasks capability and each tool's taskSupport, and
// runs task tools to their result.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectorCli, type InspectorRun } from '../support/inspector.js';
import { startFixture, type GatewayFixture } from './support/fixture.js';

let fixture: GatewayFixture;
let inspect: (args: string[]) => Promise<InspectorRun>;

beforeAll(async () => {
  // A signed-in caller sees more than 50 tools here (fixtures and examples): curated listing is off so tools/list
  // shows every tool's taskSupport.
  fixture = await startFixture('inspector-tasks', { conformanceFixtures: true, params: { mcp_curated_above: 'off' }, env: { MCP_TASK_POLL_MS: '200' } });
  // HOME: the Inspector keeps a catalog and OAuth state there; the project folder is thrown away with the test.
  const cli = await inspectorCli({ HOME: fixture.project.dir });
  inspect = (args) => cli([fixture.gateway.mcpUrl, '--header', `Authorization: Bearer ${fixture.key.key}`, '--format', 'json', ...args]);
}, 600_000);

afterAll(async () => {
  await fixture?.stop();
});

// The Inspector's CLI mode has no tasks/* methods of its own (tasks/list, tasks/get, tasks/result and tasks/cancel
// are "Unsupported method" there) and declares no elicitation; what it does with tasks is run a tool whose
// taskSupport is "required" as a task (tools/call with params.task, then tasks/get until it ends, then tasks/result).
describe('the MCP Inspector CLI and 2025-11-25 tasks', () => {
  it('lists each tool\'s taskSupport', { timeout: 300_000 }, async () => {
    const result = await inspect(['--method', 'tools/list']);
    expect(result.exitCode, result.stderr).toBe(0);
    const tools = (JSON.parse(result.stdout) as { result: { tools: Array<{ name: string; execution?: { taskSupport?: string } }> } }).result.tools;
    const support = Object.fromEntries(tools.filter((t) => ['activity_report', 'slow_compute', 'greet'].includes(t.name)).map((t) => [t.name, t.execution?.taskSupport]));
    expect(support).toEqual({ activity_report: 'required', slow_compute: 'optional', greet: undefined });
  });

  it('runs a tool that runs only as a task, through the task methods, to its result', { timeout: 300_000 }, async () => {
    const tasksBefore = Number((await fixture.project.db.query("SELECT count(*) AS n FROM api.mcp_task WHERE tool_name = 'activity_report'")).rows[0]!.n);
    const logged = fixture.gateway.logs.length;
    const result = await inspect(['--method', 'tools/call', '--tool-name', 'activity_report', '--tool-arg', 'minutes=0.02']);
    expect(result.exitCode, result.stderr).toBe(0);
    const called = JSON.parse(result.stdout) as { result: { content: Array<{ text: string }>; isError: boolean } };
    expect(called.result.isError).toBe(false);
    expect(called.result.content[0]!.text).toMatch(/calls|No MCP calls/);
    const tasksAfter = Number((await fixture.project.db.query("SELECT count(*) AS n FROM api.mcp_task WHERE tool_name = 'activity_report'")).rows[0]!.n);
    expect(tasksAfter).toBe(tasksBefore + 1);
    const methods = new Set(fixture.gateway.logs.slice(logged).map((entry) => entry.mcp_method));
    expect([...methods]).toEqual(expect.arrayContaining(['tools/call', 'tasks/result']));
  });

  it('reports a task that ended with a tool error as an error', { timeout: 300_000 }, async () => {
    const result = await inspect(['--method', 'tools/call', '--tool-name', 'failing_job']);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('the job failed on purpose');
  });
});
