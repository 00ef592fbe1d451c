// Tasks for 2025-11-25 clients, end to end: the official TypeScript SDK (1.32, whose experimental.tasks API speaks
// revision 2025-11-25) against the real gateway, on the storage and runner of the 2026-07-28 tasks extension.
// The conformance fixtures (test/fixtures/conformance/) provide the task tools (slow_compute, failing_job,
// confirm_delete, greet); the test registers gw_quick_or_later ("whenAsked", may end synchronously). Raw HTTP where
// the SDK hides the transport.
import { randomUUID } from 'node:crypto';
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
import { MCP_HEADERS, postMcp, readStreamUntil, rpcRequest, sseMessages } from './support/http.js';
import { waitUntil } from '../support/poll.js';

let fixture: GatewayFixture;
const clients: Client[] = [];

beforeAll(async () => {
  // A signed-in caller sees more than 50 tools here (fixtures and examples): curated listing is off so tools/list
  // shows every tool's taskSupport.
  fixture = await startFixture('tasks-2025', { conformanceFixtures: true, params: { mcp_curated_above: 'off' }, env: { MCP_TASK_POLL_MS: '200', SSE_KEEPALIVE_MS: '200', SSE_MAX_STREAMS_PER_PRINCIPAL: '100' } });
  // (every SDK client of this file keeps its GET stream open until the end: more than the default 10 per principal)
  await fixture.project.db.query('SELECT api.create_or_replace_mcp_handler($1::jsonb, $2)', [
    JSON.stringify({ id: randomUUID(), type: 'tool', name: 'gw_quick_or_later', requiresAuth: false, execution: { taskSupport: 'optional', taskStart: 'whenAsked' },
      inputSchema: { type: 'object', properties: { now: { type: 'boolean' } } } }),
    `BEGIN
       IF api.mcp_task_id(request) IS NULL AND NOT coalesce((request.arguments ->> 'now')::boolean, false) THEN
         RETURN api.mcp_continue_as_task('{}', request.request_id);
       END IF;
       RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(CASE WHEN api.mcp_task_id(request) IS NULL THEN 'at once' ELSE 'later' END)), request.request_id);
     END;`,
  ]);
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
      Number((await fixture.project.db.query(`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE '%api.mcp_task_run%' AND state = 'active' AND pid <> pg_backend_pid()`)).rows[0]!.n);
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

/** A raw 2025-11-25 session (resumable: a POST answered with an event stream can be resumed): the headers its
 * requests carry. */
async function openRawSession(): Promise<Record<string, string>> {
  const init = await postMcp(fixture.gateway.mcpUrl, rpcRequest('initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } }), bearer(fixture.key));
  const sessionId = init.headers.get('mcp-session-id');
  if (!sessionId) throw new Error(`no session (${init.status}): ${init.text.slice(0, 300)}`);
  const headers = { ...bearer(fixture.key), 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-11-25' };
  await postMcp(fixture.gateway.mcpUrl, { jsonrpc: '2.0', method: 'notifications/initialized' }, headers);
  return headers;
}

async function createRawTask(headers: Record<string, string>, name: string, args: Record<string, unknown>): Promise<string> {
  const created = await postMcp(fixture.gateway.mcpUrl, rpcRequest('tools/call', { name, arguments: args, task: {} }), headers);
  // Created at once, so answered as plain JSON; an event stream would carry the same answer.
  const answers = created.headers.get('content-type')?.includes('text/event-stream') ? sseMessages(created.text) : [created.json];
  const taskId = answers.find((m) => m?.id === 1)?.result?.task?.taskId;
  if (typeof taskId !== 'string') throw new Error(`no task created (${created.status}): ${created.text.slice(0, 300)}`);
  return taskId;
}

describe('2025-11-25 tasks: transport and lifetime', () => {
  it('answers tasks/get, tasks/list and tasks/cancel as plain JSON in a resumable session (the client polls)', async () => {
    const headers = await openRawSession();
    const taskId = await createRawTask(headers, 'slow_compute', { seconds: 30, label: 'polled' });
    for (const [method, params] of [['tasks/get', { taskId }], ['tasks/list', {}], ['tasks/cancel', { taskId }]] as const) {
      const answer = await postMcp(fixture.gateway.mcpUrl, rpcRequest(method, params), headers);
      expect(answer.headers.get('content-type'), method).toContain('application/json');
      expect(answer.json?.result, `${method}: ${answer.text.slice(0, 200)}`).toBeDefined();
    }
    // A call still running after a second streams, with the priming event that makes it resumable.
    const call = await postMcp(fixture.gateway.mcpUrl, rpcRequest('tools/call', { name: 'slow_compute', arguments: { seconds: 2, label: 'x' } }), headers);
    expect(call.headers.get('content-type')).toContain('text/event-stream');
    expect(call.text.startsWith('id: '), call.text.slice(0, 120)).toBe(true);
  });

  it('keeps a long tasks/result stream alive with SSE comments until the result', async () => {
    const headers = await openRawSession();
    const taskId = await createRawTask(headers, 'slow_compute', { seconds: 2, label: 'kept' });
    const response = await fetch(fixture.gateway.mcpUrl, { method: 'POST', headers: { ...MCP_HEADERS, ...headers }, body: JSON.stringify(rpcRequest('tasks/result', { taskId }, 9)) });
    const isAnswered = (text: string): boolean => /"id": ?9[,}]/.test(text) && text.endsWith('\n\n');
    const text = await readStreamUntil(response, isAnswered, 30_000);
    expect(isAnswered(text), text.slice(-300)).toBe(true);
    expect(text).toContain(': keep-alive');
    expect(text.indexOf(': keep-alive')).toBeLessThan(text.search(/"id": ?9[,}]/));
    expect(textOf(sseMessages(text).find((m) => m.id === 9)?.result)).toBe('computed kept after 2 s');
  });

  it('answers a task when asked for one, also from a "whenAsked" tool that finished synchronously (created completed)', async () => {
    const client = await connect();
    const kinds: string[] = [];
    let created: Record<string, unknown> | undefined;
    let result: Record<string, unknown> | undefined;
    const asked = client.experimental.tasks.callToolStream({ name: 'gw_quick_or_later', arguments: { now: true } }, CallToolResultSchema, { task: { ttl: 60_000 } });
    for await (const message of asked) {
      kinds.push(message.type === 'taskStatus' ? `status:${message.task.status}` : message.type);
      if (message.type === 'taskCreated') created = message.task;
      if (message.type === 'result') result = message.result;
      if (message.type === 'error') throw message.error;
    }
    expect(created).toMatchObject({ status: 'completed', ttl: 60_000 });
    expect(kinds).toEqual(['taskCreated', 'status:completed', 'result']);
    expect(textOf(result!)).toBe('at once');
    // The same tool that continues as a task: created working, ends in the background.
    const later: string[] = [];
    for await (const message of client.experimental.tasks.callToolStream({ name: 'gw_quick_or_later', arguments: {} }, CallToolResultSchema, { task: {} })) {
      if (message.type === 'error') throw message.error;
      if (message.type === 'result') later.push(textOf(message.result));
    }
    expect(later).toEqual(['later']);
  });

  it('honours the requested ttl within [10 s, mcp_task_ttl_ms] and reports the actual one', async () => {
    const client = await connect();
    const ask = async (ttl: number): Promise<{ taskId: string; ttl: number | null }> =>
      (await client.request({ method: 'tools/call', params: { name: 'slow_compute', arguments: { seconds: 0, label: 'ttl' }, task: { ttl } } }, CreateTaskResultSchema)).task;
    const asked = await ask(120_000);
    expect(asked.ttl).toBe(120_000);
    expect((await client.experimental.tasks.getTask(asked.taskId)).ttl).toBe(120_000);
    expect((await ask(1)).ttl).toBe(10_000);
    expect((await ask(10 ** 12)).ttl).toBe(3_600_000); // mcp_task_ttl_ms, its default
  });

  it('sends notifications/tasks/status on the session\'s GET stream: a client that is not waiting learns that its task ended', async () => {
    const client = await connect();
    const statuses: TaskStatusNotification['params'][] = [];
    client.setNotificationHandler(TaskStatusNotificationSchema, async (notification) => {
      statuses.push(notification.params);
    });
    const taskId = await createTask(client, 'slow_compute', { seconds: 1, label: 'pushed' }); // no tasks/result, no polling
    const ended = (): TaskStatusNotification['params'] | undefined => statuses.find((s) => s.taskId === taskId && s.status === 'completed');
    expect(await waitUntil(() => ended() !== undefined, 30_000), 'notifications/tasks/status "completed" on the GET stream').toBe(true);
    expect(ended()).toMatchObject({ taskId, status: 'completed', ttl: 60_000, createdAt: expect.any(String), lastUpdatedAt: expect.any(String) });
    expect(ended()!._meta).toBeUndefined(); // the revision: no related-task metadata on this notification
    await client.experimental.tasks.cancelTask(await createTask(client, 'slow_compute', { seconds: 60, label: 'stopped' }));
    expect(await waitUntil(() => statuses.some((s) => s.status === 'cancelled'), 30_000), 'the cancellation too').toBe(true);
  });
});
