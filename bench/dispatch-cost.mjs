// Database commits per call of a READ COMMITTED read-only tool through the gateway, one call after another (goal
// 1.0: one statement, one commit; the exchange record comes back with the answer and is stored in batches). This
// was an assertion in test/gateway/dispatch-cost.test.ts, which CI's loaded machines tripped.
// pg_stat_database.xact_commit counts every commit of the database (autovacuum, connections closing), so a gateway
// of its own serves few calls, then another serves many, each started and stopped (a backend reports its counts
// as it exits); the difference per extra call is the cost of a call, everything fixed cancelling out.
// Env: BENCH_DISPATCH_CALLS (the larger run, default 400; the smaller is a tenth).
import { adminQuery, printTable } from './lib.mjs';
import { deployScratchGateway, timedCall } from './scratch-gateway.mjs';

const many = Number(process.env.BENCH_DISPATCH_CALLS ?? 400);
const few = Math.max(1, Math.round(many / 10));

export async function benchDispatchCost() {
  const scratch = await deployScratchGateway('dispatch', [
    { name: 'bench_ro', readOnly: true, body: `BEGIN RETURN api.mcp_tool_result(jsonb_build_array(jsonb_build_object('type', 'text', 'text', 'ro')), request.request_id); END;` },
  ]);
  try {
    await adminQuery(scratch.target, 'VACUUM ANALYZE');
    const small = await commitsFor(scratch, few);
    const large = await commitsFor(scratch, many);
    printTable(`dispatch-cost: READ COMMITTED read-only tools/call, one after another, ${few} and ${many} calls`, [
      ['commits per call (goal 1.0)', ((large.commits - small.commits) / (many - few)).toFixed(3)],
      ['exchange records stored per call (goal 1.0)', ((large.records - small.records) / (many - few)).toFixed(3)],
      ['non-200 answers', String(small.failed + large.failed)],
    ]);
  } finally {
    await scratch.cleanup();
  }
}

/** Commits and exchange records while a gateway of its own serves `calls` calls, starts and stops. */
async function commitsFor(scratch, calls) {
  const counters = async () => {
    const { rows } = await adminQuery(scratch.target,
      `SELECT (SELECT xact_commit FROM pg_stat_database WHERE datname = current_database())::bigint AS commits,
              (SELECT count(*) FROM api.mcp_exchange WHERE mcp_name = 'bench_ro')::bigint AS records`);
    return { commits: Number(rows[0].commits), records: Number(rows[0].records) };
  };
  const before = await counters();
  // A flush interval longer than the run: the records go in few batches; stop() stores the rest.
  const gateway = await scratch.startGateway({ MCP_TASK_CONCURRENCY: '0', EXCHANGE_LOG_FLUSH_MS: '60000' });
  let failed = 0;
  try {
    for (let i = 0; i < calls; i++) if ((await timedCall(gateway.url, 'bench_ro')).status !== 200) failed++;
  } finally {
    await gateway.stop();
  }
  // A backend's counts reach pg_stat_database as it exits: wait until the gateway's connections are gone.
  while (Number((await adminQuery(scratch.target, 'SELECT count(*) AS n FROM pg_stat_activity WHERE usename = $1', [scratch.gatewayRole])).rows[0].n) > 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const after = await counters();
  return { commits: after.commits - before.commits, records: after.records - before.records, failed };
}
