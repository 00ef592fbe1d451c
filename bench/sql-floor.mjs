// The strict floor of a gateway case: the handler's SQL alone, no HTTP. `connections` callers share a pg pool
// of the gateway's default size (10) and send, one call after another, the ONE statement the gateway sends for
// a READ COMMITTED read-only call (db/transaction.ts dispatchSql: read-only set inside the statement, the
// envelope and the exchange-log outbox returned), named as the gateway names it (db/statement-naming.ts: parsed
// and planned once per connection). What the gateway adds on top of this is HTTP, JSON-RPC
// checks, sessions, OAuth and storing the outbox's records: the limit of this architecture.
import pg from 'pg';
import { percentile } from './lib.mjs';

export const DISPATCH_SQL = `SELECT (s.r).envelope::text AS envelope, pg_catalog.current_setting('exchange.outbox', true) AS exchange_outbox
  FROM (SELECT api.mcp_handle_request($1::jsonb, $2::jsonb) AS r
          FROM (SELECT pg_catalog.set_config('transaction_read_only', 'on', true)) AS read_only OFFSET 0) AS s`;

/** The dispatch statement with its values, named (prepared once per connection) as the gateway sends it. */
export function dispatchQuery(values) {
  return { name: 'pgmi_bench_dispatch', text: DISPATCH_SQL, values };
}

/** The context the gateway hands SQL for these request facts (mcp/dispatch.ts mcpContext). */
export function contextFor(credential, protocolVersion, sessionId) {
  const modern = protocolVersion >= '2026-07-28';
  const context = { protocol_era: modern ? 'modern' : 'legacy', protocol_version: protocolVersion };
  if (credential !== undefined) context.credential = credential;
  if (sessionId !== undefined && !modern) context.session_id = sessionId;
  return JSON.stringify(context);
}

/** Calls/s, p50 / p99 ms and failed calls of `connections` callers for `seconds` (after `warmupSeconds`). */
/** `sample`: CPU milliseconds so far ({ server, db }), read around the measured part (CPU per call). */
export async function runSqlFloor(url, { body, context, connections, seconds, warmupSeconds = 3, poolSize = 10, sample }) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => undefined);
  try {
    await drive(pool, body, context, connections, warmupSeconds);
    const before = await sample?.();
    const result = await drive(pool, body, context, connections, seconds);
    const after = await sample?.();
    const perCall = (key) => (before && after ? (after[key] - before[key]) / result.requests : 0);
    return { ...result, cpuServerMs: perCall('server'), cpuDbMs: perCall('db') };
  } finally {
    await pool.end();
  }
}

async function drive(pool, body, context, connections, seconds) {
  const latencies = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  const started = process.hrtime.bigint();
  const caller = async () => {
    while (Date.now() < until) {
      const t0 = process.hrtime.bigint();
      try {
        const { rows } = await pool.query(dispatchQuery([body, context]));
        if (!rows[0]?.envelope || rows[0].envelope.includes('"error"')) errors++;
      } catch {
        errors++;
      }
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: connections }, caller));
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  return { rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors, requests: latencies.length };
}
