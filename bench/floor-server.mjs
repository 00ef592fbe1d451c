// The floor the gateway is measured against: the same database work per request through a pooled pg client,
// behind the thinnest HTTP server node:http allows, so that the same load generator (wrk) drives both sides.
// Per POST /mcp: api.mcp_request_policy, BEGIN with that policy, api.mcp_handle_request (the credential from
// the Authorization header in the context, as the gateway passes it; the Mcp-Session-Id header as context
// session_id; a 2026-07-28 header as the modern era), COMMIT; the envelope is the response.
// Env: DATABASE_URL (the gateway role), PORT, POOL_SIZE (default 10; bench/gateway.mjs passes the gateway's own pool size).
import { createServer } from 'node:http';
import pg from 'pg';
import { contextFor } from './sql-floor.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
pool.on('error', () => undefined); // a connection lost while idle is replaced on the next request

const ISOLATION = { 'read committed': 'READ COMMITTED', 'repeatable read': 'REPEATABLE READ', serializable: 'SERIALIZABLE' };

function beginFor(policy) {
  let begin = 'BEGIN';
  if (policy?.transaction_isolation) begin += ` ISOLATION LEVEL ${ISOLATION[policy.transaction_isolation]}`;
  if (policy?.transaction_read_only) begin += ' READ ONLY';
  return begin;
}

async function dispatch(body, context) {
  const client = await pool.connect();
  try {
    const policy = (await client.query('SELECT * FROM api.mcp_request_policy($1::jsonb)', [body])).rows[0];
    await client.query(beginFor(policy));
    const envelope = (await client.query('SELECT (api.mcp_handle_request($1::jsonb, $2::jsonb)).envelope::text AS envelope', [body, context])).rows[0].envelope;
    await client.query('COMMIT');
    return envelope;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const credential = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const context = contextFor(credential, req.headers['mcp-protocol-version'] ?? '2025-11-25', req.headers['mcp-session-id']);
    dispatch(Buffer.concat(chunks).toString('utf8'), context).then(
      (envelope) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(envelope);
      },
      (error) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error?.message ?? error));
      },
    );
  });
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ msg: 'listening', port: server.address().port })}\n`);
});

process.on('SIGTERM', () => {
  server.close();
  pool.end().then(() => process.exit(0));
});
