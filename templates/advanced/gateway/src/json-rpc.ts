// JSON-RPC 2.0 shapes and the one builder of every error body this gateway writes itself.

export type JsonRpcId = string | number | null;

/** The error codes this gateway produces (SQL produces its own, e.g. -32002, -32001). */
export const ErrorCode = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
  /** Handshake-revision transport errors (bad session, bad header), as the MCP SDK reports them. */
  TransportError: -32000,
  SessionNotFound: -32001,
  /** SQL's: a cap on unfinished tasks is reached (lib/api/29-mcp-tasks.sql); sent with 429 or 503 + Retry-After. */
  TaskLimit: -32010,
  HeaderMismatch: -32020,
  MissingClientCapability: -32021,
  UnsupportedProtocolVersion: -32022,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface JsonRpcErrorBody {
  jsonrpc: '2.0';
  id: JsonRpcId;
  error: { code: number; message: string; data?: unknown };
}

export function jsonRpcError(id: JsonRpcId, code: ErrorCodeValue, message: string, data?: unknown): JsonRpcErrorBody {
  const error: JsonRpcErrorBody['error'] = { code, message };
  if (data !== undefined) error.data = data;
  return { jsonrpc: '2.0', id, error };
}

/** A JSON object (not an array, not null). */
export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The id to echo in an error about this message: a valid id as sent, otherwise null. */
export function idOf(message: unknown): JsonRpcId {
  if (!isJsonObject(message)) return null;
  const id = message.id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/** A notification has a method and no `id` member at all (`"id": null` is a request with a bad id). */
export function isNotification(message: JsonObject): boolean {
  return !('id' in message) && typeof message.method === 'string';
}

/** A client's answer to a server→client request (mcp/client-requests.ts routes it to the request that waits). */
export function isResponse(message: JsonObject): boolean {
  return !('method' in message) && ('result' in message || 'error' in message);
}

/** The error code of an envelope SQL returned, if it is an error. */
export function envelopeErrorCode(envelope: unknown): number | undefined {
  if (!isJsonObject(envelope) || !isJsonObject(envelope.error)) return undefined;
  const code = envelope.error.code;
  return typeof code === 'number' ? code : undefined;
}
