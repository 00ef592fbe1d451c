// Content negotiation for /mcp: POST needs a client that takes JSON or an event stream (406 otherwise);
// GET opens an event stream, so it needs a client that takes one.
import { parseAccept } from '../http/accept.js';
import { transportError } from '../http/transport-error.js';
import type { GatewayRequest, Reply } from '../types.js';

export async function checkAccept(req: GatewayRequest): Promise<Reply | undefined> {
  const exchange = req.mcp;
  if (!exchange) return undefined;
  const accepted = parseAccept(req.headers.accept);
  exchange.acceptsJson = accepted.json;
  exchange.acceptsEventStream = accepted.eventStream;
  if (req.method === 'GET') {
    if (accepted.eventStream || accepted.anything) return undefined;
    return transportError(req, 406, 'Not Acceptable: the client must accept text/event-stream');
  }
  if (accepted.json || accepted.eventStream) return undefined;
  return transportError(req, 406, 'Not Acceptable: the client must accept application/json or text/event-stream');
}
