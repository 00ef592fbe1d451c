// notifications/cancelled cancels: the official SDK client aborts callTool (its AbortSignal) during a slow handler
// that has written a row, and the statement is gone from pg_stat_activity long before the handler would have
// ended, the row was never committed, and the gateway keeps serving -- whether the cancel reaches the gateway
// running the call or another replica, for a statement on the primary or on the read replica, and in every
// revision that has the notification (2024-11-05 without a session, 2025-03-26, 2025-06-18, 2025-11-25).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { deployAdvancedProject, type DeployedProject } from './support/project.js';
import { startGateway, type GatewayHandle } from './support/gateway-process.js';
import { registerTestTool, text } from './support/handlers.js';
import { issueApiKey } from './support/keys.js';
import { postMcp, rpcRequest } from './support/http.js';
import { waitUntil } from '../support/poll.js';

let project: DeployedProject;
let gateway: GatewayHandle;
let replica: GatewayHandle;
let key: string;

/** Long enough that only a cancel ends it within the waits below. */
const HANDLER_SECONDS = 60;

beforeAll(async () => {
  project = await deployAdvancedProject('cancel');
  await project.db.query(`CREATE TABLE public.cancel_probe (note text NOT NULL); ALTER TABLE public.cancel_probe OWNER TO "${project.db.name}_owner"`);
  await registerTestTool(project.db, {
    name: 'slow_write',
    inputSchema: { type: 'object', properties: { note: { type: 'string' } } },
    body: `BEGIN INSERT INTO public.cancel_probe (note) VALUES (request.arguments ->> 'note'); PERFORM pg_sleep(${HANDLER_SECONDS}); ${text(`'written'`)} END;`,
  });
  await registerTestTool(project.db, { name: 'slow_read', readOnly: true, body: `BEGIN PERFORM pg_sleep(${HANDLER_SECONDS}); ${text(`'read'`)} END;` });
  await registerTestTool(project.db, { name: 'quick', body: `BEGIN ${text(`'quick'`)} END;` });
  key = (await issueApiKey(project.db, 'cancel@example.com')).key;
  const readUrl = new URL(project.gatewayUrl);
  readUrl.searchParams.set('application_name', 'cancel-read');
  // The read replica pool is the same database here: statements of read-only tools run on its connections.
  gateway = await startGateway({ projectDir: project.dir, databaseUrl: project.gatewayUrl, env: { DATABASE_READ_URL: readUrl.toString(), DB_READ_PROBE_MS: '200' } });
  replica = await startGateway({ projectDir: project.dir, databaseUrl: project.gatewayUrl });
}, 300_000);

afterAll(async () => {
  await replica?.stop();
  await gateway?.stop();
  await project?.cleanup();
});

/** Statements of this database's handlers that are running now (on the pool named `application`, when given). */
async function runningHandlers(application?: string): Promise<number> {
  const result = await project.db.query(
    `SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = $1 AND pid <> pg_backend_pid() AND state = 'active' AND query LIKE '%api.mcp_handle_request%'
        AND ($2::text IS NULL OR application_name = $2)`,
    [project.db.name, application ?? null],
  );
  return Number(result.rows[0]!.n);
}

async function rowsNoted(note: string): Promise<number> {
  return Number((await project.db.query('SELECT count(*)::int AS n FROM public.cancel_probe WHERE note = $1', [note])).rows[0]!.n);
}

/** An SDK client (2025-11-25 session); `cancelsTo` sends its notifications/cancelled to another gateway. */
async function connect(cancelsTo?: string): Promise<Client> {
  const route: typeof fetch = async (input, init) => {
    const isCancel = typeof init?.body === 'string' && init.body.includes('"notifications/cancelled"');
    return fetch(isCancel && cancelsTo ? cancelsTo : input, init);
  };
  const client = new Client({ name: 'pgmi-cancel-test', version: '0.0.1' }, { capabilities: {} });
  await client.connect(new StreamableHTTPClientTransport(new URL(gateway.mcpUrl), { requestInit: { headers: { authorization: `Bearer ${key}` } }, fetch: route }));
  return client;
}

/** Calls `tool`, aborts once its statement runs, and checks that the statement goes and the gateway still serves. */
async function callAndAbort(client: Client, tool: string, args: Record<string, unknown>, application?: string): Promise<void> {
  const controller = new AbortController();
  const call = client.callTool({ name: tool, arguments: args }, undefined, { signal: controller.signal, timeout: 120_000 });
  const outcome = call.then(() => 'answered', (error: unknown) => String(error));
  expect(await waitUntil(async () => (await runningHandlers(application)) > 0, 20_000, 50), 'the handler runs').toBe(true);
  controller.abort('the user changed their mind');
  expect(await outcome).toMatch(/abort|cancel|changed their mind/i);
  expect(await waitUntil(async () => (await runningHandlers()) === 0, 15_000, 100), 'the statement was cancelled').toBe(true);
  expect((await client.callTool({ name: 'quick', arguments: {} })).content).toEqual([{ type: 'text', text: 'quick' }]);
}

describe('notifications/cancelled', () => {
  it('cancels and rolls back the running statement (SDK client, abort signal)', async () => {
    const client = await connect();
    await callAndAbort(client, 'slow_write', { note: 'same-replica' });
    expect(await rowsNoted('same-replica')).toBe(0);
    await client.close();
  }, 60_000);

  it('cancels a statement running on another gateway replica', async () => {
    const client = await connect(replica.mcpUrl);
    await callAndAbort(client, 'slow_write', { note: 'other-replica' });
    expect(await rowsNoted('other-replica')).toBe(0);
    expect(replica.logs.some((entry) => entry.route === 'mcp' && entry.status === 202 && entry.mcp_method === 'notifications/cancelled')).toBe(true);
    await client.close();
  }, 60_000);

  it('cancels a statement running on the read replica', async () => {
    expect(await waitUntil(async () => (await fetch(`${gateway.url}/ready`).then((r) => r.json() as Promise<Record<string, unknown>>)).replica === 'ok', 10_000)).toBe(true);
    const client = await connect();
    await callAndAbort(client, 'slow_read', {}, 'cancel-read');
    await client.close();
  }, 60_000);

  it.each(['2024-11-05', '2025-03-26', '2025-06-18'])('cancels in a %s session (raw HTTP)', async (version) => {
    const auth = { authorization: `Bearer ${key}` };
    const init = await postMcp(gateway.mcpUrl, rpcRequest('initialize', { protocolVersion: version, capabilities: {}, clientInfo: { name: 'raw', version: '1' } }, 0), auth);
    expect(init.json.result.protocolVersion).toBe(version);
    const sessionId = init.headers.get('mcp-session-id');
    const headers = { ...auth, ...(sessionId ? { 'mcp-session-id': sessionId } : {}), ...(version >= '2025-06-18' ? { 'mcp-protocol-version': version } : {}) };
    await postMcp(gateway.mcpUrl, { jsonrpc: '2.0', method: 'notifications/initialized' }, headers);
    const note = `raw-${version}`;
    const call = postMcp(gateway.mcpUrl, rpcRequest('tools/call', { name: 'slow_write', arguments: { note } }, 41), headers);
    expect(await waitUntil(async () => (await runningHandlers()) > 0, 20_000, 50)).toBe(true);
    const cancel = await postMcp(gateway.mcpUrl, { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 41, reason: 'test' } }, headers);
    expect(cancel.status).toBe(202);
    // The cancelled request gets no JSON-RPC response.
    expect((await call).status).toBe(202);
    expect(await waitUntil(async () => (await runningHandlers()) === 0, 15_000, 100)).toBe(true);
    expect(await rowsNoted(note)).toBe(0);
  }, 60_000);

  it("ignores a cancel for another client's request", async () => {
    const other = (await issueApiKey(project.db, 'other.cancel@example.com')).key;
    const caller = new AbortController();
    const call = fetch(gateway.mcpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${key}` },
      body: JSON.stringify(rpcRequest('tools/call', { name: 'slow_read', arguments: {} }, 7)),
      signal: caller.signal,
    }).catch(() => undefined);
    expect(await waitUntil(async () => (await runningHandlers()) > 0, 20_000, 50)).toBe(true);
    expect((await postMcp(gateway.mcpUrl, { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 7 } }, { authorization: `Bearer ${other}` })).status).toBe(202);
    expect((await postMcp(gateway.mcpUrl, { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 7 } })).status).toBe(202);
    // Still running a moment later: only its own client can stop it (here, by going away).
    expect(await waitUntil(async () => (await runningHandlers()) === 0, 1500, 100)).toBe(false);
    caller.abort();
    await call;
    expect(await waitUntil(async () => (await runningHandlers()) === 0, 15_000, 100)).toBe(true);
  }, 60_000);
});
