// Decides which MCP revision a request speaks and enforces its header rules.
// - Stateless (2026-07-28): POST only (GET/DELETE → 405); headers must agree with the body (-32020), _meta must
//   name the version and client capabilities (-32602), the version must be served (-32022). All 400.
// - Handshake: MCP-Protocol-Version, when sent, must be a served revision (400); without it 2025-03-26 is
//   assumed. initialize is exempt: it is where the version gets negotiated.
import { ErrorCode } from '../json-rpc.js';
import { transportError } from '../http/transport-error.js';
import { headerValue } from '../http/header-value.js';
import { soleMessage } from '../mcp/exchange.js';
import {
  HANDSHAKE_VERSIONS,
  STATELESS_VERSIONS,
  META_PROTOCOL_VERSION,
  checkStatelessRequest,
  detectEra,
  isHandshakeVersion,
  isStatelessVersion,
  metaOf,
  unsupportedVersion,
} from '../mcp/protocol.js';
import type { GatewayRequest, Reply } from '../types.js';

export async function negotiateProtocol(req: GatewayRequest): Promise<Reply | undefined> {
  const exchange = req.mcp;
  if (!exchange) return undefined;
  const headerVersion = headerValue(req, 'mcp-protocol-version');
  const single = soleMessage(exchange)?.parsed;
  const anyStatelessEntry = exchange.messages.some((m) => META_PROTOCOL_VERSION in (metaOf(m.parsed) ?? {}));
  const era = exchange.isBatch ? (anyStatelessEntry || (headerVersion !== undefined && isStatelessVersion(headerVersion)) ? 'stateless' : 'handshake') : detectEra(single, headerVersion);
  exchange.era = era;

  if (era === 'stateless') {
    exchange.protocolVersion = headerVersion !== undefined && isStatelessVersion(headerVersion) ? headerVersion : STATELESS_VERSIONS[STATELESS_VERSIONS.length - 1]!;
    exchange.isVersionKnown = true;
    if (req.method !== 'POST') {
      return transportError(req, 405, 'Method not allowed: this revision serves POST only', { headers: { allow: 'POST' } });
    }
    if (exchange.isBatch || !single) {
      return transportError(req, 400, 'Invalid Request: batches are not allowed in this protocol revision', { code: ErrorCode.InvalidRequest });
    }
    const failure = checkStatelessRequest(single, (name) => headerValue(req, name));
    if (failure) return transportError(req, 400, failure.message, { code: failure.code, data: failure.data });
    return undefined;
  }

  if (single?.method === 'initialize') return undefined;
  if (headerVersion === undefined) return undefined;
  if (!isHandshakeVersion(headerVersion)) {
    const failure = unsupportedVersion(headerVersion, HANDSHAKE_VERSIONS);
    return transportError(req, 400, `Bad Request: ${failure.message}`, { code: failure.code, data: failure.data });
  }
  exchange.protocolVersion = headerVersion;
  exchange.isVersionKnown = true;
  return undefined;
}
