// GET /mcp (handshake revisions): a long-lived SSE stream of notifications/{tools,resources,prompts}/
// list_changed and, for a session's resources/subscribe, notifications/resources/updated; fed by the
// process's one LISTEN connection. Keep-alive comments go out from main.ts's timer.
// A stream is counted against its holder: a presented credential is verified by SQL (membership.authenticate,
// 401 when it does not verify) and its user is the principal; without one the caller is anonymous, and all
// anonymous callers share one cap. Over a principal's (or the anonymous) cap: 429; over the process cap: 503.
import { transportError } from '../http/transport-error.js';
import { sessionHandle } from '../db/sessions.js';
import { protocolHeaders } from '../mcp/exchange.js';
import type { GatewayRequest, Reply } from '../types.js';
import { failedCall } from './check-session.js';

export async function openNotificationStream(req: GatewayRequest): Promise<Reply | undefined> {
  let principal: string | undefined;
  if (req.credential !== undefined) {
    try {
      const result = await req.services.db.primary.query<{ user_id: string | null }>('SELECT membership.authenticate($1)::text AS user_id', [req.credential]);
      principal = result.rows[0]?.user_id ?? undefined;
    } catch (error) {
      return failedCall(req, error);
    }
  }
  const sessionId = req.mcp?.sessionId;
  const opening = req.services.hub.open({ principal, sessionHandle: sessionId === undefined ? undefined : sessionHandle(sessionId) });
  if (!opening.ok) {
    const retryAfter = { 'retry-after': String(req.services.config.retryAfterSeconds) };
    req.log.error = { failure: 'stream limit', limit: opening.limit };
    return opening.limit === 'total'
      ? transportError(req, 503, 'Service Unavailable: too many open notification streams', { headers: retryAfter })
      : transportError(req, 429, `Too Many Requests: too many open notification streams for this ${opening.limit === 'anonymous' ? 'anonymous access' : 'principal'}`, {
          headers: retryAfter,
        });
  }
  const stream = opening.stream;
  req.signal.addEventListener('abort', () => stream.close(), { once: true });
  // An opening comment makes proxies and clients see the stream as established right away.
  stream.push({ kind: 'comment', text: 'stream open' });
  return { kind: 'sse', status: 200, headers: protocolHeaders(req.mcp), events: stream, onClose: () => stream.close() };
}
