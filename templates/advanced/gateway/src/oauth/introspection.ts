// RFC 7662 for opaque access tokens (not JWTs): the gateway asks the one issuer configured for it
// (OAUTH_INTROSPECTION_*), authenticating as its own client there, and accepts the token only when the answer is
// `active`, names that issuer (when it names one), names this server in `aud` (RFC 8707; an answer without
// `aud` is refused), and has not expired. The subject is `sub`, or for a client's own token without one,
// `client_id`. Refused tokens are remembered for a minute so that repeating one does not repeat the question.
import type { OAuthConfig } from './config.js';
import type { IssuerKeys } from './issuer-keys.js';
import type { TokenCheck } from './access-token.js';
import { assertionClaims } from './access-token.js';

const FETCH_TIMEOUT_MS = 5000;

export async function introspectToken(token: string, config: OAuthConfig, keys: IssuerKeys): Promise<TokenCheck> {
  const introspection = config.introspection;
  if (introspection === undefined) return { ok: false, reason: 'not a JWT (no introspection configured)' };
  let endpoint: string | undefined;
  try {
    endpoint = await keys.introspectionEndpointFor(introspection.issuer);
  } catch {
    return { ok: false, reason: 'issuer metadata unavailable' };
  }
  if (endpoint === undefined) return { ok: false, reason: 'the issuer names no introspection endpoint' };
  const basic = Buffer.from(`${encodeURIComponent(introspection.clientId)}:${encodeURIComponent(introspection.clientSecret)}`).toString('base64');
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  }).catch(() => undefined);
  if (response === undefined || !response.ok) return { ok: false, reason: `introspection failed (${response?.status ?? 'no answer'})` };
  const answer = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (answer?.active !== true) return { ok: false, reason: 'token not active' };
  if (answer.iss !== undefined && answer.iss !== introspection.issuer) return { ok: false, reason: 'introspection names another issuer' };
  const audiences = Array.isArray(answer.aud) ? answer.aud : [answer.aud];
  if (!audiences.includes(config.resource)) return { ok: false, reason: 'token not for this resource' };
  const nowSeconds = Math.floor(Date.now() / 1000);
  if (typeof answer.exp === 'number' && answer.exp + config.clockSkewSeconds <= nowSeconds) return { ok: false, reason: 'token expired' };
  if (typeof answer.nbf === 'number' && answer.nbf - config.clockSkewSeconds > nowSeconds) return { ok: false, reason: 'token not yet valid' };
  const subject = typeof answer.sub === 'string' && answer.sub !== '' ? answer.sub : typeof answer.client_id === 'string' ? answer.client_id : '';
  if (subject === '') return { ok: false, reason: 'introspection names no subject' };
  return { ok: true, claims: assertionClaims(introspection.issuer, subject, answer, config) };
}
