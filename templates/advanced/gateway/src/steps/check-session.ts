// Mcp-Session-Id for the handshake revisions: an unknown or terminated session -- or one opened by another
// principal, which SQL does not tell apart -- is 404 (the client then initializes again); a missing one is 400
// only when SESSION_REQUIRED is set. SQL checks the caller's credential on the way (401 when it does not
// verify). Stateless requests carry no session, and any header they send is ignored.
import { ErrorCode } from '../json-rpc.js';
import { transportError } from '../http/transport-error.js';
import { failedCall } from '../http/failed-call.js';
import { headerValue } from '../http/header-value.js';
import { soleMessage } from '../mcp/exchange.js';
import type { GatewayRequest, Reply } from '../types.js';

const SESSION_ID = /^[\x21-\x7e]{1,256}$/;

export async function checkSession(req: GatewayRequest): Promise<Reply | undefined> {
  const exchange = req.mcp;
  if (!exchange || exchange.era === 'stateless') return undefined;
  const isInitialize = soleMessage(exchange)?.parsed.method === 'initialize';
  const sessionId = headerValue(req, 'mcp-session-id');
  if (sessionId === undefined || isInitialize) {
    if (isInitialize || !req.services.config.sessionRequired) return undefined;
    return transportError(req, 400, 'Bad Request: Mcp-Session-Id header is required');
  }
  if (!SESSION_ID.test(sessionId)) return sessionNotFound(req);
  let version: string | undefined;
  try {
    version = await req.services.sessions.check(sessionId, req.credential);
  } catch (error) {
    return failedCall(req, error);
  }
  if (version === undefined) return sessionNotFound(req);
  exchange.sessionId = sessionId;
  if (exchange.isVersionKnown && exchange.protocolVersion > version) {
    // A session speaks the revision it negotiated: a request naming a newer one asks for what was never agreed
    // and is refused. An older one is served at that older revision (the 0.1.x conformance suite sends
    // 2025-03-26 on sessions that negotiated 2025-11-25, and older revisions are a subset).
    return transportError(req, 400, `Bad Request: MCP-Protocol-Version ${exchange.protocolVersion} is newer than the session's negotiated version ${version}`);
  }
  if (!exchange.isVersionKnown) {
    exchange.protocolVersion = version;
    exchange.isVersionKnown = true;
  }
  return undefined;
}

function sessionNotFound(req: GatewayRequest): Reply {
  return transportError(req, 404, 'Session not found', { code: ErrorCode.SessionNotFound });
}
