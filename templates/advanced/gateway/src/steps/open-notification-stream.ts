// GET /mcp (handshake revisions): a long-lived SSE stream of notifications/{tools,resources,prompts}/
// list_changed and, for a session's resources/subscribe, notifications/resources/updated (and for its 2025-11-25
// tasks, notifications/tasks/status: mcp/task-status.ts); fed by the
// process's one LISTEN connection. Keep-alive comments go out from main.ts's timer.
// A stream is counted against its holder (mcp/stream-caps.ts): 429 over a principal's or the anonymous cap,
// 503 over the process cap.
import { streamLimitReply, streamPrincipal } from '../mcp/stream-caps.js';
import { sessionHandle } from '../db/sessions.js';
import { protocolHeaders } from '../mcp/exchange.js';
import type { GatewayRequest, Reply } from '../types.js';
import { failedCall } from '../http/failed-call.js';
import { headerValue } from '../http/header-value.js';

export async function openNotificationStream(req: GatewayRequest): Promise<Reply | undefined> {
  const holder = await streamPrincipal(req);
  if (!holder.ok) return failedCall(req, holder.error);
  const sessionId = req.mcp?.sessionId;
  const opening = req.services.hub.open({ principal: holder.principal, sessionHandle: sessionId === undefined ? undefined : sessionHandle(sessionId), sessionId });
  if (!opening.ok) return streamLimitReply(req, opening.limit);
  const stream = opening.stream;
  req.signal.addEventListener('abort', () => stream.close(), { once: true });
  // An opening comment makes proxies and clients see the stream as established right away.
  stream.push({ kind: 'comment', text: 'stream open' });
  if (sessionId !== undefined) {
    // Resumable: what the client missed on the stream it names comes first (mcp/event-store.ts); every event
    // of this stream gets an id and is kept. Only the session's own principal gets here (check-session.ts).
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
