// Who holds a notification stream (GET /mcp, subscriptions/listen), and the answer when a cap is reached.
// A presented credential is verified by SQL (membership.authenticate; PA401 when it does not verify) and its
// user is the principal; without one the caller is anonymous, and all anonymous callers share one cap.
import { transportError } from '../http/transport-error.js';
import type { GatewayRequest, Reply } from '../types.js';
import type { StreamOpening } from './notification-hub.js';

export type StreamPrincipal = { ok: true; principal: string | undefined } | { ok: false; error: unknown };

export async function streamPrincipal(req: GatewayRequest): Promise<StreamPrincipal> {
  if (req.credential === undefined) return { ok: true, principal: undefined };
  try {
    const result = await req.services.db.primary.query<{ user_id: string | null }>('SELECT membership.authenticate($1)::text AS user_id', [req.credential]);
    return { ok: true, principal: result.rows[0]?.user_id ?? undefined };
  } catch (error) {
    return { ok: false, error };
  }
}

/** Over a principal's (or the anonymous) cap: 429; over the process cap: 503; both with Retry-After. */
export function streamLimitReply(req: GatewayRequest, limit: Extract<StreamOpening, { ok: false }>['limit']): Reply {
  const retryAfter = { 'retry-after': String(req.services.config.retryAfterSeconds) };
  req.log.error = { failure: 'stream limit', limit };
  return limit === 'total'
    ? transportError(req, 503, 'Service Unavailable: too many open notification streams', { headers: retryAfter })
    : transportError(req, 429, `Too Many Requests: too many open notification streams for this ${limit === 'anonymous' ? 'anonymous access' : 'principal'}`, {
        headers: retryAfter,
      });
}
