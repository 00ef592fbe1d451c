// The OAuth settings (OAUTH_*), read with the rest of the configuration (config.ts). OAuth is on when
// OAUTH_ISSUERS is set; then OAUTH_RESOURCE and OAUTH_ASSERTION_SECRET are required. Problems are returned, not
// thrown, so config.ts reports them with every other one. docs/oauth.md and gateway/README.md describe them.
import { DEFAULT_READ_SCOPE, DEFAULT_WRITE_SCOPE, SCOPE_TOKEN } from './scopes.js';
import { isLoopbackHost } from '../loopback.js';

export interface OAuthConfig {
  /** Issuer identifiers exactly as their tokens' `iss` claim spells them. */
  issuers: readonly string[];
  /** The canonical URI of this server (RFC 8707): every accepted token names it in `aud`. */
  resource: string;
  /** Keys the token assertions the database verifies (membership/14-oauth-assertions.sql); at least 32 characters. */
  assertionSecret: string;
  readScope: string;
  writeScope: string;
  /** Signature algorithms accepted; `none` and HS* never are. */
  algorithms: readonly string[];
  clockSkewSeconds: number;
  /** The least time between two JWKS fetches for an unknown `kid`. */
  jwksCooldownMs: number;
  /** The claim naming the organization a token acts in (its value: the organization's id or slug). */
  orgClaim: string | undefined;
  /** Longest life of an assertion (and of a verified token in the gateway's cache). */
  assertionTtlSeconds: number;
  /** RFC 7662 for opaque (non-JWT) tokens: the one issuer asked, and the gateway's client there. */
  introspection: { issuer: string; clientId: string; clientSecret: string } | undefined;
}

export const DEFAULT_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'] as const;

export function readOAuthConfig(env: NodeJS.ProcessEnv): { config: OAuthConfig | undefined; problems: string[] } {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const raw = env[name]?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  };
  const issuersRaw = value('OAUTH_ISSUERS');
  if (issuersRaw === undefined) {
    for (const name of ['OAUTH_RESOURCE', 'OAUTH_ASSERTION_SECRET']) {
      if (value(name) !== undefined) problems.push(`${name} is set but OAUTH_ISSUERS is not (OAuth stays off without trusted issuers)`);
    }
    return { config: undefined, problems };
  }
  const issuers = issuersRaw.split(/[\s,]+/).filter((issuer) => issuer !== '');
  for (const issuer of issuers) {
    if (!isHttpUrl(issuer)) problems.push(`OAUTH_ISSUERS: "${issuer}" is not an http(s) URL`);
    else if (new URL(issuer).protocol === 'http:' && !isLoopbackUrl(issuer)) problems.push(`OAUTH_ISSUERS: "${issuer}" must use https (http only on loopback)`);
  }
  const resource = value('OAUTH_RESOURCE') ?? '';
  if (resource === '') problems.push('OAUTH_RESOURCE is required with OAUTH_ISSUERS (the canonical URL of this server\'s MCP endpoint, e.g. https://mcp.example.com/mcp)');
  else if (!isHttpUrl(resource) || new URL(resource).hash !== '') problems.push('OAUTH_RESOURCE must be an http(s) URL without a fragment');
  const assertionSecret = value('OAUTH_ASSERTION_SECRET') ?? '';
  // The value is never repeated in a message.
  if (assertionSecret.length < 32) problems.push('OAUTH_ASSERTION_SECRET is required with OAUTH_ISSUERS and must be at least 32 characters (the deploy parameter oauth_assertion_secret, same value)');
  const readScope = value('OAUTH_SCOPES_READ') ?? DEFAULT_READ_SCOPE;
  const writeScope = value('OAUTH_SCOPES_WRITE') ?? DEFAULT_WRITE_SCOPE;
  for (const [name, scope] of [['OAUTH_SCOPES_READ', readScope], ['OAUTH_SCOPES_WRITE', writeScope]] as const) {
    if (!SCOPE_TOKEN.test(scope)) problems.push(`${name} must be one scope token (visible ASCII, no quotes or backslashes)`);
  }
  const algorithms = value('OAUTH_ALGORITHMS')?.split(/[\s,]+/).filter((alg) => alg !== '') ?? [...DEFAULT_ALGORITHMS];
  for (const alg of algorithms) {
    if (!(DEFAULT_ALGORITHMS as readonly string[]).includes(alg)) problems.push(`OAUTH_ALGORITHMS: "${alg}" is not an asymmetric signature algorithm (allowed: ${DEFAULT_ALGORITHMS.join(', ')})`);
  }
  const clockSkewSeconds = integer(value('OAUTH_CLOCK_SKEW_SECONDS'), 30, 0, 300, 'OAUTH_CLOCK_SKEW_SECONDS', problems);
  const jwksCooldownMs = integer(value('OAUTH_JWKS_COOLDOWN_MS'), 30_000, 0, 3_600_000, 'OAUTH_JWKS_COOLDOWN_MS', problems);
  const assertionTtlSeconds = integer(value('OAUTH_ASSERTION_TTL_SECONDS'), 300, 10, 3600, 'OAUTH_ASSERTION_TTL_SECONDS', problems);
  const orgClaim = value('OAUTH_ORG_CLAIM');
  const introspectionIssuer = value('OAUTH_INTROSPECTION_ISSUER');
  const introspectionClientId = value('OAUTH_INTROSPECTION_CLIENT_ID');
  const introspectionClientSecret = value('OAUTH_INTROSPECTION_CLIENT_SECRET');
  const introspectionSet = [introspectionIssuer, introspectionClientId, introspectionClientSecret].filter((item) => item !== undefined).length;
  if (introspectionSet > 0 && introspectionSet < 3) problems.push('OAUTH_INTROSPECTION_ISSUER, OAUTH_INTROSPECTION_CLIENT_ID and OAUTH_INTROSPECTION_CLIENT_SECRET go together (all three or none)');
  if (introspectionIssuer !== undefined && !issuers.includes(introspectionIssuer)) problems.push('OAUTH_INTROSPECTION_ISSUER must be one of OAUTH_ISSUERS');
  const introspection = introspectionSet === 3 ? { issuer: introspectionIssuer!, clientId: introspectionClientId!, clientSecret: introspectionClientSecret! } : undefined;
  return {
    config: { issuers, resource, assertionSecret, readScope, writeScope, algorithms, clockSkewSeconds, jwksCooldownMs, orgClaim, assertionTtlSeconds, introspection },
    problems,
  };
}

/** Where this resource's metadata lives (RFC 9728 §3.1: the well-known segment goes before the resource's path). */
export function resourceMetadataUrl(resource: string): string {
  const url = new URL(resource);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return `${url.origin}/.well-known/oauth-protected-resource${path}`;
}

function integer(raw: string | undefined, fallback: number, min: number, max: number, name: string, problems: string[]): number {
  if (raw === undefined) return fallback;
  const parsed = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(parsed >= min && parsed <= max)) {
    problems.push(`${name} must be a whole number between ${min} and ${max}, got "${raw}"`);
    return fallback;
  }
  return parsed;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function isLoopbackUrl(value: string): boolean {
  return isLoopbackHost(new URL(value).hostname);
}
