// What the MCP steps learn about one POST/GET/DELETE /mcp, filled in pipeline order.
import type { JsonObject } from '../json-rpc.js';
import { ASSUMED_HANDSHAKE_VERSION, type Era } from './protocol.js';

export interface McpMessage {
  parsed: JsonObject;
  /** The JSON text sent to SQL. For a single message it is the body as received, so ids and numbers keep
   *  their exact spelling (jsonb keeps what JavaScript numbers would round). */
  sqlText: string;
}

export interface McpExchange {
  era: Era;
  /** Negotiated (from a session or an initialize result) or assumed; echoed in MCP-Protocol-Version. */
  protocolVersion: string;
  /** Whether the version came from the client or a session (false: the assumed default). */
  isVersionKnown: boolean;
  sessionId?: string;
  isBatch: boolean;
  /** Entries that are JSON objects. Invalid batch entries are answered directly and kept in `rejected`. */
  messages: McpMessage[];
  rejected: unknown[];
  acceptsJson: boolean;
  acceptsEventStream: boolean;
}

export function newExchange(): McpExchange {
  return {
    era: 'handshake',
    protocolVersion: ASSUMED_HANDSHAKE_VERSION,
    isVersionKnown: false,
    isBatch: false,
    messages: [],
    rejected: [],
    acceptsJson: true,
    acceptsEventStream: false,
  };
}

/** The single message of a non-batch request. */
export function soleMessage(exchange: McpExchange): McpMessage | undefined {
  return exchange.isBatch ? undefined : exchange.messages[0];
}

/** The header that tells the client which revision this response follows. Stateless requests never get a session. */
export function protocolHeaders(exchange: McpExchange | undefined): Record<string, string> {
  if (!exchange) return {};
  const headers: Record<string, string> = { 'mcp-protocol-version': exchange.protocolVersion };
  if (exchange.sessionId !== undefined && exchange.era === 'handshake') headers['mcp-session-id'] = exchange.sessionId;
  return headers;
}
