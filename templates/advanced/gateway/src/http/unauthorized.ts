// The one answer to a refused credential (steps/authenticate.ts explains the flow): 401 with WWW-Authenticate, the
// same body for every reason, no sooner than AUTH_FAILURE_DELAY_MS after the credential was read.
import { ErrorCode, jsonRpcError } from '../json-rpc.js';
import { problem } from './failures.js';
import { protocolHeaders } from '../mcp/exchange.js';
import type { GatewayRequest, Reply } from '../types.js';

/** The one 401, for every reason a credential is refused. */
export async function rejectCredential(req: GatewayRequest, reason = 'refused by the database'): Promise<Reply> {
  req.log.error = { auth: 'invalid credential', reason };
  const readAtMs = req.credentialReadAtMs ?? Date.now();
  const remainingMs = req.services.config.authFailureDelayMs - (Date.now() - readAtMs);
  if (remainingMs > 0) await req.services.sleep(remainingMs);
  const challenge = `Bearer realm="${req.services.config.authRealm}", error="invalid_token", error_description="The credential is not valid"`;
  if (req.route?.kind === 'mcp' || req.route?.kind === 'rpc') {
    return {
      kind: 'json',
      status: 401,
      headers: { ...protocolHeaders(req.mcp), 'www-authenticate': challenge },
      body: jsonRpcError(null, ErrorCode.TransportError, 'Unauthorized: the credential is not valid'),
    };
  }
  return problem(401, 'Unauthorized', 'The credential is not valid', { headers: { 'www-authenticate': challenge } });
}
