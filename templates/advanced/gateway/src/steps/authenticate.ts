// The caller's credential: `Authorization: Bearer <token>`, read here and verified by SQL, never by this gateway.
// The token travels with the request -- REST and RPC: the authorization header of the header map; MCP: the
// context key `credential`; sessions: a parameter of api.mcp_session_* -- and the entry point that receives it
// verifies it first thing, inside the same transaction (membership.authenticate: no extra round trip). A
// credential that does not verify (malformed, unknown, wrong secret, revoked, disabled, expired, inactive) makes
// SQL raise SQLSTATE PA401; a header that is not "Bearer <token>" is refused here. Both get the same 401 below,
// no sooner than AUTH_FAILURE_DELAY_MS after the credential was read, so neither body nor timing tells the reasons
// apart. No header: the caller is anonymous, and SQL hides or refuses what needs a user.
import { rejectCredential } from '../http/unauthorized.js';
import type { GatewayRequest, Reply } from '../types.js';

const BEARER = /^Bearer +([\x21-\x7e]{1,512})$/i;
/** The public key_id of an API key, for the log line (unverified: SQL decides whether the key is good). */
const KEY_ID = /_([0-9a-f]{6,32})_[0-9A-Za-z]{43}_[0-9A-Za-z]{6}$/;

export async function authenticate(req: GatewayRequest): Promise<Reply | undefined> {
  const header = req.headers.authorization;
  if (header === undefined) return undefined;
  req.credentialReadAtMs = Date.now();
  const token = BEARER.exec(header.trim())?.[1];
  if (token === undefined) return rejectCredential(req, 'not a Bearer token');
  req.credential = token;
  const keyId = KEY_ID.exec(token)?.[1];
  req.log.principal = keyId ? `apikey|${keyId}` : 'bearer token';
  return undefined;
}
