// A POST that carries only notifications is accepted with 202 and no body; nothing in SQL needs to run for
// them. Responses to server→client requests go on to authentication and receive-client-responses.ts.
import { isNotification } from '../json-rpc.js';
import { protocolHeaders } from '../mcp/exchange.js';
import type { GatewayRequest, Reply } from '../types.js';

export async function acknowledgeNotifications(req: GatewayRequest): Promise<Reply | undefined> {
  const exchange = req.mcp;
  if (!exchange || exchange.rejected.length > 0) return undefined;
  if (!exchange.messages.every((m) => isNotification(m.parsed))) return undefined;
  return { kind: 'empty', status: 202, headers: protocolHeaders(exchange) };
}
