// A client's answers to server→client requests (elicitation/create, sampling/createMessage, roots/list made for a
// handshake handler that needs input): handed to the request that waits for them, on this replica or, through SQL
// and LISTEN, on another one (mcp/client-requests.ts). 202 when the POST held nothing else; the answer is bound to
// the session and credential that were asked, so a stray or forged response is ignored.
import { isNotification, isResponse } from '../json-rpc.js';
import { jsonRpcFailure } from '../http/failures.js';
import { autocommitFailure } from '../db/errors.js';
import { protocolHeaders } from '../mcp/exchange.js';
import type { GatewayRequest, Reply } from '../types.js';
import { clientOwner } from '../mcp/client-requests.js';

export async function receiveClientResponses(req: GatewayRequest): Promise<Reply | undefined> {
  const exchange = req.mcp;
  if (!exchange) return undefined;
  const responses = exchange.messages.filter((m) => isResponse(m.parsed));
  if (responses.length === 0) return undefined;
  const owner = clientOwner(exchange.sessionId, req.headers.authorization);
  try {
    for (const response of responses) await req.services.clientRequests.receive(owner, response.parsed);
  } catch (error) {
    return jsonRpcFailure(req, null, autocommitFailure(error), protocolHeaders(exchange));
  }
  const needsAnswer = exchange.rejected.length > 0 || exchange.messages.some((m) => !isNotification(m.parsed) && !isResponse(m.parsed));
  return needsAnswer ? undefined : { kind: 'empty', status: 202, headers: protocolHeaders(exchange) };
}
