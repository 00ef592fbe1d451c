// Hands the message to SQL and shapes the HTTP answer: 202 only for a true notification, 404 for a modern
// -32601, a new session on a legacy initialize, and an SSE stream when the handler emits notifications and
// the client takes text/event-stream (the stream starts with the first notification, so the client sees
// progress while the handler runs, and ends with the result).
import { ErrorCode, envelopeErrorCode, idOf, isJsonObject, jsonRpcError, type JsonObject } from '../json-rpc.js';
import { jsonRpcFailure } from '../http/failures.js';
import { INSUFFICIENT_SCOPE, insufficientScope, missingScope, rejectCredential } from '../http/unauthorized.js';
import { DEFAULT_POLICY } from '../db/policy.js';
import { sqlstateOf } from '../db/errors.js';
import type { TransactionOutcome } from '../db/transaction.js';
import { contextFacts } from '../mcp/dispatch.js';
import { answersAtOnce, dispatchCall } from '../mcp/task-result.js';
import { isListen, openListenStream } from '../mcp/listen.js';
import { trackRequest } from '../mcp/request-cancellation.js';
import { callerDigest, type ClientOwner } from '../mcp/client-requests.js';
import { protocolHeaders, soleMessage, type McpExchange, type McpMessage } from '../mcp/exchange.js';
import { isLegacyVersion, usesSessions } from '../mcp/protocol.js';
import { RawJson } from '../respond.js';
import type { GatewayRequest, Reply } from '../types.js';
import { dispatchBatch } from './dispatch-mcp-batch.js';
import { dbFailure, failedCall } from './check-session.js';
import { ASSERTION_PREFIX } from '../oauth/assertion.js';

const MODERN_400 = new Set<number>([ErrorCode.MissingClientCapability, ErrorCode.HeaderMismatch]);

export async function dispatchMcp(req: GatewayRequest): Promise<Reply | undefined> {
  const exchange = req.mcp;
  if (!exchange) return undefined;
  if (exchange.isBatch) return dispatchBatch(req, exchange);
  const message = soleMessage(exchange);
  if (!message) return undefined;
  const policy = req.policy ?? DEFAULT_POLICY;

  // Aborted when the client goes away or sends notifications/cancelled for it: its statement is cancelled.
  const tracked = trackRequest(req, exchange, message);
  const context = { ...contextFacts(req, exchange), searchVector: await req.services.queryVectors.vectorFor(await req.services.queryVectors.mcpQuery(message.parsed)) };
  const interactive = { policy, context, owner: ownerOf(req, exchange), signal: tracked.signal, requestId: req.id };
  if (!exchange.acceptsEventStream) {
    try {
      const outcome = await dispatchCall(req.services, exchange, message, interactive);
      return tracked.isCancelled() && !outcome.ok ? cancelled(req, exchange) : answer(req, exchange, message, outcome);
    } finally {
      tracked.done();
    }
  }

  const resumable = isResumable(exchange, message);
  if (resumable && req.credential?.startsWith(ASSERTION_PREFIX)) {
    // The stream (and its 200) would start before SQL finds the handler: a token that lacks its scope is told now,
    // with the 403 on the POST itself (api.mcp_missing_scope; the dispatcher still enforces).
    const refused = await checkScopeFirst(req, message);
    if (refused) return refused;
  }
  const store = req.services.events;
  const streamId = resumable ? store.open(exchange.sessionId!, 'post') : undefined;
  const queue = req.services.hub.responseStream(); // with keep-alive comments while it is held
  // Resumable (2025-11-25 sessions): the stream opens at once with a priming event, every event gets an id and is
  // kept (mcp/event-store.ts), so the client can come back with GET + Last-Event-ID — also when the handler ends
  // the stream early with api.mcp_close_stream().
  const emit = (data: unknown): void => {
    queue.push(streamId === undefined ? { kind: 'message', data } : store.record(streamId, { kind: 'message', data }));
  };
  let notificationCount = 0;
  let announceFirst: () => void = () => undefined;
  const firstNotification = new Promise<'notification'>((resolve) => {
    announceFirst = () => resolve('notification');
  });
  // Notifications, and server→client requests when a legacy handler needs input, open the stream.
  const running = dispatchCall(req.services, exchange, message, {
    ...interactive,
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
      if (tracked.isCancelled() && !outcome.ok) return cancelled(req, exchange);
      const reply = await answer(req, exchange, message, outcome);
      // A client that takes only event streams gets even a plain result as one event.
      return exchange.acceptsJson || reply.kind !== 'json' ? reply : { kind: 'sse', status: reply.status, headers: reply.headers, events: single(reply.body) };
    }
  } else {
    queue.push(store.priming(streamId, req.services.config.sseRetryMs));
  }
  // Stream the notifications, then the result as the last event (none for a request the client cancelled).
  void running
    .then((outcome) => (tracked.isCancelled() && !outcome.ok ? cancelled(req, exchange) : answer(req, exchange, message, outcome)))
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

/** 403 insufficient_scope (or 401) before a resumable stream opens; undefined when the call may go ahead. */
async function checkScopeFirst(req: GatewayRequest, message: McpMessage): Promise<Reply | undefined> {
  try {
    const { rows } = await req.services.db.primary.query<{ scope: string | null }>('SELECT api.mcp_missing_scope($1::jsonb, $2) AS scope', [message.sqlText, req.credential]);
    const scope = rows[0]?.scope;
    return scope ? insufficientScope(req, scope, idOf(message.parsed)) : undefined;
  } catch (error) {
    return failedCall(req, error);
  }
}

/** Legacy sessions of 2025-11-25 on get resumable event streams (priming event, ids, Last-Event-ID), except for the
 * task methods answered at once (mcp/task-result.ts answersAtOnce), which get plain JSON. */
function isResumable(exchange: McpExchange, message: McpMessage): boolean {
  return exchange.era === 'legacy' && exchange.sessionId !== undefined && exchange.protocolVersion >= '2025-11-25' && !answersAtOnce(message);
}

async function* single(body: unknown): AsyncIterable<{ kind: 'message'; data: unknown }> {
  yield { kind: 'message', data: body };
}

/** A request its client cancelled gets no response (its statement was cancelled and rolled back). */
function cancelled(req: GatewayRequest, exchange: McpExchange): Reply {
  req.log.error = { failure: 'cancelled by the client' };
  return { kind: 'empty', status: 202, headers: protocolHeaders(exchange) };
}

/** The reply for one finished dispatch. */
async function answer(req: GatewayRequest, exchange: McpExchange, message: McpMessage, outcome: TransactionOutcome<string | null>): Promise<Reply> {
  const id = idOf(message.parsed);
  if (!outcome.ok && outcome.failure === 'unauthenticated') return rejectCredential(req);
  if (!outcome.ok && outcome.sqlstate === INSUFFICIENT_SCOPE) return insufficientScope(req, missingScope(outcome.error), id);
  if (!outcome.ok) return jsonRpcFailure(req, id, outcome, protocolHeaders(exchange));
  req.log.retries = outcome.retries;
  const text = outcome.value;
  if (text === null) {
    if (!('id' in message.parsed)) return { kind: 'empty', status: 202, headers: protocolHeaders(exchange) };
    // A request with an id must get an answer: a handler that returned nothing is a server error.
    req.log.error = { failure: 'null envelope', detail: 'api.mcp_handle_request returned NULL for a request with an id' };
    return { kind: 'json', status: 200, headers: protocolHeaders(exchange), body: jsonRpcError(id, ErrorCode.InternalError, 'Internal error: the handler returned no response') };
  }
  const envelope: unknown = JSON.parse(text);
  if (isListen(exchange, message) && isJsonObject(envelope)) {
    const stream = await openListenStream(req, exchange, message, envelope);
    if (stream) return stream;
  }
  if (message.parsed.method === 'initialize' && exchange.era === 'legacy') {
    const failed = await startSession(req, exchange, message.parsed, envelope);
    if (failed) return failed;
  }
  const code = envelopeErrorCode(envelope);
  if (code === ErrorCode.TaskLimit) return taskLimitReply(req, exchange, envelope, text);
  // 2026-07-28 pairs -32601 with 404 so a client can tell a modern server from a missing endpoint.
  // -32021 (a capability the client did not declare) and -32020 (an Mcp-Param header SQL found wrong) get 400,
  // like the refusals the gateway makes itself.
  const status = exchange.era !== 'modern' ? 200 : code === ErrorCode.MethodNotFound ? 404 : MODERN_400.has(code ?? 0) ? 400 : 200;
  return { kind: 'json', status, headers: protocolHeaders(exchange), body: new RawJson(text) };
}

/** A cap on unfinished tasks: the caller's is 429, the server's 503, both with Retry-After (SQL says how long). */
function taskLimitReply(req: GatewayRequest, exchange: McpExchange, envelope: unknown, text: string): Reply {
  const data = isJsonObject(envelope) && isJsonObject(envelope.error) && isJsonObject(envelope.error.data) ? envelope.error.data : {};
  const seconds = typeof data.retryAfterSeconds === 'number' ? data.retryAfterSeconds : req.services.config.retryAfterSeconds;
  req.log.error = { failure: 'task limit', limit: data.limit };
  return {
    kind: 'json',
    status: data.limit === 'total' ? 503 : 429,
    headers: { ...protocolHeaders(exchange), 'retry-after': String(seconds) },
    body: new RawJson(text),
  };
}

/** After a successful legacy initialize: echo the negotiated version and, where the revision has them, mint a session. */
async function startSession(req: GatewayRequest, exchange: McpExchange, request: JsonObject, envelope: unknown): Promise<Reply | undefined> {
  if (!isJsonObject(envelope) || !isJsonObject(envelope.result)) return undefined;
  const version = envelope.result.protocolVersion;
  if (typeof version !== 'string' || !isLegacyVersion(version)) return undefined;
  exchange.protocolVersion = version;
  exchange.isVersionKnown = true;
  if (!usesSessions(version)) return undefined;
  const params = isJsonObject(request.params) ? request.params : {};
  try {
    exchange.sessionId = await req.services.sessions.open(version, params.clientInfo ?? null, req.credential);
    // What the client can answer (elicitation, sampling, roots), for handlers that need input.
    await req.services.db.primary.query('SELECT api.mcp_session_set_client($1, $2::jsonb, $3)', [exchange.sessionId, JSON.stringify(params.capabilities ?? {}), req.credential ?? null]);
  } catch (error) {
    const facts = { failure: dbFailure(error), retries: 0, sqlstate: sqlstateOf(error), error };
    if (facts.failure === 'unauthenticated') return rejectCredential(req);
    return jsonRpcFailure(req, idOf(request), facts, protocolHeaders(exchange));
  }
  return undefined;
}

/** The session and credential a server→client request belongs to (its answer must come from the same). */
export function ownerOf(req: GatewayRequest, exchange: McpExchange): ClientOwner {
  return { sessionId: exchange.sessionId, caller: callerDigest(req.headers.authorization) };
}
