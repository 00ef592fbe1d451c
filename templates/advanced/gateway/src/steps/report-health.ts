// GET /health: the process is up and serving (no database involved, so it stays cheap for liveness probes).
// GET /ready: the database answers (and the replica, when one is configured); 503 + Retry-After otherwise.
import type { GatewayRequest, Reply } from '../types.js';
import { describeError } from '../log.js';

export async function reportHealth(_req: GatewayRequest): Promise<Reply | undefined> {
  return { kind: 'json', status: 200, headers: { 'cache-control': 'no-store' }, body: { status: 'ok' } };
}

export async function reportReadiness(req: GatewayRequest): Promise<Reply | undefined> {
  const { db, config } = req.services;
  const pools = db.read ? [db.primary, db.read] : [db.primary];
  try {
    await Promise.all(pools.map((pool) => pool.query('SELECT 1')));
    return { kind: 'json', status: 200, headers: { 'cache-control': 'no-store' }, body: { status: 'ready' } };
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
