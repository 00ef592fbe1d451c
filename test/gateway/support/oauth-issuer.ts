// A real OAuth authorization server for the OAuth tests: oidc-provider (a certified OpenID Provider) on
// 127.0.0.1 with JWT access tokens for resource indicators (RFC 8707), a client-credentials client per
// organization test and a public client for authorization code + PKCE. The test holds the signing key too, so it
// can make the tokens the gateway must refuse (expired, another audience, tampered, unknown key).
import { once } from 'node:events';
import type { Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import Provider, { errors } from 'oidc-provider';
import { freePort } from '../../../src/db/cluster.js';

export interface SigningKey {
  kid: string;
  privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  jwk: JWK;
}

export interface TestIssuer {
  issuer: string;
  /** The key the issuer signs with (published in its JWKS). */
  key: SigningKey;
  /** A token endpoint call: client_credentials for `clientId`, the given scope and resource. */
  clientCredentialsToken(clientId: string, scope: string, resource: string): Promise<string>;
  /** Signs any claims with a key (the issuer's, or one it never published), as RS256 unless told. */
  sign(claims: Record<string, unknown>, key?: SigningKey): Promise<string>;
  /** How many times the JWKS was fetched from this issuer. */
  jwksFetches(): number;
  stop(): Promise<void>;
}

export const CLIENT_SECRET = 'test-client-secret-0123456789';
/** Its tokens are opaque (not JWTs): the gateway can only check them by introspection. */
export const OPAQUE_CLIENT = 'opaque-client';
/** The gateway's own client at the issuer, for introspection. */
export const INTROSPECTOR = 'gateway-introspector';
export const PUBLIC_CLIENT = 'pkce-client';
export const REDIRECT_URI = 'http://127.0.0.1:1/callback';

export async function makeSigningKey(kid: string): Promise<SigningKey> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { kid, privateKey, jwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' } };
}

/** Starts the issuer; `resources` are the resource indicators it issues tokens for (others: invalid_target). */
export interface IssuerOptions {
  clients: string[];
  resources: () => string[];
  scopes?: string[];
  user?: string;
  /** Listen here (a restarted issuer keeps its URL); default: a free port. */
  port?: number;
  /** The signing key (default: a new one). */
  key?: SigningKey;
}

export async function startTestIssuer(options: IssuerOptions): Promise<TestIssuer> {
  const key = options.key ?? (await makeSigningKey('current-key'));
  let jwksFetches = 0;
  const scopes = options.scopes ?? ['mcp:read', 'mcp:write'];
  let server: Server | undefined;
  // The issuer URL needs the port, which needs a listening server: reserve it first, then build the provider.
  const port = options.port ?? (await freePort());
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      { client_id: INTROSPECTOR, client_secret: CLIENT_SECRET, grant_types: [], redirect_uris: [], response_types: [] },
      ...[...options.clients, OPAQUE_CLIENT].map((clientId) => ({
        client_id: clientId,
        client_secret: CLIENT_SECRET,
        grant_types: ['client_credentials'],
        redirect_uris: [],
        response_types: [],
        scope: scopes.join(' '),
      })),
      { client_id: PUBLIC_CLIENT, application_type: 'native', token_endpoint_auth_method: 'none', grant_types: ['authorization_code'], redirect_uris: [REDIRECT_URI], response_types: ['code'] },
    ],
    jwks: { keys: [key.jwk] },
    // A signed-in user's access tokens carry a verified email and a name (what linking by email needs).
    extraTokenClaims: (_ctx, token) => ('accountId' in token && token.accountId ? { email: `${token.accountId}@example.com`, email_verified: true, name: `User ${token.accountId}` } : undefined),
    scopes: ['openid', ...scopes],
    features: {
      clientCredentials: { enabled: true },
      introspection: { enabled: true },
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => options.resources()[0] ?? '',
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator, client) => {
          if (!options.resources().includes(resourceIndicator)) throw new errors.InvalidTarget();
          if (client.clientId === OPAQUE_CLIENT) return { scope: scopes.join(' '), audience: resourceIndicator, accessTokenTTL: 300, accessTokenFormat: 'opaque' };
          return { scope: scopes.join(' '), audience: resourceIndicator, accessTokenTTL: 300, accessTokenFormat: 'jwt', jwt: { sign: { alg: 'RS256' } } };
        },
      },
    },
  });
  // The sign-in page, answered at once: the user is options.user (or "user-1"), and the consent grants the scopes
  // and resource the client asked for. Stands in for a person clicking through the provider's pages.
  provider.use(async (ctx, next) => {
    if (ctx.path === '/jwks') jwksFetches++;
    if (!ctx.path.startsWith('/interaction/')) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const params = details.params as { client_id: string; scope?: string; resource?: string | string[] };
    const grant = new provider.Grant({ accountId: options.user ?? 'user-1', clientId: params.client_id });
    const resources = params.resource === undefined ? [] : Array.isArray(params.resource) ? params.resource : [params.resource];
    for (const resource of resources) grant.addResourceScope(resource, params.scope ?? '');
    grant.addOIDCScope(['openid', params.scope ?? ''].join(' ').trim());
    const grantId = await grant.save();
    await provider.interactionFinished(ctx.req, ctx.res, { login: { accountId: options.user ?? 'user-1' }, consent: { grantId } }, { mergeWithLastSubmission: false });
  });
  server = provider.listen(port, '127.0.0.1') as unknown as Server;
  await once(server, 'listening');

  return {
    issuer,
    key,
    async clientCredentialsToken(clientId, scope, resource) {
      const response = await fetch(`${issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${clientId}:${CLIENT_SECRET}`).toString('base64')}` },
        body: new URLSearchParams({ grant_type: 'client_credentials', scope, resource }),
      });
      const body = (await response.json()) as { access_token?: string; error?: string };
      if (!body.access_token) throw new Error(`token request failed: ${JSON.stringify(body)}`);
      return body.access_token;
    },
    jwksFetches: () => jwksFetches,
    async sign(claims, signingKey = key) {
      return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: signingKey.kid, typ: 'at+jwt' }).sign(signingKey.privateKey);
    },
    async stop() {
      if (server === undefined) return;
      server.closeAllConnections?.();
      server.close();
      await once(server, 'close').catch(() => undefined);
      server = undefined;
    },
  };
}

/**
 * Follows an authorization URL the way a browser would (cookies kept, redirects followed by hand) through the
 * provider's sign-in, and returns the authorization code delivered to the redirect URI.
 */
export async function authorizeInBrowser(authorizationUrl: URL): Promise<string> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl.toString();
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(REDIRECT_URI)) {
      const code = new URL(url).searchParams.get('code');
      if (code === null) throw new Error(`no code in the redirect: ${url}`);
      return code;
    }
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location === null) throw new Error(`the sign-in stopped at ${url} (${response.status}): ${await response.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects');
}

