// subscriptions/listen (2026-07-28): SQL validated the filter and answered the agreed one (lib/api/36-mcp-listen.sql);
// this module holds the stream. It opens with notifications/subscriptions/acknowledged, then carries every
// matching list_changed / resources/updated the process hears on LISTEN, each tagged with the subscription id
// (the listen request's id). On shutdown the request gets its result and the stream closes; a client ends it by
// closing the connection. Listen streams count against the same caps as GET streams (mcp/stream-caps.ts).
import { ErrorCode, idOf, isJsonObject, type JsonObject } from '../json-rpc.js';
import { transportError } from '../http/transport-error.js';
import type { GatewayRequest, Reply } from '../types.js';
import { protocolHeaders, type McpExchange, type McpMessage } from './exchange.js';
import { streamLimitReply, streamPrincipal } from './stream-caps.js';
import { failedCall } from '../http/failed-call.js';

export function isListen(exchange: McpExchange, message: McpMessage): boolean {
  return exchange.era === 'stateless' && message.parsed.method === 'subscriptions/listen';
}

/** The stream for a listen request SQL accepted (`envelope.result.notifications` is the agreed filter). */
export async function openListenStream(req: GatewayRequest, exchange: McpExchange, message: McpMessage, envelope: JsonObject): Promise<Reply | undefined> {
  const result = isJsonObject(envelope.result) ? envelope.result : undefined;
  const id = idOf(message.parsed);
  if (!result || !isJsonObject(result.notifications) || id === null) return undefined; // an error: answered as JSON
  if (!exchange.acceptsEventStream) {
    return transportError(req, 400, 'Bad Request: subscriptions/listen needs Accept: text/event-stream', { code: ErrorCode.InvalidRequest });
  }
  const holder = await streamPrincipal(req);
  if (!holder.ok) return failedCall(req, holder.error);
  const principal = holder.principal;
  const agreed = result.notifications;
  const meta = { ...(isJsonObject(result._meta) ? result._meta : {}), 'io.modelcontextprotocol/subscriptionId': id };
  const { notifications: _agreed, ...rest } = result;
  const opening = req.services.hub.listen({
    subscriptionId: id,
    toolsListChanged: agreed.toolsListChanged === true,
    promptsListChanged: agreed.promptsListChanged === true,
    resourcesListChanged: agreed.resourcesListChanged === true,
    resourceSubscriptions: new Set(Array.isArray(agreed.resourceSubscriptions) ? agreed.resourceSubscriptions.filter((u): u is string => typeof u === 'string') : []),
    finalResponse: { jsonrpc: '2.0', id, result: { ...rest, _meta: meta } },
  }, { principal });
  if (!opening.ok) return streamLimitReply(req, opening.limit);
  const stream = opening.stream;
  req.signal.addEventListener('abort', () => stream.close(), { once: true });
  stream.push({
    kind: 'message',
    data: { jsonrpc: '2.0', method: 'notifications/subscriptions/acknowledged', params: { notifications: agreed, _meta: { 'io.modelcontextprotocol/subscriptionId': id } } },
  });
  return { kind: 'sse', status: 200, headers: protocolHeaders(exchange), events: stream, onClose: () => stream.close() };
}

