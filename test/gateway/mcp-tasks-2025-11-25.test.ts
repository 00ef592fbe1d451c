// Tasks for 2025-11-25 clients, end to end: the official TypeScript SDK (1.32, whose experimental.tasks API speaks
// revision 2025-11-25) against the real gateway, on the storage and runner of the 2026-07-28 tasks extension.
// The conformance fixtures (test/fixtures/conformance/) provide the task tools (slow_compute, failing_job, confirm_delete, greet).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  CallToolResultSchema,
  CreateTaskResultSchema,
  ElicitRequestSchema,
  TaskStatusNotificationSchema,
  type ElicitRequest,
  type TaskStatusNotification,
} from '@modelcontextprotocol/sdk/types.js';
import { bearer, startFixture, type GatewayFixture } from './support/fixture.js';
import { waitUntil } from '../support/poll.js';

let fixture: GatewayFixture;
const clients: Client[] = [];

beforeAll(async () => {
  fixture = await startFixture('tasks-2025', { conformanceFixtures: true, env: { MCP_TASK_POLL_MS: '200' } });
}, 300_000);

afterAll(async () => {
  for (const client of clients) await client.close().catch(() => undefined);
  await fixture?.stop();
});

async function connect(options: { onElicit?: (request: ElicitRequest) => Record<string, unknown> } = {}): Promise<Client> {
  const client = new Client({ name: 'pgmi-tasks-2025', version: '0.0.1' }, { capabilities: options.onElicit ? { elicitation: {} } : {} });
  if (options.onElicit) {
    const answer = options.onElicit;
    client.setRequestHandler(ElicitRequestSchema, async (request) => answer(request) as never);
  }
  await client.connect(new StreamableHTTPClientTransport(new URL(fixture.gateway.mcpUrl), { requestInit: { headers: bearer(fixture.key) } }));
  clients.push(client);
  await client.listTools(); // the SDK learns each tool's execution.taskSupport from the list
  return client;
}

const textOf = (result: unknown): string => ((result as { content?: Array<{ text?: string }> }).content?.[0]?.text ?? '').toString();

async function createTask(client: Client, name: string, args: Record<string, unknown>): Promise<string> {
  const created = await client.request({ method: 'tools/call', params: { name, arguments: args, task: { ttl: 60_000 } } }, CreateTaskResultSchema);
  return created.task.taskId;
}

describe('tasks for 2025-11-25 clients (SDK experimental.tasks)', () => {
  it('announces the tasks capability and each tool\'s taskSupport', async () => {
    const client = await connect();
    expect(client.getServerCapabilities()?.tasks).toEqual({ list: {}, cancel: {}, requests: { tools: { call: {} } } });
    const { tools } = await client.listTools();
    const support = Object.fromEntries(tools.filter((t) => ['slow_compute', 'failing_job', 'greet'].includes(t.name)).map((t) => [t.name, t.execution?.taskSupport]));
    expect(support).toEqual({ slow_compute: 'optional', failing_job: 'required', greet: undefined });
  });

  it('runs a tool as a task with callToolStream: created, polled, completed, result', async () => {
    const client = await connect();
    const kinds: string[] = [];
    let result: Record<string, unknown> | undefined;
    let createdTask: Record<string, unknown> | undefined;
    for await (const message of client.experimental.tasks.callToolStream({ name: 'slow_compute', arguments: { seconds: 1, label: 'streamed' } })) {
      kinds.push(message.type === 'taskStatus' ? `status:${message.task.status}` : message.type);
      if (message.type === 'taskCreated') createdTask = message.task;
      if (message.type === 'result') result = message.result;
      if (message.type === 'error') throw message.error;
    }
    expect(createdTask).toMatchObject({ status: 'working', ttl: expect.any(Number), pollInterval: expect.any(Number), createdAt: expect.any(String) });
    expect(kinds[0]).toBe('taskCreated');
    expect(kinds).toContain('status:working');
    expect(kinds.slice(-2)).toEqual(['status:completed', 'result']);
    expect(textOf(result!)).toBe('computed streamed after 1 s');
    expect((result!._meta as Record<string, unknown>)['io.modelcontextprotocol/related-task']).toEqual({ taskId: createdTask!.taskId });
  });

  it('blocks tasks/result until the end, with notifications/tasks/status on the way; getTask and listTasks agree', async () => {
    const client = await connect();
    const statuses: TaskStatusNotification['params'][] = [];
    client.setNotificationHandler(TaskStatusNotificationSchema, async (notification) => {
      statuses.push(notification.params);
    });
    const taskId = await createTask(client, 'slow_compute', { seconds: 2, label: 'awaited' });
    expect((await client.experimental.tasks.getTask(taskId)).status).toBe('working');
    const result = await client.experimental.tasks.getTaskResult(taskId, CallToolResultSchema);
    expect(textOf(result)).toBe('computed awaited after 2 s');
    expect(statuses.map((s) => s.taskId).every((id) => id === taskId)).toBe(true);
    expect(statuses[0]!.status).toBe('working');
    expect(statuses.at(-1)).toMatchObject({ taskId, status: 'completed' });
    expect(statuses.some((s) => s.statusMessage !== undefined)).toBe(true); // progress reported while it ran
    const got = await client.experimental.tasks.getTask(taskId);
    expect(got).toMatchObject({ taskId, status: 'completed', ttl: expect.any(Number) });
    const listed = await client.experimental.tasks.listTasks();
    expect(listed.tasks.map((t) => t.taskId)).toContain(taskId);
    expect(listed.tasks.find((t) => t.taskId === taskId)).toMatchObject({ status: 'completed' });
  });

  it('cancels a running task: the cancelled Task, then -32602 for a second cancel and for its result', async () => {
    const client = await connect();
    const taskId = await createTask(client, 'slow_compute', { seconds: 60, label: 'cancelled' });
    const runningBackends = async (): Promise<number> =>
      Number((await fixture.project.db.query(`SELECT count(*) AS n FROM pg_stat_activity WHERE query LIKE '%api.mcp_task_run%' AND state = 'active' AND pid <> pg_backend_pid()`)).rows[0]!.n);
    expect(await waitUntil(async () => (await runningBackends()) > 0, 20_000), 'the runner started the task').toBe(true);
    const cancelled = await client.experimental.tasks.cancelTask(taskId);
    expect(cancelled).toMatchObject({ taskId, status: 'cancelled' });
    expect((await client.experimental.tasks.getTask(taskId)).status).toBe('cancelled');
    await expect(client.experimental.tasks.cancelTask(taskId)).rejects.toMatchObject({ code: -32602 });
    await expect(client.experimental.tasks.getTaskResult(taskId, CallToolResultSchema)).rejects.toMatchObject({ code: -32602 });
    expect(await waitUntil(async () => (await runningBackends()) === 0, 20_000), 'the running statement was cancelled').toBe(true);
  });

  it('reports a tool error as a failed task whose result is the isError result', async () => {
    const client = await connect();
    const messages = [];
    for await (const message of client.experimental.tasks.callToolStream({ name: 'failing_job', arguments: {} })) messages.push(message);
    const created = messages.find((m) => m.type === 'taskCreated');
    expect(created && created.type === 'taskCreated').toBe(true);
    const taskId = created!.type === 'taskCreated' ? created!.task.taskId : '';
    expect(messages.at(-1)?.type).toBe('error');
    expect(await client.experimental.tasks.getTask(taskId)).toMatchObject({ status: 'failed', statusMessage: 'the job failed on purpose' });
    const result = await client.experimental.tasks.getTaskResult(taskId, CallToolResultSchema);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe('the job failed on purpose');
  });

  it('asks for input through tasks/result: the elicitation carries the task, and the task finishes with the answer', async () => {
    const asked: ElicitRequest[] = [];
    const client = await connect({
      onElicit: (request) => {
        asked.push(request);
        return { action: 'accept', content: { confirm: true } };
      },
    });
    let result: Record<string, unknown> | undefined;
    let taskId = '';
    for await (const message of client.experimental.tasks.callToolStream({ name: 'confirm_delete', arguments: { filename: 'notes.txt' } })) {
      if (message.type === 'taskCreated') taskId = message.task.taskId;
      if (message.type === 'result') result = message.result;
      if (message.type === 'error') throw message.error;
    }
    expect(textOf(result!)).toBe('deleted notes.txt');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.params.message).toBe('Delete notes.txt?');
    expect(asked[0]!.params._meta?.['io.modelcontextprotocol/related-task']).toEqual({ taskId });
    expect((await client.experimental.tasks.getTask(taskId)).status).toBe('completed');
  });

  it('gathers input on the tools/call first, then continues as a task ("taskStart": "whenAsked")', async () => {
    const asked: ElicitRequest[] = [];
    const client = await connect({
      onElicit: (request) => {
        asked.push(request);
        return { action: 'accept', content: { name: 'Ada' } };
      },
    });
    const kinds: string[] = [];
    let result: Record<string, unknown> | undefined;
    for await (const message of client.experimental.tasks.callToolStream({ name: 'test_tool_with_task', arguments: {} })) {
      kinds.push(message.type);
      if (message.type === 'result') result = message.result;
      if (message.type === 'error') throw message.error;
    }
    expect(asked.map((request) => request.params.message)).toEqual(['What is your name?']);
    expect(kinds[0]).toBe('taskCreated');
    expect(textOf(result!)).toBe('Hello from the task, Ada!');
  });

  it('answers -32601 when params.task and the tool disagree', async () => {
    const client = await connect();
    // failing_job runs only as a task; the SDK refuses callTool for it, so the request goes out raw.
    await expect(client.request({ method: 'tools/call', params: { name: 'failing_job', arguments: {} } }, CallToolResultSchema)).rejects.toMatchObject({ code: -32601 });
    await expect(createTask(client, 'greet', { name: 'x' })).rejects.toMatchObject({ code: -32601 });
    // An optional tool without params.task runs at once.
    expect(textOf(await client.callTool({ name: 'slow_compute', arguments: { seconds: 0, label: 'inline' } }))).toBe('computed inline after 0 s');
  });
});
