// Turns a failed database outcome into the reply each protocol expects. The client sees a short, fixed
// message; the cause (SQLSTATE, server message) goes to the request's log line only.
import { ErrorCode, jsonRpcError, type JsonRpcId } from '../json-rpc.js';
import { describeError } from '../log.js';
import type { TransactionFailure } from '../db/transaction.js';
import type { GatewayRequest, Headers, Reply } from '../types.js';

export interface FailureFacts {
  failure: TransactionFailure;
  retries: number;
  sqlstate: string | undefined;
  error: unknown;
}

interface FailureShape {
  status: number;
  title: string;
  message: string;
  code: string;
  jsonRpcCode: typeof ErrorCode.InternalError | typeof ErrorCode.InvalidRequest | typeof ErrorCode.TransportError;
  withRetryAfter: boolean;
}

function shapeOf(failure: TransactionFailure): FailureShape {
  switch (failure) {
    case 'unavailable':
      return { status: 503, title: 'Service Unavailable', message: 'Database unavailable; retry the request', code: 'pgmi.database_unavailable', jsonRpcCode: ErrorCode.InternalError, withRetryAfter: true };
    case 'retries-exhausted':
      return { status: 409, title: 'Conflict', message: 'Transaction conflict; retry the request', code: 'pgmi.transaction_retryable', jsonRpcCode: ErrorCode.InternalError, withRetryAfter: true };
    case 'timeout':
      return { status: 504, title: 'Gateway Timeout', message: 'The request took longer than the statement timeout', code: 'pgmi.statement_timeout', jsonRpcCode: ErrorCode.InternalError, withRetryAfter: false };
    case 'invalid-input':
      return { status: 400, title: 'Bad Request', message: 'Invalid Request: the database cannot store a value in this request', code: 'pgmi.invalid_input', jsonRpcCode: ErrorCode.InvalidRequest, withRetryAfter: false };
    case 'unauthenticated':
      // Callers answer PA401 with rejectCredential (http/unauthorized.ts: the delayed, uniform 401); this shape
      // is the same body, for paths that cannot wait (an entry of an already running batch).
      return { status: 401, title: 'Unauthorized', message: 'Unauthorized: the credential is not valid', code: 'pgmi.invalid_credential', jsonRpcCode: ErrorCode.TransportError, withRetryAfter: false };
    case 'client-gone':
      // Nobody reads this answer: the client closed its connection and its statement was cancelled. 499 (as
      // proxies log it) keeps such requests apart from server errors in the request log.
      return { status: 499, title: 'Client Closed Request', message: 'The client went away; its statement was cancelled', code: 'pgmi.client_gone', jsonRpcCode: ErrorCode.InternalError, withRetryAfter: false };
    case 'unexpected':
      return { status: 500, title: 'Internal Server Error', message: 'Internal error', code: 'pgmi.internal_error', jsonRpcCode: ErrorCode.InternalError, withRetryAfter: false };
    default: {
      const unreachable: never = failure;
      throw new Error(`unknown failure ${String(unreachable)}`);
    }
  }
}

function record(req: GatewayRequest, facts: FailureFacts): void {
  req.log.retries = facts.retries;
  req.log.error = { failure: facts.failure, sqlstate: facts.sqlstate, ...describeError(facts.error) };
}

function retryHeaders(req: GatewayRequest, shape: FailureShape): Headers {
  return shape.withRetryAfter ? { 'retry-after': String(req.services.config.retryAfterSeconds) } : {};
}

/** The data a client may act on: the stable code, and for conflicts the SQLSTATE and attempt count. */
function errorData(shape: FailureShape, facts: FailureFacts): Record<string, unknown> {
  const data: Record<string, unknown> = { code: shape.code };
  if (facts.failure === 'retries-exhausted') {
    data.sqlstate = facts.sqlstate;
    data.attempts = facts.retries + 1;
  }
  return data;
}

export function jsonRpcFailure(req: GatewayRequest, id: JsonRpcId, facts: FailureFacts, extraHeaders: Headers = {}): Reply {
  record(req, facts);
  const shape = shapeOf(facts.failure);
  return {
    kind: 'json',
    status: shape.status,
    headers: { ...extraHeaders, ...retryHeaders(req, shape) },
    body: jsonRpcError(id, shape.jsonRpcCode, shape.message, errorData(shape, facts)),
  };
}

/** The JSON-RPC error object alone, for a failure inside a batch or an already-open SSE stream. */
export function jsonRpcFailureBody(req: GatewayRequest, id: JsonRpcId, facts: FailureFacts): unknown {
  record(req, facts);
  const shape = shapeOf(facts.failure);
  return jsonRpcError(id, shape.jsonRpcCode, shape.message, errorData(shape, facts));
}

export function problemFailure(req: GatewayRequest, facts: FailureFacts): Reply {
  record(req, facts);
  const shape = shapeOf(facts.failure);
  return problem(shape.status, shape.title, shape.message, { code: shape.code, headers: retryHeaders(req, shape) });
}

/** An RFC 9457 problem document, the error shape of the REST surface. */
export function problem(status: number, title: string, detail: string, options: { code?: string; headers?: Headers } = {}): Reply {
  const body: Record<string, unknown> = { type: 'about:blank', title, status, detail };
  if (options.code) body.code = options.code;
  return {
    kind: 'json',
    status,
    headers: { 'content-type': 'application/problem+json', 'cache-control': 'no-store', ...options.headers },
    body,
  };
}
