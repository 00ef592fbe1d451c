// HTTP-level refusals (403, 404, 405, 406, 413, 415, …) in the body shape of the route they concern:
// a JSON-RPC error for /mcp and /rpc carrying the request's id once the body was parsed (null before that,
// or for a batch), a problem document for everything else.
import { ErrorCode, idOf, jsonRpcError, type ErrorCodeValue } from '../json-rpc.js';
import { protocolHeaders, soleMessage } from '../mcp/exchange.js';
import type { GatewayRequest, Headers, Reply } from '../types.js';
import { problem } from './failures.js';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

export interface TransportErrorOptions {
  headers?: Headers;
  /** JSON-RPC code for /mcp and /rpc bodies; -32000 (the SDK's transport error) by default. */
  code?: ErrorCodeValue;
  data?: unknown;
}

export function transportError(req: GatewayRequest, status: number, message: string, options: TransportErrorOptions = {}): Reply {
  const kind = req.route?.kind;
  if (kind === 'mcp' || kind === 'rpc') {
    return {
      kind: 'json',
      status,
      headers: { ...protocolHeaders(req.mcp), ...options.headers },
      body: jsonRpcError(requestIdOf(req), options.code ?? ErrorCode.TransportError, message, options.data),
    };
  }
  return problem(status, TITLES[status] ?? 'Error', message, { headers: options.headers });
}

/** The id of the request being refused, when its body was parsed and holds a single message with a valid id. */
export function requestIdOf(req: GatewayRequest): string | number | null {
  const message = req.mcp ? soleMessage(req.mcp) : undefined;
  return message ? idOf(message.parsed) : null;
}
