// Transaction policy and failure handling over HTTP: retries exhausted → 409 + Retry-After, statement
// timeout → 504, pool exhausted → 503 + Retry-After (never a hang), read-only handlers on the replica URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type GatewayFixture } from './support/fixture.js';
import { startGateway, type GatewayHandle } from './support/gateway-process.js';
import { postMcp, rpcRequest, send } from './support/http.js';
import { eventually, waitUntil } from '../support/poll.js';
import { sleepingBackends } from './support/backends.js';
import { PREPARED_STATEMENTS_TOOL, registerTestTool } from './support/handlers.js';

let fixture: GatewayFixture;
let narrow: GatewayHandle;

const call = (name: string, args: Record<string, unknown> = {}, id: unknown = 1) => rpcRequest('tools/call', { name, arguments: args }, id);

beforeAll(async () => {
  fixture = await startFixture('tx', { env: { RETRY_BASE_DELAY_MS: '5', RETRY_MAX_DELAY_MS: '20', STATEMENT_TIMEOUT_MS: '400' } });
  // Both URLs reach the same database; the application name tells which pool a handler ran on.
  const replica = new URL(fixture.project.gatewayUrl);
  replica.searchParams.set('application_name', 'replica-pool');
  const primary = new URL(fixture.project.gatewayUrl);
  primary.searchParams.set('application_name', 'primary-pool');
  narrow = await startGateway({
    projectDir: fixture.project.dir,
    databaseUrl: primary.toString(),
    env: { DATABASE_READ_URL: replica.toString(), DB_POOL_SIZE: '1', DB_READ_POOL_SIZE: '1', DB_POOL_ACQUIRE_TIMEOUT_MS: '300', RETRY_AFTER_SECONDS: '2' },
  });
  // Read-only calls use the read pool once its first probe has answered (before that, the primary: nothing is
  // known about the replica yet). test/gateway/replica.test.ts runs the same against a real hot standby.
  if (!(await waitUntil(async () => (await send(`${narrow.url}/ready`)).json?.replica === 'ok', 10_000, 50))) {
    throw new Error('the read pool was never put in use');
  }
});

afterAll(async () => {
  await narrow?.stop();
  await fixture?.stop();
});

describe('gateway transactions', () => {
  it('retries serialization failures in new transactions, then answers 409 with Retry-After', async () => {
    const response = await postMcp(fixture.gateway.mcpUrl, call('gw_conflict', {}, 'c1'));
    expect(response.status).toBe(409);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(response.json).toMatchObject({
      id: 'c1',
      error: { code: -32603, data: { code: 'pgmi.transaction_retryable', sqlstate: '40001', attempts: 3 } },
    });
    // The log line is written once the response has gone out, so it may trail the client by a moment.
    await expect.poll(() => fixture.gateway.logs.find((entry) => entry.mcp_name === 'gw_conflict')?.retries, { timeout: 10_000 }).toBe(2);
  });

  it('answers 504 when the statement timeout fires, and stays usable', async () => {
    const slow = await postMcp(fixture.gateway.mcpUrl, call('gw_sleep', { seconds: 2 }));
    expect(slow.status).toBe(504);
    expect(slow.json.error.data.code).toBe('pgmi.statement_timeout');
    const fast = await postMcp(fixture.gateway.mcpUrl, call('gw_sleep', { seconds: 0.01 }));
    expect(fast.status).toBe(200);
  });

  it('sends read-only handlers to DATABASE_READ_URL and the rest to DATABASE_URL', async () => {
    const ro = await postMcp(narrow.mcpUrl, call('gw_app_ro'));
    expect(ro.json.result.content[0].text).toBe('replica-pool');
    const rw = await postMcp(narrow.mcpUrl, call('gw_app_rw'));
    expect(rw.json.result.content[0].text).toBe('primary-pool');
  });

  it('answers 503 with Retry-After when the pool is exhausted, instead of waiting', async () => {
    // The read pool's one connection is held by a handler sleeping 5 s, far longer than the 300 ms acquire timeout.
    let isBusyDone = false;
    const busy = postMcp(narrow.mcpUrl, call('gw_sleep', { seconds: 5 })).finally(() => (isBusyDone = true));
    await eventually('the first call holds the pool', async () => (await sleepingBackends(fixture.project.db.url)) === 1, 20_000);
    const refused = await postMcp(narrow.mcpUrl, call('gw_sleep', { seconds: 0.01 }));
    expect(refused.status).toBe(503);
    // Refused while the connection was still held, not served once it came free (how soon: npm run bench -- refusals).
    expect(isBusyDone, 'the first call had ended before the refusal').toBe(false);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(refused.json.error.data.code).toBe('pgmi.database_unavailable');
    expect((await busy).status).toBe(200);
  });

  it('refuses the write of a read-only handler on the one-statement path (READ COMMITTED: read-only set inside the statement)', async () => {
    await fixture.project.db.query('CREATE TABLE IF NOT EXISTS public.gw_ro_probe (note text); GRANT ALL ON public.gw_ro_probe TO PUBLIC');
    const response = await postMcp(fixture.gateway.mcpUrl, call('gw_ro_writes', {}, 'ro-write'));
    // The handler ran (the SQL policy check saw a read-only transaction: no pgmi.transaction_read_only_required)
    // and PostgreSQL refused its INSERT; the client gets a failure, the handler-failure log the SQLSTATE.
    expect(response.json.result?.isError ?? response.json.error, JSON.stringify(response.json)).toBeTruthy();
    expect(JSON.stringify(response.json)).not.toContain('wrote');
    expect(JSON.stringify(response.json)).not.toContain('pgmi.transaction_read_only_required');
    await expect
      .poll(() => fixture.gateway.logs.find((entry) => entry.msg === 'handler failed' && String(entry.handler).includes('gw_ro_writes')), { timeout: 10_000 })
      .toMatchObject({ sqlstate: '25006', message: 'cannot execute INSERT in a read-only transaction' });
    expect((await fixture.project.db.query('SELECT count(*)::int AS n FROM public.gw_ro_probe')).rows[0]?.n).toBe(0);
  });

  it('sends its dispatch statement named (prepared once per connection), and unnamed under DB_PREPARED_STATEMENTS=off', async () => {
    const preparedHere = async (mcpUrl: string) => {
      const response = await postMcp(mcpUrl, call('gw_prepared', {}, 'prepared'));
      expect(response.status, JSON.stringify(response.json)).toBe(200);
      return Number(response.json.result.content[0].text);
    };
    await registerTestTool(fixture.project.db, PREPARED_STATEMENTS_TOOL);
    // The running statement is itself one of them: the first call on a connection sees it.
    expect(await preparedHere(fixture.gateway.mcpUrl)).toBeGreaterThanOrEqual(1);
    const unnamed = await startGateway({ projectDir: fixture.project.dir, databaseUrl: fixture.project.gatewayUrl, env: { DB_PREPARED_STATEMENTS: 'off' } });
    try {
      expect(await preparedHere(unnamed.mcpUrl)).toBe(0);
      expect(await preparedHere(unnamed.mcpUrl)).toBe(0);
    } finally {
      await unnamed.stop();
    }
  });

  it('stores the exchange log of read-only requests through the relay (read-only transactions cannot write it)', async () => {
    const response = await postMcp(fixture.gateway.mcpUrl, call('add_numbers', { a: 2, b: 3 }, 'relay-1'));
    expect(response.status).toBe(200);
    expect(response.json.result.isError, JSON.stringify(response.json)).toBeFalsy();
    await expect
      .poll(async () => (await fixture.project.db.query("SELECT logged_via FROM api.mcp_exchange WHERE mcp_name = 'add_numbers' AND (request).request_id = '\"relay-1\"'::jsonb")).rows[0]?.logged_via, { timeout: 10_000 })
      .toBe('relay');
  });
});
