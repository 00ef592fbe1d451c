// Verifies an OAuth access token (a JWT) with jose, never by hand: a trusted issuer (`iss` one of OAUTH_ISSUERS,
// checked before any key is fetched), a signature by one of that issuer's keys with an allowed asymmetric
// algorithm (so never `none`, never HS* keyed with a public key), `aud` naming this server (RFC 8707), `exp` and
// `nbf` within OAUTH_CLOCK_SKEW_SECONDS, a subject. The result is what the assertion carries; the reason of a
// refusal goes to the log line only.
import { decodeJwt, errors, jwtVerify, type JWTPayload } from 'jose';
import type { OAuthConfig } from './config.js';
import type { IssuerKeys } from './issuer-keys.js';
import type { AssertionClaims } from './assertion.js';

export type TokenCheck = { ok: true; claims: AssertionClaims } | { ok: false; reason: string };

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

export function looksLikeJwt(token: string): boolean {
  return JWT_SHAPE.test(token);
}

export async function verifyAccessToken(token: string, config: OAuthConfig, keys: IssuerKeys): Promise<TokenCheck> {
  let issuer: unknown;
  try {
    issuer = decodeJwt(token).iss;
  } catch {
    return { ok: false, reason: 'not a JWT' };
  }
  if (typeof issuer !== 'string' || !config.issuers.includes(issuer)) return { ok: false, reason: 'issuer not trusted' };
  let payload: JWTPayload;
  try {
    const getKey = await keys.keysFor(issuer);
    ({ payload } = await jwtVerify(token, getKey, {
      issuer,
      audience: config.resource,
      algorithms: [...config.algorithms],
      clockTolerance: config.clockSkewSeconds,
      requiredClaims: ['exp', 'sub'],
    }));
  } catch (error) {
    return { ok: false, reason: refusalReason(error) };
  }
  return { ok: true, claims: assertionClaims(issuer, payload.sub ?? '', payload, config) };
}

/**
 * What the assertion carries of a verified token (a JWT's payload or an introspection answer): its expiry capped
 * at OAUTH_ASSERTION_TTL_SECONDS from now, the organization claim only when it is a non-empty string.
 */
export function assertionClaims(issuer: string, subject: string, token: Record<string, unknown>, config: OAuthConfig): AssertionClaims {
  const latest = Math.floor(Date.now() / 1000) + config.assertionTtlSeconds;
  const org = config.orgClaim === undefined ? undefined : token[config.orgClaim];
  return {
    iss: issuer,
    sub: subject,
    email: typeof token.email === 'string' ? token.email : null,
    name: typeof token.name === 'string' ? token.name : null,
    ev: token.email_verified === true,
    scp: scopesOf(token),
    org: typeof org === 'string' && org !== '' ? org : null,
    aud: config.resource,
    exp: Math.min(typeof token.exp === 'number' ? token.exp : latest, latest),
  };
}

/** `scope` (RFC 9068: space-separated) or `scp` (an array, as some issuers send it). */
export function scopesOf(payload: Record<string, unknown>): string[] {
  if (typeof payload.scope === 'string') return payload.scope.split(' ').filter((scope) => scope !== '');
  if (Array.isArray(payload.scp)) return payload.scp.filter((scope): scope is string => typeof scope === 'string');
  if (typeof payload.scp === 'string') return payload.scp.split(' ').filter((scope) => scope !== '');
  return [];
}

function refusalReason(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'token expired';
  if (error instanceof errors.JWTClaimValidationFailed) return `claim "${error.claim}" ${error.reason}`;
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'signature does not verify';
  if (error instanceof errors.JWKSNoMatchingKey) return 'no key of the issuer matches';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'algorithm not allowed';
  if (error instanceof errors.JOSEError) return error.code;
  return error instanceof Error ? error.message : 'verification failed';
}
