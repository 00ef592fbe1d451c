// After a successful handshake initialize: the negotiated version is echoed from then on and, where the revision
// has sessions, one is minted, with what the client can answer (elicitation, sampling, roots) for handlers that
// need input.
import { idOf, isJsonObject, type JsonObject } from '../json-rpc.js';
import { autocommitFailure } from '../db/errors.js';
import { jsonRpcFailure } from '../http/failures.js';
import { rejectCredential } from '../http/unauthorized.js';
import type { GatewayRequest, Reply } from '../types.js';
import { protocolHeaders, type McpExchange } from './exchange.js';
import { isHandshakeVersion, usesSessions } from './protocol.js';

/** Undefined when all is well (or there was nothing to open); a reply when opening the session failed. */
export async function openSession(req: GatewayRequest, exchange: McpExchange, request: JsonObject, envelope: unknown): Promise<Reply | undefined> {
  if (!isJsonObject(envelope) || !isJsonObject(envelope.result)) return undefined;
  const version = envelope.result.protocolVersion;
  if (typeof version !== 'string' || !isHandshakeVersion(version)) return undefined;
  exchange.protocolVersion = version;
  exchange.isVersionKnown = true;
  if (!usesSessions(version)) return undefined;
  const params = isJsonObject(request.params) ? request.params : {};
  try {
    exchange.sessionId = await req.services.sessions.open(version, params.clientInfo ?? null, req.credential);
    await req.services.db.primary.query('SELECT api.mcp_session_set_client($1, $2::jsonb, $3)', [exchange.sessionId, JSON.stringify(params.capabilities ?? {}), req.credential ?? null]);
  } catch (error) {
    const facts = autocommitFailure(error);
    if (facts.failure === 'unauthenticated') return rejectCredential(req);
    return jsonRpcFailure(req, idOf(request), facts, protocolHeaders(exchange));
  }
  return undefined;
}
