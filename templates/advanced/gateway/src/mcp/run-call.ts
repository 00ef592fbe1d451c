// Runs one prepared MCP call and answers it, as JSON or as an event stream. A stream opens with the first
// notification the handler raises, so the client sees progress while the handler runs, and ends with the result;
// a call that raised none is answered as JSON (one event for a client that takes only event streams).
// Resumable streams (handshake sessions of 2025-11-25) get a priming event, and every event an id that is kept
// (mcp/event-store.ts), so the client can come back with GET + Last-Event-ID -- when the handler raises a
// notification, ends the stream early with api.mcp_close_stream(), or is still running after
// RESUMABLE_STREAM_AFTER_MS. A quicker call is answered as JSON: one statement, one write, and an OAuth token that
// lacks the handler's scope gets the dispatcher's own 403.
import { ErrorCode, idOf, jsonRpcError } from '../json-rpc.js';
import type { TransactionOutcome } from '../db/transaction.js';
import { ASSERTION_PREFIX } from '../oauth/assertion.js';
import type { Services } from '../services.js';
import type { GatewayRequest, Reply } from '../types.js';
import { callReply } from './call-reply.js';
import { checkScopeFirst } from './check-scope-first.js';
import { protocolHeaders, type McpExchange, type McpMessage } from './exchange.js';
import type { EventQueue } from './notification-hub.js';
import type { PreparedCall } from './prepare-call.js';
import { dispatchInteractive, type InteractiveOptions } from './interactive.js';
import { awaitTaskResult } from './task-result.js';

/** How long a call on a resumable stream may run before its stream opens anyway, so that a slow call that raises
 * no notification can still be resumed after the connection drops. */
export const RESUMABLE_STREAM_AFTER_MS = 1000;

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
  let queue: EventQueue | undefined; // once the stream opens, with keep-alive comments while it is held
  let streamId: string | undefined; // the kept stream, once a resumable one opens
  let closeRequested = false;
  const held: unknown[] = []; // raised before the stream opened
  const push = (data: unknown): void => {
    queue?.push(streamId === undefined ? { kind: 'message', data } : store.record(streamId, { kind: 'message', data }));
  };
  let wake: () => void = () => undefined;
  const firstEvent = new Promise<'event'>((resolve) => {
    wake = () => resolve('event');
  });
  // Notifications, and server→client requests when a handshake handler needs input, open the stream.
  const running = runThroughSql(req.services, exchange, message, {
    ...call.options,
    emit: (notification) => {
      if (queue) push(notification);
      else held.push(notification);
      wake();
    },
    onCloseStream: () => {
      queue?.close();
      closeRequested = true;
      if (call.isResumable) wake();
    },
  });
  const patience = call.isResumable ? waitFor(RESUMABLE_STREAM_AFTER_MS) : undefined;
  const first = await Promise.race([running.then(() => 'done' as const), firstEvent, ...(patience ? [patience.elapsed] : [])]);
  patience?.cancel();
  if (first === 'done' && held.length === 0) {
    const outcome = await running;
    tracked.done();
    const reply = await callReply(req, call, outcome);
    // A client that takes only event streams gets even a plain result as one event.
    return exchange.acceptsJson || reply.kind !== 'json' ? reply : { kind: 'sse', status: reply.status, headers: reply.headers, events: single(reply.body) };
  }
  if (first === 'elapsed' && req.credential?.startsWith(ASSERTION_PREFIX)) {
    // Nothing the handler raised says that the dispatcher let the token in: ask before the 200 goes out.
    const refused = await checkScopeFirst(req, message);
    if (refused) {
      void running.catch(() => undefined).finally(() => tracked.done()); // the dispatcher refuses it too
      return refused;
    }
  }
  const stream = req.services.hub.responseStream();
  queue = stream;
  if (call.isResumable) {
    streamId = store.open(exchange.sessionId!, 'post');
    stream.push(store.priming(streamId, req.services.config.sseRetryMs));
  }
  for (const data of held.splice(0)) push(data);
  if (closeRequested) stream.close();
  // Stream the notifications, then the result as the last event (none for a request the client cancelled).
  void running
    .then((outcome) => callReply(req, call, outcome))
    .then((reply) => {
      if (reply.kind === 'json') push(reply.body);
    })
    .catch((error: unknown) => {
      if (tracked.isCancelled()) return;
      req.log.error = { failure: 'unexpected', message: String(error) };
      push(jsonRpcError(idOf(message.parsed), ErrorCode.InternalError, 'Internal error'));
    })
    .finally(() => {
      tracked.done();
      if (streamId !== undefined) store.end(streamId);
      stream.close();
    });
  return { kind: 'sse', status: 200, headers: protocolHeaders(exchange), events: stream, onClose: () => stream.close() };
}

/** A timer that can be cancelled (and never keeps the process alive). */
function waitFor(ms: number): { elapsed: Promise<'elapsed'>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const elapsed = new Promise<'elapsed'>((resolve) => {
    timer = setTimeout(() => resolve('elapsed'), ms);
    timer.unref();
  });
  return { elapsed, cancel: () => clearTimeout(timer) };
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
