// GET /health: the process is up and serving (no database involved, so it stays cheap for liveness probes).
// Under `pgmi dev` it echoes PGMI_DEV_RUN in `x-pgmi-dev-run`, so pgmi dev knows the answer came from the
// gateway it started and not from another server on the port (the value is a per-run nonce, not a secret).
// GET /ready: the primary answers; 503 + Retry-After otherwise. A replica that is down or lagging does not make the
// gateway unready (read-only calls then go to the primary, db/replica.ts): its state is in the body.
import type { GatewayRequest, Reply } from '../types.js';
import { describeError } from '../log.js';

export async function reportHealth(req: GatewayRequest): Promise<Reply | undefined> {
  const { devRun } = req.services.config;
  const headers: Record<string, string> = devRun ? { 'cache-control': 'no-store', 'x-pgmi-dev-run': devRun } : { 'cache-control': 'no-store' };
  return { kind: 'json', status: 200, headers, body: { status: 'ok' } };
}

export async function reportReadiness(req: GatewayRequest): Promise<Reply | undefined> {
  const { db, config } = req.services;
  try {
    await db.primary.query('SELECT 1');
    const body = db.read ? { status: 'ready', replica: db.replica.current } : { status: 'ready' };
    return { kind: 'json', status: 200, headers: { 'cache-control': 'no-store' }, body };
  } catch (error) {
    req.log.error = describeError(error);
    return {
      kind: 'json',
      status: 503,
      headers: { 'cache-control': 'no-store', 'retry-after': String(config.retryAfterSeconds) },
      body: { status: 'unavailable', detail: 'the database is not reachable' },
    };
  }
}
