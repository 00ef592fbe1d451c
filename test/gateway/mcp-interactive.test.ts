// Interactive and long-running tools through the real gateway: the official SDK client answers elicitation and
// sampling requests the gateway makes for a legacy session (also when its answer lands on a second gateway
// replica), the 2026-07-28 wire carries the same dialogue as input-required results, and tasks run to completion
// and to cancellation (the running statement is cancelled in PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CreateMessageRequestSchema, ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { bearer, startFixture, type GatewayFixture } from './support/fixture.js';
import { startGateway, type GatewayHandle } from './support/gateway-process.js';
import { issueApiKey, type IssuedKey } from './support/keys.js';
import { postMcp } from './support/http.js';
import { registerTaskTool, taskRunnerPid } from './support/tasks.js';
import { eventually, waitUntil } from '../support/poll.js';

let fixture: GatewayFixture;
let replica: GatewayHandle | undefined;

beforeAll(async () => {
  fixture = await startFixture('interactive', { env: { MCP_TASK_POLL_MS: '200' } });
}, 300_000);

afterAll(async () => {
  await replica?.stop();
  await fixture?.stop();
});

type Answer = (method: string, params: unknown) => Record<string, unknown>;

/** A legacy SDK client that answers elicitation and sampling with `answer`; `answersTo` routes its answers (POSTs of responses). */
async function connect(answer: Answer, options: { answersTo?: string; key?: IssuedKey } = {}): Promise<Client> {
  const client = new Client({ name: 'pgmi-interactive-test', version: '0.0.1' }, { capabilities: { elicitation: {}, sampling: {} } });
  client.setRequestHandler(ElicitRequestSchema, async (request) => answer('elicitation/create', request.params) as never);
  client.setRequestHandler(CreateMessageRequestSchema, async (request) => answer('sampling/createMessage', request.params) as never);
  const route: typeof fetch = async (input, init) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const isResponse = body !== undefined && !('method' in body) && ('result' in body || 'error' in body);
    return fetch(isResponse && options.answersTo ? options.answersTo : input, init);
  };
  const transport = new StreamableHTTPClientTransport(new URL(fixture.gateway.mcpUrl), { requestInit: { headers: bearer(options.key ?? fixture.key) }, fetch: route });
  await client.connect(transport);
  return client;
}

async function keyStatus(keyId: string): Promise<string> {
  const result = await fixture.project.db.query<{ status: string }>('SELECT status FROM membership.api_key WHERE key_id = $1', [keyId]);
  return result.rows[0]!.status;
}

function text(result: Record<string, unknown>): string {
  return ((result.content as Array<{ text?: string }>)[0]?.text ?? '').toString();
}

const MODERN = '2026-07-28';

function modern(method: string, params: Record<string, unknown>, capabilities: Record<string, unknown>, key: IssuedKey = fixture.key) {
  const name = typeof params.name === 'string' ? params.name : typeof params.taskId === 'string' ? params.taskId : undefined;
  return postMcp(
    fixture.gateway.mcpUrl,
    { jsonrpc: '2.0', id: 7, method, params: { ...params, _meta: { 'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': capabilities } } },
    { ...bearer(key), 'mcp-protocol-version': MODERN, 'mcp-method': method, ...(name ? { 'mcp-name': name } : {}) },
  );
}

describe('interactive tools over the handshake revisions (SDK client)', () => {
  it('asks the user to confirm through elicitation and acts only on a confirmation', async () => {
    const victim = await issueApiKey(fixture.project.db, 'interactive@example.com');
    const questions: unknown[] = [];
    // A key session may revoke only itself: each client calls with the key it is asked to revoke.
    const declining = await connect((method, params) => {
      questions.push({ method, params });
      return { action: 'decline' };
    }, { key: victim });
    const declined = await declining.callTool({ name: 'revoke_my_api_key', arguments: { key_id: victim.keyId } });
    expect(text(declined)).toBe('Nothing was revoked (decline).');
    expect(questions).toHaveLength(1);
    expect(JSON.stringify(questions[0])).toContain(victim.keyId);
    expect(await keyStatus(victim.keyId)).toBe('active');
    await declining.close();

    const confirming = await connect(() => ({ action: 'accept', content: { revoke: true } }), { key: victim });
    const revoked = await confirming.callTool({ name: 'revoke_my_api_key', arguments: { key_id: victim.keyId } });
    expect(text(revoked)).toBe(`API key ${victim.keyId} is revoked.`);
    expect(await keyStatus(victim.keyId)).toBe('revoked');
    await confirming.close();
  });

  it('asks the client model through sampling and returns its answer', async () => {
    let prompt = '';
    const client = await connect((method, params) => {
      prompt = JSON.stringify(params);
      expect(method).toBe('sampling/createMessage');
      return { role: 'assistant', model: 'test-model', content: { type: 'text', text: 'These tools echo and add.' } };
    });
    const result = await client.callTool({ name: 'describe_tools', arguments: {} });
    expect(text(result)).toBe('These tools echo and add.');
    expect(prompt).toContain('add_numbers');
    await client.close();
  });

  it('works when the answer reaches another gateway replica', async () => {
    replica = await startGateway({ projectDir: fixture.project.dir, databaseUrl: fixture.project.gatewayUrl, env: { AUTH_FAILURE_DELAY_MS: '50' } });
    const victim = await issueApiKey(fixture.project.db, 'interactive@example.com');
    const client = await connect(() => ({ action: 'accept', content: { revoke: true } }), { answersTo: replica.mcpUrl, key: victim });
    const result = await client.callTool({ name: 'revoke_my_api_key', arguments: { key_id: victim.keyId } });
    expect(text(result)).toBe(`API key ${victim.keyId} is revoked.`);
    // The replica writes its log line once its 202 has gone out, which may trail the client by a moment.
    await expect.poll(() => replica!.logs.some((entry) => entry.mcp_method === undefined && entry.status === 202 && entry.route === 'mcp'), { timeout: 10_000 }).toBe(true);
    await client.close();
  });
});

describe('interactive tools over 2026-07-28 (input required, client retries)', () => {
  it('returns input requests with a sealed state and completes on the retry; the state cannot be replayed', async () => {
    const victim = await issueApiKey(fixture.project.db, 'interactive@example.com');
    const first = await modern('tools/call', { name: 'revoke_my_api_key', arguments: { key_id: victim.keyId } }, { elicitation: {} }, victim);
    expect(first.status).toBe(200);
    expect(first.json.result.resultType).toBe('input_required');
    expect(first.json.result.inputRequests.confirm.method).toBe('elicitation/create');
    const retry = {
      name: 'revoke_my_api_key',
      arguments: { key_id: victim.keyId },
      inputResponses: { confirm: { action: 'accept', content: { revoke: true } } },
      requestState: first.json.result.requestState,
    };
    const done = await modern('tools/call', retry, { elicitation: {} }, victim);
    expect(done.json.result.resultType).toBe('complete');
    expect(done.json.result.content[0].text).toBe(`API key ${victim.keyId} is revoked.`);
    // The key is gone now; replaying the state as the fixture's caller is refused as a replay of another caller's state.
    const replay = await modern('tools/call', retry, { elicitation: {} });
    expect(replay.json.error).toMatchObject({ code: -32602, message: 'Invalid params: requestState belongs to a different caller' });
  });

  it('refuses to ask a client for what it did not declare (-32021, HTTP 400)', async () => {
    const response = await modern('tools/call', { name: 'describe_tools', arguments: {} }, {});
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ id: 7, error: { code: -32021, data: { requiredCapabilities: { sampling: {} } } } });
  });
});

describe('long-running tools as tasks', () => {
  const tasks = { extensions: { 'io.modelcontextprotocol/tasks': {} } };

  /** tasks/get until `until` holds for the task's status (60 s at most); the last task seen. */
  async function poll(taskId: string, until: (status: string) => boolean): Promise<any> {
    let task: any;
    await eventually(() => `task ${taskId} reaches the awaited status (last seen: ${JSON.stringify(task?.status)})`, async () => {
      const got = await modern('tasks/get', { taskId }, tasks);
      expect(got.json.result?.taskId, JSON.stringify(got.json)).toBe(taskId);
      task = got.json.result;
      return until(task.status);
    }, 60_000);
    return task;
  }

  /** Task runs inside their handler now (`sleeping`: in pg_sleep): backends whose statement is api.mcp_task_run. */
  const runningTaskStatements = async (sleeping = false): Promise<number> =>
    Number((await fixture.project.db.query(`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE '%api.mcp_task_run%' AND state = 'active' AND pid <> pg_backend_pid() AND (NOT $1 OR wait_event = 'PgSleep')`, [sleeping])).rows[0]!.n);

  it('runs a task to completion after the request ended', async () => {
    const created = await modern('tools/call', { name: 'activity_report', arguments: { minutes: 0.02 } }, tasks);
    expect(created.json.result).toMatchObject({ resultType: 'task', status: 'working' });
    const done = await poll(created.json.result.taskId, (status) => status !== 'working');
    expect(done.status).toBe('completed');
    expect(done.result.content[0].text).toMatch(/calls|No MCP calls/);
  });

  it('cancels a running task and its statement', async () => {
    const created = await modern('tools/call', { name: 'activity_report', arguments: { minutes: 5 } }, tasks);
    const taskId: string = created.json.result.taskId;
    await poll(taskId, () => true);
    await eventually('the task runner is inside the handler', async () => (await runningTaskStatements()) > 0, 30_000);
    const ack = await modern('tasks/cancel', { taskId }, tasks);
    expect(ack.json.result).toMatchObject({ resultType: 'complete' });
    expect(ack.json.result.status).toBeUndefined();
    expect((await poll(taskId, () => true)).status).toBe('cancelled');
    await eventually('the cancelled task\'s statement has ended', async () => (await runningTaskStatements()) === 0, 30_000);
    expect((await poll(taskId, () => true)).status).toBe('cancelled');
  });

  it('stops a cancelled task whose announcement it missed', async () => {
    const created = await modern('tools/call', { name: 'activity_report', arguments: { minutes: 5 } }, tasks);
    const taskId: string = created.json.result.taskId;
    await eventually('the task runner is inside the handler', async () => (await runningTaskStatements()) > 0, 30_000);
    // What tasks/cancel writes, without its "cancel" on pgmi_task: as if the runner's LISTEN connection was away.
    await fixture.project.db.query(`UPDATE api.mcp_task SET status = 'cancelled', cancel_requested = true WHERE task_id = $1`, [taskId]);
    await eventually('the cancelled task\'s statement has ended', async () => (await runningTaskStatements()) === 0, 30_000);
    expect((await poll(taskId, () => true)).status).toBe('cancelled');
  });

  it('sends the cancel request again to a statement that kept running', async () => {
    // A handler that swallows the first cancel request is what a lost request looks like from the runner. One request
    // can interrupt the backend twice (the postmaster signals the backend, then its process group), and a backend
    // scheduled between the two sees both: so what arrives within half a second of the first is the same request and
    // swallowed too; the runner's resend comes a second or more later and ends the statement.
    await registerTaskTool(fixture.project.db, 'stubborn_task', `DECLARE
        v_first timestamptz;
      BEGIN
        LOOP
          BEGIN
            PERFORM pg_sleep(300);
          EXCEPTION WHEN query_canceled THEN
            IF v_first IS NULL THEN
              v_first := clock_timestamp();
            ELSIF clock_timestamp() - v_first > interval '500 milliseconds' THEN
              RAISE;
            END IF;
          END;
        END LOOP;
      END;`);
    const taskId: string = (await modern('tools/call', { name: 'stubborn_task', arguments: {} }, tasks)).json.result.taskId;
    // In its first pg_sleep (a cancel before that would end the statement at once).
    await eventually('the handler sleeps where it swallows a cancel', async () => (await runningTaskStatements(true)) > 0, 30_000);
    await modern('tasks/cancel', { taskId }, tasks);
    await eventually('the cancelled task\'s statement has ended', async () => (await runningTaskStatements()) === 0, 30_000);
    // The gateway's log reaches this process through a pipe, and may arrive after the query that saw the statement
    // end (both can wait in one turn of this event loop): wait for the line, not for an ordering.
    const resent = () => [fixture.gateway, replica].flatMap((gateway) => gateway?.logs ?? []).filter((entry) => entry.msg === 'a cancelled task is still running; sending the cancel request again');
    await eventually('the runner says it sent the cancel request again', () => resent().length >= 1, 10_000);
    expect(resent().length, 'the runner said it sent the request again').toBeGreaterThanOrEqual(1);
    expect((await poll(taskId, () => true)).status).toBe('cancelled');
  });

  it('never reuses a connection it sent a cancel to, so a late cancel cannot stop the next task', async () => {
    const runnerPid = (id: string): Promise<number | null> => taskRunnerPid(fixture.project.db, id);
    const alive = async (pid: number): Promise<boolean> =>
      (await fixture.project.db.query('SELECT FROM pg_stat_activity WHERE pid = $1', [pid])).rowCount === 1;
    const cancelledTask: string = (await modern('tools/call', { name: 'activity_report', arguments: { minutes: 5 } }, tasks)).json.result.taskId;
    let cancelledPid: number | null = null;
    await eventually('a backend runs the task', async () => (cancelledPid = await runnerPid(cancelledTask)) !== null, 30_000, 50);
    await modern('tasks/cancel', { taskId: cancelledTask }, tasks);
    expect((await poll(cancelledTask, () => true)).status).toBe('cancelled');
    expect(await waitUntil(async () => !(await alive(cancelledPid!)), 10_000), 'the cancelled connection is closed').toBe(true);
    // The next task runs on another backend and is not touched by the cancel.
    const next: string = (await modern('tools/call', { name: 'activity_report', arguments: { minutes: 0.01 } }, tasks)).json.result.taskId;
    const done = await poll(next, (status) => status !== 'working');
    expect(done.status, JSON.stringify(done)).toBe('completed');
    expect(await runnerPid(next)).not.toBe(cancelledPid);
  });

  it('shows a task only to the caller who created it', async () => {
    const created = await modern('tools/call', { name: 'activity_report', arguments: { minutes: 0 } }, tasks);
    const other = await issueApiKey(fixture.project.db, 'someone-else@example.com');
    const stranger = await modern('tasks/get', { taskId: created.json.result.taskId }, tasks, other);
    expect(stranger.json.error.code).toBe(-32602);
  });
});
