// Everything one MCP call needs before it goes to SQL: the policy resolved earlier, a cancellation handle (the
// client going away or sending notifications/cancelled aborts it, and its statement is cancelled), the facts SQL
// learns besides the body (with the tool-search query's vector), who must answer server→client requests, and
// whether an event stream for it would be resumable.
import { DEFAULT_POLICY } from '../db/policy.js';
import type { GatewayRequest } from '../types.js';
import { clientOwner } from './client-requests.js';
import type { McpContextFacts } from './dispatch.js';
import type { McpExchange, McpMessage } from './exchange.js';
import type { InteractiveOptions } from './interactive.js';
import { paramHeaders } from './protocol.js';
import type { TrackedRequest } from './request-cancellation.js';
import { answersAtOnce } from './task-result.js';

export interface PreparedCall {
  exchange: McpExchange;
  message: McpMessage;
  tracked: TrackedRequest;
  /** What the dispatch runs with; the stream path adds its emitters. */
  options: InteractiveOptions;
  /** An event stream for this call keeps its events for GET + Last-Event-ID (mcp/event-store.ts). */
  isResumable: boolean;
}

export async function prepareCall(req: GatewayRequest, exchange: McpExchange, message: McpMessage): Promise<PreparedCall> {
  const policy = req.policy ?? DEFAULT_POLICY;
  const tracked = req.services.cancellation.trackMessage(exchange, message, req.headers.authorization, req.signal);
  const { queryVectors } = req.services;
  const searchVector = await queryVectors.vectorFor(await queryVectors.mcpQuery(message.parsed));
  const context = { ...contextFacts(req, exchange), searchVector };
  const owner = clientOwner(exchange.sessionId, req.headers.authorization);
  const options = { policy, context, owner, signal: tracked.signal, requestId: req.id };
  return { exchange, message, tracked, options, isResumable: isResumable(exchange, message) };
}

/** What SQL learns about the request besides its body (mcp/dispatch.ts says why there is no identity in it). */
export function contextFacts(req: GatewayRequest, exchange: McpExchange): McpContextFacts {
  return {
    credential: req.credential,
    era: exchange.era,
    protocolVersion: exchange.protocolVersion,
    sessionId: exchange.sessionId,
    paramHeaders: exchange.era === 'stateless' ? paramHeaders(req.headers) : undefined,
  };
}

/** Handshake sessions of 2025-11-25 get resumable event streams (priming event, ids, Last-Event-ID), except for the
 * task methods answered at once (mcp/task-result.ts answersAtOnce), which get plain JSON. */
function isResumable(exchange: McpExchange, message: McpMessage): boolean {
  return exchange.era === 'handshake' && exchange.sessionId !== undefined && exchange.protocolVersion >= '2025-11-25' && !answersAtOnce(message);
}
