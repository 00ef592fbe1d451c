// Each trusted issuer's signing keys: its metadata (RFC 8414, else OpenID Connect discovery) names the JWKS,
// which jose fetches, caches, and fetches again for an unknown `kid` -- at most once per OAUTH_JWKS_COOLDOWN_MS,
// so a flood of tokens with made-up key ids cannot turn into a flood of requests to the issuer. Discovery runs on
// the first token from an issuer; a failed one is retried no sooner than the same cooldown.
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';

const FETCH_TIMEOUT_MS = 5000;

interface Discovered {
  keys: JWTVerifyGetKey;
  /** RFC 7662, when the metadata names one. */
  introspectionEndpoint: string | undefined;
}

export class IssuerKeys {
  private readonly discovered = new Map<string, Promise<Discovered>>();
  private readonly failedAtMs = new Map<string, number>();

  constructor(private readonly cooldownMs: number) {}

  /** The key resolver of a trusted issuer (discovering it first); throws when its metadata cannot be had. */
  async keysFor(issuer: string): Promise<JWTVerifyGetKey> {
    return (await this.metadataFor(issuer)).keys;
  }

  /** The introspection endpoint of a trusted issuer, or undefined when its metadata names none. */
  async introspectionEndpointFor(issuer: string): Promise<string | undefined> {
    return (await this.metadataFor(issuer)).introspectionEndpoint;
  }

  private async metadataFor(issuer: string): Promise<Discovered> {
    let pending = this.discovered.get(issuer);
    if (pending === undefined) {
      const failedAt = this.failedAtMs.get(issuer);
      if (failedAt !== undefined && Date.now() - failedAt < this.cooldownMs) throw new Error('issuer metadata unavailable (cooling down)');
      pending = this.discover(issuer);
      this.discovered.set(issuer, pending);
      pending.catch(() => {
        this.discovered.delete(issuer);
        this.failedAtMs.set(issuer, Date.now());
      });
    }
    return pending;
  }

  private async discover(issuer: string): Promise<Discovered> {
    for (const url of metadataUrls(issuer)) {
      const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }).catch(() => undefined);
      if (response === undefined || !response.ok) continue;
      const metadata = (await response.json().catch(() => undefined)) as { issuer?: unknown; jwks_uri?: unknown; introspection_endpoint?: unknown } | undefined;
      // RFC 8414 §3.3: the metadata must name the issuer it was fetched for, exactly.
      if (metadata?.issuer !== issuer || typeof metadata.jwks_uri !== 'string') continue;
      const jwksUri = new URL(metadata.jwks_uri);
      if (jwksUri.protocol !== 'https:' && new URL(issuer).protocol === 'https:') continue;
      const introspection = typeof metadata.introspection_endpoint === 'string' ? metadata.introspection_endpoint : undefined;
      return {
        keys: createRemoteJWKSet(jwksUri, { cooldownDuration: this.cooldownMs, timeoutDuration: FETCH_TIMEOUT_MS }),
        introspectionEndpoint: introspection !== undefined && new URL(introspection).protocol === jwksUri.protocol ? introspection : undefined,
      };
    }
    throw new Error(`no usable authorization server metadata for ${issuer}`);
  }
}

/** RFC 8414 (well-known segment before the issuer's path), then OpenID Connect discovery (appended). */
export function metadataUrls(issuer: string): string[] {
  const url = new URL(issuer);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return [`${url.origin}/.well-known/oauth-authorization-server${path}`, `${url.origin}${path}/.well-known/openid-configuration`];
}
