// notifications/cancelled in a POST of a handshake revision (2026-07-28 has none: closing the stream cancels):
// the request it names -- of this session and credential -- stops, here or on the replica that runs it
// (mcp/request-cancellation.ts). The POST goes on (a notification alone is then answered 202).
import { idOf, isJsonObject, isNotification } from '../json-rpc.js';
import { cancellationKey } from '../mcp/request-cancellation.js';
import type { GatewayRequest, Reply } from '../types.js';

export async function cancelRequests(req: GatewayRequest): Promise<Reply | undefined> {
  const exchange = req.mcp;
  if (!exchange || exchange.era !== 'handshake') return undefined;
  for (const message of exchange.messages) {
    if (!isNotification(message.parsed) || message.parsed.method !== 'notifications/cancelled') continue;
    const params = message.parsed.params;
    const key = cancellationKey(exchange.sessionId, req.headers.authorization, idOf(isJsonObject(params) ? { id: params.requestId } : undefined));
    if (key !== undefined) await req.services.cancellation.cancel(key);
  }
  return undefined;
}
