// Runs one prepared MCP call and answers it, as JSON or as an event stream. A stream starts with the first
// notification the handler raises, so the client sees progress while the handler runs, and ends with the result;
// a call that raised none is answered as JSON (one event for a client that takes only event streams). Resumable
// streams (handshake sessions of 2025-11-25) open at once with a priming event, and every event gets an id and is
// kept (mcp/event-store.ts), so the client can come back with GET + Last-Event-ID -- also when the handler ends the
// stream early with api.mcp_close_stream().
import { ErrorCode, idOf, jsonRpcError } from '../json-rpc.js';
import type { TransactionOutcome } from '../db/transaction.js';
import type { Services } from '../services.js';
import type { GatewayRequest, Reply } from '../types.js';
import { callReply } from './call-reply.js';
import { protocolHeaders, type McpExchange, type McpMessage } from './exchange.js';
import type { PreparedCall } from './prepare-call.js';
import { dispatchInteractive, type InteractiveOptions } from './interactive.js';
import { awaitTaskResult } from './task-result.js';

/** The client takes no event stream: run the call, then answer it. */
export async function answerAsJson(req: GatewayRequest, call: PreparedCall): Promise<Reply> {
  const { exchange, message, tracked } = call;
  try {
    const outcome = await runThroughSql(req.services, exchange, message, call.options);
    return callReply(req, call, outcome);
  } finally {
    tracked.done();
  }
}

/** The client takes an event stream: notifications (and server→client requests) travel on it as they come. */
export async function answerAsStream(req: GatewayRequest, call: PreparedCall): Promise<Reply> {
  const { exchange, message, tracked } = call;
  const store = req.services.events;
  const streamId = call.isResumable ? store.open(exchange.sessionId!, 'post') : undefined;
  const queue = req.services.hub.responseStream(); // with keep-alive comments while it is held
  const emit = (data: unknown): void => {
    queue.push(streamId === undefined ? { kind: 'message', data } : store.record(streamId, { kind: 'message', data }));
  };
  let notificationCount = 0;
  let announceFirst: () => void = () => undefined;
  const firstNotification = new Promise<'notification'>((resolve) => {
    announceFirst = () => resolve('notification');
  });
  // Notifications, and server→client requests when a handshake handler needs input, open the stream.
  const running = runThroughSql(req.services, exchange, message, {
    ...call.options,
    emit: (notification) => {
      emit(notification);
      notificationCount++;
      announceFirst();
    },
    onCloseStream: () => queue.close(),
  });
  if (streamId === undefined) {
    await Promise.race([running, firstNotification]);
    if (notificationCount === 0) {
      queue.close();
      const outcome = await running;
      tracked.done();
      const reply = await callReply(req, call, outcome);
      // A client that takes only event streams gets even a plain result as one event.
      return exchange.acceptsJson || reply.kind !== 'json' ? reply : { kind: 'sse', status: reply.status, headers: reply.headers, events: single(reply.body) };
    }
  } else {
    queue.push(store.priming(streamId, req.services.config.sseRetryMs));
  }
  // Stream the notifications, then the result as the last event (none for a request the client cancelled).
  void running
    .then((outcome) => callReply(req, call, outcome))
    .then((reply) => {
      if (reply.kind === 'json') emit(reply.body);
    })
    .catch((error: unknown) => {
      if (tracked.isCancelled()) return;
      req.log.error = { failure: 'unexpected', message: String(error) };
      emit(jsonRpcError(idOf(message.parsed), ErrorCode.InternalError, 'Internal error'));
    })
    .finally(() => {
      tracked.done();
      if (streamId !== undefined) store.end(streamId);
      queue.close();
    });
  return { kind: 'sse', status: 200, headers: protocolHeaders(exchange), events: queue, onClose: () => queue.close() };
}

/** The message through SQL: a handshake session's tasks/result waits for its task (mcp/task-result.ts); anything
 * else runs once, or a few times when a handshake handler needs input from the client (mcp/interactive.ts). */
function runThroughSql(services: Services, exchange: McpExchange, message: McpMessage, options: InteractiveOptions): Promise<TransactionOutcome<string | null>> {
  const waits = exchange.era === 'handshake' && message.parsed.method === 'tasks/result';
  return waits ? awaitTaskResult(services, message, options) : dispatchInteractive(services, message, options);
}

async function* single(body: unknown): AsyncIterable<{ kind: 'message'; data: unknown }> {
  yield { kind: 'message', data: body };
}
