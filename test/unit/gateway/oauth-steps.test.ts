// The OAuth pieces of the request path, with plain objects: the challenge an anonymous MCP request gets, the
// Protected Resource Metadata, the 403 for a missing scope, OpenAPI's second scheme, and the assertion's shape.
import { createHmac } from 'node:crypto';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../templates/advanced/gateway/src/steps/match-route.js';
import { authenticate } from '../../../templates/advanced/gateway/src/steps/authenticate.js';
import { serveResourceMetadata } from '../../../templates/advanced/gateway/src/steps/serve-resource-metadata.js';
import { withOAuth } from '../../../templates/advanced/gateway/src/steps/serve-openapi.js';
import { insufficientScope, missingScope, rejectCredential } from '../../../templates/advanced/gateway/src/http/unauthorized.js';
import { OAuthAuthenticator } from '../../../templates/advanced/gateway/src/oauth/authenticator.js';
import { mintAssertion } from '../../../templates/advanced/gateway/src/oauth/assertion.js';
import { runSteps, testRequest, testServices } from './request-fixture.js';

const SECRET = 's'.repeat(40);
const OAUTH_ENV = { OAUTH_ISSUERS: 'https://id.example.com/realms/a', OAUTH_RESOURCE: 'http://127.0.0.1:8787/mcp', OAUTH_ASSERTION_SECRET: SECRET };
const METADATA = 'http://127.0.0.1:8787/.well-known/oauth-protected-resource/mcp';

function oauthServices() {
  const services = testServices(OAUTH_ENV);
  // The pool is never reached by these tests: an anonymous request and a non-JWT token stop before SQL.
  services.oauth = new OAuthAuthenticator(services.config.oauth!, {} as pg.Pool);
  return services;
}

describe('the OAuth challenge', () => {
  it('answers an anonymous MCP request with 401 naming the metadata, and leaves REST anonymous', async () => {
    const services = oauthServices();
    const mcp = await runSteps(testRequest({ services }), [matchRoute, authenticate]);
    expect(mcp.status).toBe(401);
    expect(mcp.headers['www-authenticate']).toBe(`Bearer realm="demo", resource_metadata="${METADATA}"`);
    const rest = testRequest({ services, method: 'GET', target: '/api/hello' });
    expect(await runSteps(rest, [matchRoute, authenticate])).toBeUndefined();
  });

  it('adds resource_metadata to the invalid_token challenge and keeps API keys for SQL', async () => {
    const services = oauthServices();
    const refused = await runSteps(testRequest({ services, headers: { authorization: 'Basic abc' } }), [matchRoute, authenticate]);
    expect(refused.headers['www-authenticate']).toBe(`Bearer realm="demo", error="invalid_token", error_description="The credential is not valid", resource_metadata="${METADATA}"`);
    const key = `demo_0123456789ab_${'A'.repeat(43)}_000000`;
    const keyed = testRequest({ services, headers: { authorization: `Bearer ${key}` } });
    expect(await runSteps(keyed, [matchRoute, authenticate])).toBeUndefined();
    expect(keyed.credential).toBe(key);
  });

  it('refuses a JWT from an issuer it does not trust before fetching anything', async () => {
    const services = oauthServices();
    const token = `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from('{"iss":"https://evil.example.com","sub":"x"}').toString('base64url')}.c2ln`;
    const req = testRequest({ services, headers: { authorization: `Bearer ${token}` } });
    const reply = await runSteps(req, [matchRoute, authenticate]);
    expect(reply.status).toBe(401);
    expect(req.log.error).toEqual({ auth: 'invalid credential', reason: 'access token: issuer not trusted' });
    expect(req.credential).toBeUndefined();
  });
});

describe('Protected Resource Metadata', () => {
  it('serves the resource, issuers and scopes at both well-known paths, and 404 without OAuth', async () => {
    for (const target of ['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp']) {
      const reply = await runSteps(testRequest({ services: oauthServices(), method: 'GET', target }), [matchRoute, serveResourceMetadata]);
      expect(reply.body).toEqual({ resource: OAUTH_ENV.OAUTH_RESOURCE, authorization_servers: [OAUTH_ENV.OAUTH_ISSUERS], scopes_supported: ['mcp:read', 'mcp:write'], bearer_methods_supported: ['header'], resource_name: 'demo' });
    }
    const off = await runSteps(testRequest({ method: 'GET', target: '/.well-known/oauth-protected-resource' }), [matchRoute, serveResourceMetadata]);
    expect(off.status).toBe(404);
  });
});

describe('a refused OAuth credential', () => {
  it('forgets the subject the authenticator put on the request, whatever the log line says', async () => {
    const services = oauthServices();
    const forgotten: string[] = [];
    services.oauth!.forgetSubject = (subject) => void forgotten.push(subject);
    const signedIn = testRequest({ services });
    signedIn.oauthSubject = 'https://id.example.com/realms/a|u1';
    await rejectCredential(signedIn);
    const keyHolder = testRequest({ services });
    keyHolder.log.principal = 'oauth|looks-like-a-subject';
    await rejectCredential(keyHolder);
    expect(forgotten).toEqual(['https://id.example.com/realms/a|u1']);
  });
});

describe('insufficient scope', () => {
  it('is a 403 naming the scope, with the request id on JSON-RPC endpoints', async () => {
    const req = testRequest({ services: oauthServices() });
    await matchRoute(req);
    const reply = insufficientScope(req, 'mcp:write', 7) as any;
    expect(reply.status).toBe(403);
    expect(reply.headers['www-authenticate']).toMatch(/^Bearer realm="demo", error="insufficient_scope", scope="mcp:write", /);
    expect(reply.body).toMatchObject({ id: 7, error: { data: { code: 'pgmi.insufficient_scope', scope: 'mcp:write' } } });
    expect(missingScope({ detail: 'reports:export' })).toBe('reports:export');
    expect(missingScope({ detail: 'a "quoted" scope' })).toBe('unknown');
  });
});

describe('OpenAPI and the assertion', () => {
  it('offers oauth2 beside apiKeyAuth wherever a key is accepted', () => {
    const doc = { openapi: '3.1.0', paths: { '/me': { get: { security: [{ apiKeyAuth: [] }] } }, '/hello': { get: {} } }, components: { securitySchemes: { apiKeyAuth: { type: 'http', scheme: 'bearer' } } } };
    const config = testServices(OAUTH_ENV).config.oauth;
    const out = withOAuth(doc, config) as any;
    expect(out.paths['/me'].get.security).toEqual([{ apiKeyAuth: [] }, { oauth2: [] }]);
    expect(out.paths['/hello'].get.security).toBeUndefined();
    expect(out.components.securitySchemes.oauth2.openIdConnectUrl).toBe('https://id.example.com/realms/a/.well-known/openid-configuration');
    expect(withOAuth(doc, undefined)).toBe(doc);
  });

  it('mints pgmi-oat.<claims>.<HMAC of "oauth-assertion\\n" + claims>', () => {
    const assertion = mintAssertion({ iss: 'https://i', sub: 's', email: null, name: null, ev: false, scp: ['mcp:read'], org: null, aud: 'https://r/mcp', exp: 1 }, SECRET);
    const [prefix, body, mac] = assertion.split('.');
    expect(prefix).toBe('pgmi-oat');
    expect(JSON.parse(Buffer.from(body!, 'base64url').toString())).toMatchObject({ v: 1, iss: 'https://i', sub: 's', scp: ['mcp:read'] });
    expect(mac).toBe(createHmac('sha256', SECRET).update(`oauth-assertion\n${body}`).digest('hex'));
  });
});
