// The caller's credential: `Authorization: Bearer <token>`, read here and verified by SQL, never by this gateway
// alone. The token travels with the request -- REST and RPC: the authorization header of the header map; MCP: the
// context key `credential`; sessions: a parameter of api.mcp_session_* -- and the entry point that receives it
// verifies it first thing, inside the same transaction (membership.authenticate: no extra round trip). A
// credential that does not verify (malformed, unknown, wrong secret, revoked, disabled, expired, inactive) makes
// SQL raise SQLSTATE PA401; a header that is not "Bearer <token>" is refused here. Both get the same 401 below,
// no sooner than AUTH_FAILURE_DELAY_MS after the credential was read, so neither body nor timing tells the reasons
// apart. No header: the caller is anonymous, and SQL hides or refuses what needs a user -- except on the MCP
// endpoint when OAuth is configured, where an anonymous request gets the 401 that starts a client's OAuth flow.
//
// OAuth (OAUTH_ISSUERS set): a JWT is an access token. The gateway verifies it (oauth/access-token.ts) and hands
// SQL, instead of the token, an assertion keyed with a secret its database login cannot read; SQL verifies that
// (membership/14-oauth-assertions.sql). With OAUTH_INTROSPECTION_* set, a token that is neither a JWT nor shaped
// like an API key is an opaque access token, checked at the issuer (RFC 7662). A token that does not verify gets the
// same 401 as a bad API key.
import { rejectCredential, requestCredential } from '../http/unauthorized.js';
import { looksLikeJwt } from '../oauth/access-token.js';
import { jsonRpcFailure, problemFailure } from '../http/failures.js';
import { protocolHeaders } from '../mcp/exchange.js';
import { autocommitFailure } from '../db/errors.js';
import type { GatewayRequest, Reply } from '../types.js';

// JWT access tokens run to a few kilobytes; API keys are under 200 characters.
const BEARER = /^Bearer +([\x21-\x7e]{1,8192})$/i;
/** The public key_id of an API key, for the log line (unverified: SQL decides whether the key is good). */
const KEY_ID = /_([0-9a-f]{6,32})_[0-9A-Za-z]{43}_[0-9A-Za-z]{6}$/;

export async function authenticate(req: GatewayRequest): Promise<Reply | undefined> {
  const header = req.headers.authorization;
  const oauth = req.services.oauth;
  if (header === undefined) {
    return oauth !== undefined && req.route?.kind === 'mcp' ? requestCredential(req) : undefined;
  }
  req.credentialReadAtMs = Date.now();
  const token = BEARER.exec(header.trim())?.[1];
  if (token === undefined) return rejectCredential(req, 'not a Bearer token');
  const keyId = KEY_ID.exec(token)?.[1];
  // A JWT is an access token; so is any other token that is not shaped like an API key, when introspection is on.
  if (oauth !== undefined && (looksLikeJwt(token) || (oauth.introspects && keyId === undefined))) {
    let outcome;
    try {
      outcome = await oauth.authenticate(token);
    } catch (error) {
      return provisioningFailed(req, error); // the database did not answer the first-use call: 503 and friends
    }
    if (!outcome.ok) return rejectCredential(req, `access token: ${outcome.reason}`);
    req.credential = outcome.assertion;
    req.oauthSubject = outcome.subject;
    req.log.principal = outcome.principal;
    return undefined;
  }
  req.credential = token;
  req.log.principal = keyId ? `apikey|${keyId}` : 'bearer token';
  return undefined;
}

function provisioningFailed(req: GatewayRequest, error: unknown): Reply {
  const facts = autocommitFailure(error);
  return req.route?.kind === 'rest' ? problemFailure(req, facts) : jsonRpcFailure(req, null, facts, protocolHeaders(req.mcp));
}
