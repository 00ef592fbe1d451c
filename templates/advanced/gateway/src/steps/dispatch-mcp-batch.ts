// JSON-RPC batches (2025-03-26 only): every entry runs in its own transaction with its own policy, one
// after the other; the answers travel back as one JSON array (202 when every entry was a notification).
import { ErrorCode, idOf, isNotification, isResponse, jsonRpcError } from '../json-rpc.js';
import { jsonRpcFailureBody } from '../http/failures.js';
import { INSUFFICIENT_SCOPE, missingScope, rejectCredential } from '../http/unauthorized.js';
import { DEFAULT_POLICY } from '../db/policy.js';
import { autocommitFailure } from '../db/errors.js';
import { dispatchMessage } from '../mcp/dispatch.js';
import { contextFacts } from '../mcp/prepare-call.js';
import { protocolHeaders, type McpExchange, type McpMessage } from '../mcp/exchange.js';
import { resolveMcpPolicy } from '../mcp/policy.js';
import { requestedIsolation } from '../db/requested-isolation.js';
import { RawJson } from '../respond.js';
import type { GatewayRequest, Reply } from '../types.js';

export async function dispatchBatch(req: GatewayRequest, exchange: McpExchange): Promise<Reply> {
  const answers: string[] = exchange.rejected.map(() =>
    JSON.stringify(jsonRpcError(null, ErrorCode.InvalidRequest, 'Invalid Request: expected a JSON-RPC 2.0 object')),
  );
  for (const message of exchange.messages) {
    if (isNotification(message.parsed) || isResponse(message.parsed)) continue;
    const text = await dispatchEntry(req, exchange, message);
    // A refused credential is refused for the whole batch (SQL checks it first, so the first entry tells).
    if (text === CREDENTIAL_REFUSED) return rejectCredential(req);
    if (text !== undefined) answers.push(text);
  }
  if (answers.length === 0) return { kind: 'empty', status: 202, headers: protocolHeaders(exchange) };
  return { kind: 'json', status: 200, headers: protocolHeaders(exchange), body: new RawJson(`[${answers.join(',')}]`) };
}

const CREDENTIAL_REFUSED = Symbol('credential refused');

/** Shared with the batch path: resolve, dispatch, and render one entry as JSON text (or nothing). */
export async function dispatchEntry(
  req: GatewayRequest,
  exchange: McpExchange,
  message: McpMessage,
): Promise<string | undefined | typeof CREDENTIAL_REFUSED> {
  const id = idOf(message.parsed);
  const requested = requestedIsolation(req.headers);
  let policy = DEFAULT_POLICY;
  try {
    policy = await resolveMcpPolicy(req.services, message, requested.ok ? requested.level : null);
  } catch (error) {
    return JSON.stringify(jsonRpcFailureBody(req, id, autocommitFailure(error)));
  }
  const tracked = req.services.cancellation.trackMessage(exchange, message, req.headers.authorization, req.signal);
  const outcome = await dispatchMessage(req.services, message, { policy, context: contextFacts(req, exchange), requestId: req.id, signal: tracked.signal }).finally(() =>
    tracked.done(),
  );
  if (tracked.isCancelled() && !outcome.ok) return undefined; // cancelled by its client: no answer
  if (!outcome.ok && outcome.failure === 'unauthenticated') return CREDENTIAL_REFUSED;
  // One entry that lacks a scope does not sink the batch: its own error, naming the scope (the HTTP status is
  // the batch's, 200).
  if (!outcome.ok && outcome.sqlstate === INSUFFICIENT_SCOPE) {
    const scope = missingScope(outcome.error);
    req.log.error = { auth: 'insufficient scope', scope };
    return JSON.stringify(jsonRpcError(id, ErrorCode.TransportError, `Forbidden: the credential lacks the scope ${scope}`, { code: 'pgmi.insufficient_scope', scope }));
  }
  if (!outcome.ok) return JSON.stringify(jsonRpcFailureBody(req, id, outcome));
  req.log.retries = (req.log.retries ?? 0) + outcome.retries;
  if (outcome.value !== null) return outcome.value;
  if (!('id' in message.parsed)) return undefined;
  return JSON.stringify(jsonRpcError(id, ErrorCode.InternalError, 'Internal error: the handler returned no response'));
}
