// The gateway's work per call, counted on the database: a READ COMMITTED read-only call is one statement and one
// commit (the exchange record comes back with the response and is stored in batches), a client that goes away
// has its statement cancelled and its pool slot freed at once, and STATEMENT_TIMEOUT_MS cancels a statement that
// runs too long.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type GatewayHandle } from './support/gateway-process.js';
import { bearer, startFixture, type GatewayFixture } from './support/fixture.js';
import { postMcp, rpcRequest } from './support/http.js';
import { waitUntil } from '../support/poll.js';
import { adminQuery } from '../support/test-database.js';

let fixture: GatewayFixture;
let gateway: GatewayHandle;

beforeAll(async () => {
  // No task runner anywhere in this file: its polls would be commits of their own.
  fixture = await startFixture('dispatch-cost', { env: { MCP_TASK_CONCURRENCY: '0' } });
  // A second gateway of this file's own, with a small pool and a short statement timeout, that the file stops.
  gateway = await startGateway({
    projectDir: fixture.project.dir,
    databaseUrl: fixture.project.gatewayUrl,
    env: { DB_POOL_SIZE: '2', STATEMENT_TIMEOUT_MS: '1500', MCP_TASK_CONCURRENCY: '0', EXCHANGE_LOG_FLUSH_MS: '200' },
  });
});

afterAll(async () => {
  await gateway?.stop();
  await fixture?.stop();
});

const call = (name: string, args: Record<string, unknown> = {}, id: unknown = 1) => rpcRequest('tools/call', { name, arguments: args }, id);

async function backendsRunning(fragment: string): Promise<number> {
  const { rows } = await adminQuery(
    fixture.project.db.url,
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND query LIKE $1 AND pid <> pg_backend_pid()",
    [`%${fragment}%`],
  );
  return (rows[0] as { n: number }).n;
}

describe('the gateway dispatches with as little database work as the policy allows', () => {
  it('commits a READ COMMITTED read-only call once, and stores its exchange record exactly once, in a batch', async () => {
    // xact_commit counts every commit in the database: autovacuum's (a freshly deployed database gives it tables
    // to analyze), late exit reports of earlier connections, the fixture gateway's task poll, this test's own
    // queries. So the gateway runs twice, with few and with many calls, and the difference is what the extra calls
    // cost: everything fixed cancels out. (One run with a fixed allowance read 54 for 40 calls, 61 on a loaded CI
    // run, 98 once while autovacuum analyzed the new tables.)
    await adminQuery(fixture.project.db.url, 'VACUUM ANALYZE');
    const few = await commitsFor(10);
    const many = await commitsFor(90);
    expect(many).toBeGreaterThanOrEqual(90);
    // One per call. As BEGIN … COMMIT per call plus an insert per record it was 3 per call.
    const perCall = (many - few) / 80;
    expect(perCall).toBeLessThan(1.2);
    const { rows } = await adminQuery(fixture.project.db.url, "SELECT count(DISTINCT object_id)::int AS ids, count(*)::int AS total, bool_and(logged_via = 'relay') AS relayed FROM api.mcp_exchange WHERE mcp_name = 'gw_app_ro'");
    expect(rows[0]).toMatchObject({ relayed: true });
    expect((rows[0] as { ids: number }).ids).toBe((rows[0] as { total: number }).total);
  });

  /** Commits in the database while a gateway of its own serves `calls` read-only calls, starts and stops; its records are all stored, once. */
  async function commitsFor(calls: number): Promise<number> {
    const count = async (sql: string) => Number(((await adminQuery(fixture.project.db.url, sql)).rows[0] as { n: string }).n);
    const records = () => count("SELECT count(*) AS n FROM api.mcp_exchange WHERE mcp_name = 'gw_app_ro'");
    // A backend reports its counts when it exits, so the gateway measured here is stopped (its pool closed) before
    // they are read.
    const commits = () => count('SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()');
    const recordsBefore = await records();
    const commitsBefore = await commits();
    // A flush interval longer than the run: the records of all calls go in one or two batches.
    const measured = await startGateway({ projectDir: fixture.project.dir, databaseUrl: fixture.project.gatewayUrl, env: { MCP_TASK_CONCURRENCY: '0', EXCHANGE_LOG_FLUSH_MS: '5000' } });
    try {
      for (let i = 0; i < calls; i++) {
        const answer = await postMcp(measured.mcpUrl, call('gw_app_ro', {}, i), bearer(fixture.key));
        expect(answer.status).toBe(200);
        expect(answer.json.result.isError).toBe(false);
      }
    } finally {
      expect(await measured.stop('SIGTERM')).toBe(0); // stores what is still queued, then closes the pools
    }
    await new Promise((resolve) => setTimeout(resolve, 500)); // the backends' exit reports arrive
    expect(await records()).toBe(recordsBefore + calls);
    return (await commits()) - commitsBefore;
  }

  it('cancels the statement of a client that went away and frees its pool slot at once', async () => {
    // Four calls that would each hold one of the two pooled connections for 20 s; their clients give up.
    const gone = Array.from({ length: 4 }, (_, i) => {
      const controller = new AbortController();
      const request = fetch(gateway.mcpUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
        body: JSON.stringify(call('gw_sleep', { seconds: 20 }, `gone-${i}`)),
        signal: controller.signal,
      }).catch(() => undefined);
      return { controller, request };
    });
    expect(await waitUntil(async () => (await backendsRunning('mcp_handle_request')) === 2, 10_000)).toBe(true);
    for (const { controller } of gone) controller.abort();
    await Promise.all(gone.map((g) => g.request));
    // Cancelled at once: no backend keeps sleeping for the rest of its 20 s, and the slots serve the next caller.
    expect(await waitUntil(async () => (await backendsRunning('mcp_handle_request')) === 0, 5000)).toBe(true);
    const startedAt = Date.now();
    const next = await postMcp(gateway.mcpUrl, call('gw_app_ro', {}, 'next'), bearer(fixture.key));
    expect(next.status).toBe(200);
    expect(Date.now() - startedAt).toBeLessThan(15_000); // far below the 20 s the abandoned calls would have held on
    const cancelled = gateway.logs.filter((entry) => entry.msg === 'request' && entry.status === 499);
    expect(cancelled.length).toBeGreaterThanOrEqual(2);
  });

  it('cancels a statement that runs past STATEMENT_TIMEOUT_MS and answers 504', async () => {
    const slow = await postMcp(gateway.mcpUrl, call('gw_sleep', { seconds: 10 }, 'slow'));
    expect(slow.status).toBe(504);
    expect(slow.json).toMatchObject({ id: 'slow', error: { data: { code: 'pgmi.statement_timeout' } } });
    expect(await waitUntil(async () => (await backendsRunning('mcp_handle_request')) === 0, 5000)).toBe(true);
  });

  it('has nothing in flight after its clients went away: SIGTERM finds no request to wait for', async () => {
    const exit = await gateway.stop('SIGTERM');
    expect(exit).toBe(0);
    const shutdown = gateway.logs.find((entry) => entry.msg === 'shutting down');
    expect(shutdown).toMatchObject({ in_flight: 0 });
  });
});
