// GET /mcp (handshake revisions): a long-lived SSE stream of notifications/{tools,resources,prompts}/
// list_changed and, for a session's resources/subscribe, notifications/resources/updated; fed by the
// process's one LISTEN connection. Keep-alive comments go out from main.ts's timer.
import { transportError } from '../http/transport-error.js';
import { protocolHeaders } from '../mcp/exchange.js';
import type { GatewayRequest, Reply } from '../types.js';
import { headerValue } from './negotiate-protocol.js';

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
  const sessionId = req.mcp?.sessionId;
  if (sessionId !== undefined) {
    // Resumable: what the client missed on the stream it names comes first (mcp/event-store.ts); every event
    // of this stream gets an id and is kept.
    const lastEventId = headerValue(req, 'last-event-id');
    const resumed = lastEventId === undefined ? undefined : req.services.events.resume(sessionId, lastEventId, stream);
    if (resumed?.kind === 'post') {
      // The rest of a POST's response stream: it ends with that request's response.
      if (resumed.isEnded) stream.close();
      return { kind: 'sse', status: 200, headers: protocolHeaders(req.mcp), events: stream, onClose: () => stream.close() };
    }
    if (resumed?.kind === 'get') req.services.hub.forget(req.services.events.stamper(resumed.streamId));
    const streamId = req.services.events.open(sessionId, 'get');
    stream.stamp = req.services.events.stamper(streamId);
    stream.push(req.services.events.priming(streamId, req.services.config.sseRetryMs));
  }
  return { kind: 'sse', status: 200, headers: protocolHeaders(req.mcp), events: stream, onClose: () => stream.close() };
}
