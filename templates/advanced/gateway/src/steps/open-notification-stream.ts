// GET /mcp (handshake revisions): a long-lived SSE stream of notifications/{tools,resources,prompts}/
// list_changed and, for a session's resources/subscribe, notifications/resources/updated; fed by the
// process's one LISTEN connection. Keep-alive comments go out from main.ts's timer.
import { transportError } from '../http/transport-error.js';
import { protocolHeaders } from '../mcp/exchange.js';
import type { GatewayRequest, Reply } from '../types.js';

export async function openNotificationStream(req: GatewayRequest): Promise<Reply | undefined> {
  const stream = req.services.hub.open(req.mcp?.sessionId);
  if (!stream) {
    return transportError(req, 503, 'Service Unavailable: too many open notification streams', {
      headers: { 'retry-after': String(req.services.config.retryAfterSeconds) },
    });
  }
  req.signal.addEventListener('abort', () => stream.close(), { once: true });
  // An opening comment makes proxies and clients see the stream as established right away.
  stream.push({ kind: 'comment', text: 'stream open' });
  return { kind: 'sse', status: 200, headers: protocolHeaders(req.mcp), events: stream, onClose: () => stream.close() };
}
