// A POST that carries only notifications (or responses to server requests, which this gateway never makes)
// is accepted with 202 and no body; nothing in SQL needs to run for them.
import { isNotification, isResponse } from '../json-rpc.js';
import { protocolHeaders } from '../mcp/exchange.js';
import type { GatewayRequest, Reply } from '../types.js';

export async function acknowledgeNotifications(req: GatewayRequest): Promise<Reply | undefined> {
  const exchange = req.mcp;
  if (!exchange || exchange.rejected.length > 0) return undefined;
  const needsAnswer = exchange.messages.some((m) => !isNotification(m.parsed) && !isResponse(m.parsed));
  if (needsAnswer) return undefined;
  return { kind: 'empty', status: 202, headers: protocolHeaders(exchange) };
}
