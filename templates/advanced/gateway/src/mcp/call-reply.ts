// The HTTP reply for one finished MCP call: 202 only for a true notification (or a call its client cancelled),
// the one 401 or a 403 naming the scope, the failure by its kind, a listen stream, a new session after a
// handshake initialize, 429/503 for a task cap, 404 for a stateless -32601, and otherwise the envelope as
// PostgreSQL printed it.
import { ErrorCode, envelopeErrorCode, idOf, isJsonObject, jsonRpcError } from '../json-rpc.js';
import type { TransactionOutcome } from '../db/transaction.js';
import { jsonRpcFailure } from '../http/failures.js';
import { INSUFFICIENT_SCOPE, insufficientScope, missingScope, rejectCredential } from '../http/unauthorized.js';
import { RawJson } from '../respond.js';
import type { GatewayRequest, Reply } from '../types.js';
import { protocolHeaders, type McpExchange, type McpMessage } from './exchange.js';
import { isListen, openListenStream } from './listen.js';
import { openSession } from './open-session.js';
import type { PreparedCall } from './prepare-call.js';

/** Errors a stateless request gets with 400, like the refusals the gateway makes itself. */
const STATELESS_400 = new Set<number>([ErrorCode.MissingClientCapability, ErrorCode.HeaderMismatch]);

export async function callReply(req: GatewayRequest, call: PreparedCall, outcome: TransactionOutcome<string | null>): Promise<Reply> {
  const { exchange, message } = call;
  if (call.tracked.isCancelled() && !outcome.ok) return cancelledReply(req, exchange);
  const id = idOf(message.parsed);
  const headers = protocolHeaders(exchange);
  if (!outcome.ok && outcome.failure === 'unauthenticated') return rejectCredential(req);
  if (!outcome.ok && outcome.sqlstate === INSUFFICIENT_SCOPE) return insufficientScope(req, missingScope(outcome.error), id);
  if (!outcome.ok) return jsonRpcFailure(req, id, outcome, headers);
  req.log.retries = outcome.retries;
  const text = outcome.value;
  if (text === null) {
    if (!('id' in message.parsed)) return { kind: 'empty', status: 202, headers };
    // A request with an id must get an answer: a handler that returned nothing is a server error.
    req.log.error = { failure: 'null envelope', detail: 'api.mcp_handle_request returned NULL for a request with an id' };
    return { kind: 'json', status: 200, headers, body: jsonRpcError(id, ErrorCode.InternalError, 'Internal error: the handler returned no response') };
  }
  // The envelope is parsed only when something below reads it: a listen request, a handshake initialize, or an
  // error (an envelope whose text has no "error" has no error member -- PostgreSQL and JSON.stringify both print
  // that name as it is). The usual result goes out as text, as PostgreSQL printed it; a large tool result cost a
  // full JSON.parse per call.
  const needsEnvelope = isListen(exchange, message) || isHandshakeInitialize(exchange, message) || text.includes('"error"');
  const envelope: unknown = needsEnvelope ? JSON.parse(text) : undefined;
  if (isListen(exchange, message) && isJsonObject(envelope)) {
    const stream = await openListenStream(req, exchange, message, envelope);
    if (stream) return stream;
  }
  if (isHandshakeInitialize(exchange, message)) {
    const failed = await openSession(req, exchange, message.parsed, envelope);
    if (failed) return failed;
  }
  const code = envelope === undefined ? undefined : envelopeErrorCode(envelope);
  if (code === ErrorCode.TaskLimit) return taskLimitReply(req, exchange, envelope, text);
  // 2026-07-28 pairs -32601 with 404 so a client can tell a stateless server from a missing endpoint.
  // -32021 (a capability the client did not declare) and -32020 (an Mcp-Param header SQL found wrong) get 400.
  const status = exchange.era !== 'stateless' ? 200 : code === ErrorCode.MethodNotFound ? 404 : STATELESS_400.has(code ?? 0) ? 400 : 200;
  // A new session's id is in the headers from here on.
  return { kind: 'json', status, headers: protocolHeaders(exchange), body: new RawJson(text) };
}

function isHandshakeInitialize(exchange: McpExchange, message: McpMessage): boolean {
  return message.parsed.method === 'initialize' && exchange.era === 'handshake';
}

/** A request its client cancelled gets no response (its statement was cancelled and rolled back). */
function cancelledReply(req: GatewayRequest, exchange: McpExchange): Reply {
  req.log.error = { failure: 'cancelled by the client' };
  return { kind: 'empty', status: 202, headers: protocolHeaders(exchange) };
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
