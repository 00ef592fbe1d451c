// The gateway as an OAuth 2.1 resource server, against a real authorization server (oidc-provider on 127.0.0.1)
// and a deployed template: the MCP SDK client's OAuth support discovers everything from the 401 and calls tools;
// tokens the gateway must not accept all get the same 401 naming the resource metadata; scopes and organizations
// hold; API keys keep working beside tokens; REST and RPC take tokens too.
import { freePort } from '../../src/db/cluster.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnsecuredJWT } from 'jose';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ClientCredentialsProvider } from '@modelcontextprotocol/sdk/client/auth-extensions.js';
import { deployAdvancedProject, type DeployedProject } from './support/project.js';
import { startGateway, type GatewayHandle } from './support/gateway-process.js';
import { issueApiKey, type IssuedKey } from './support/keys.js';
import { registerTestTools } from './support/handlers.js';
import { authorizeInBrowser, makeSigningKey, startTestIssuer, CLIENT_SECRET, INTROSPECTOR, OPAQUE_CLIENT, PUBLIC_CLIENT, REDIRECT_URI, type TestIssuer } from './support/oauth-issuer.js';
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { postMcp, rpcRequest, send } from './support/http.js';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sqlBlockAfter } from '../support/doc-examples.js';
import { templateRoleUrl, withClient } from '../support/template-roles.js';

const SECRET = 'oauth-test-assertion-secret-0123456789abcdef';
const PROVIDER = 'testidp';
const OTHER_RESOURCE = 'https://other.example.test/mcp';

let project: DeployedProject;
let issuer: TestIssuer;
let gateway: GatewayHandle;
let resource: string;
let apiKey: IssuedKey;
const ISSUER_CLIENTS = ['client-a', 'client-b', 'reader'];
const JWKS_COOLDOWN_MS = 1000;


beforeAll(async () => {
  project = await deployAdvancedProject('oauth', { params: { oauth_assertion_secret: SECRET } });
  await registerTestTools(project.db);
  // A read-only tool listing the organizations the caller can see (row-level security on membership.organization).
  await project.db.query('SELECT api.create_or_replace_mcp_handler($1::jsonb, $2)', [
    JSON.stringify({ id: '0a0a0a0a-0000-4000-8000-000000000001', type: 'tool', name: 'oauth_orgs', description: 'visible organizations', requiresAuth: true, readOnly: true, inputSchema: { type: 'object' } }),
    `BEGIN RETURN api.mcp_tool_result(jsonb_build_array(jsonb_build_object('type', 'text', 'text',
       coalesce((SELECT string_agg(o.object_id::text, ',' ORDER BY o.object_id) FROM membership.organization o), ''))), request.request_id); END;`,
  ]);
  apiKey = await issueApiKey(project.db, 'oauth-key@example.com');
  const port = await freePort();
  resource = `http://127.0.0.1:${port}/mcp`;
  issuer = await startTestIssuer({ clients: ISSUER_CLIENTS, resources: () => [resource, OTHER_RESOURCE] });
  await project.db.query('SELECT membership.set_oauth_issuer($1, $2, true, true)', [issuer.issuer, PROVIDER]);
  gateway = await startGateway({
    projectDir: project.dir,
    databaseUrl: project.gatewayUrl,
    env: { PORT: String(port), AUTH_FAILURE_DELAY_MS: '20', OAUTH_ISSUERS: issuer.issuer, OAUTH_RESOURCE: resource, OAUTH_ASSERTION_SECRET: SECRET, OAUTH_JWKS_COOLDOWN_MS: String(JWKS_COOLDOWN_MS),
      OAUTH_INTROSPECTION_ISSUER: issuer.issuer, OAUTH_INTROSPECTION_CLIENT_ID: INTROSPECTOR, OAUTH_INTROSPECTION_CLIENT_SECRET: CLIENT_SECRET },
  });
}, 240_000);

afterAll(async () => {
  await gateway?.stop();
  await issuer?.stop();
  await project?.cleanup();
});

const metadataUrl = () => `${new URL(resource).origin}/.well-known/oauth-protected-resource/mcp`;
const call = (name: string) => rpcRequest('tools/call', { name, arguments: {} });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function personalOrg(subject: string): Promise<string> {
  const { rows } = await project.db.query<{ id: string }>(
    `SELECT o.object_id::text AS id FROM membership.user_identity i
       JOIN membership.organization o ON o.owner_user_id = i.user_object_id AND o.is_personal
      WHERE i.idp_provider = $1 AND i.idp_subject_id = $2`, [PROVIDER, subject]);
  return rows[0]?.id ?? '(none)';
}

describe('discovery', () => {
  it('answers an anonymous MCP request with 401 naming the Protected Resource Metadata, which names the issuer', async () => {
    const response = await postMcp(gateway.mcpUrl, rpcRequest('tools/list'));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe(`Bearer realm="gwtest", resource_metadata="${metadataUrl()}"`);
    for (const url of [metadataUrl(), `${new URL(resource).origin}/.well-known/oauth-protected-resource`]) {
      const prm = await send(url);
      expect(prm.status).toBe(200);
      expect(prm.json).toEqual({ resource, authorization_servers: [issuer.issuer], scopes_supported: ['mcp:read', 'mcp:write'], bearer_methods_supported: ['header'], resource_name: 'gwtest' });
    }
  });
});

describe('the MCP SDK client with OAuth (client credentials)', () => {
  it('discovers the issuer from the 401, gets a token for this resource and calls tools', async () => {
    const authProvider = new ClientCredentialsProvider({ clientId: 'client-a', clientSecret: CLIENT_SECRET, expectedIssuer: issuer.issuer, scope: 'mcp:read mcp:write' });
    const client = new Client({ name: 'oauth-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(resource), { authProvider }));
    try {
      const tools = await client.listTools();
      expect(tools.tools.map((tool) => tool.name)).toContain('oauth_orgs');
      const whoami = await client.callTool({ name: 'gw_whoami', arguments: {} });
      expect(whoami.isError).toBeFalsy();
      const { rows } = await project.db.query<{ user_id: string }>('SELECT user_object_id::text AS user_id FROM membership.user_identity WHERE idp_provider = $1 AND idp_subject_id = $2', [PROVIDER, 'client-a']);
      expect((whoami.content as Array<{ text: string }>)[0]?.text).toBe(rows[0]?.user_id);
      expect(authProvider.tokens()?.access_token).toMatch(/^eyJ/);
    } finally {
      await client.close();
    }
  });
});

describe('the MCP SDK client with OAuth (authorization code + PKCE)', () => {
  it('sends the user to sign in, exchanges the code with its verifier, and calls tools as the user its verified email links to', async () => {
    // The person already has an account (another provider, verified address): the token's verified email links to it.
    const { rows: [existing] } = await project.db.query<{ id: string }>("SELECT membership.upsert_user('otheridp', 'u-1', 'user-1@example.com', 'Existing', true)::text AS id");
    let authorizationUrl: URL | undefined;
    let verifier = '';
    let tokens: OAuthTokens | undefined;
    const authProvider: OAuthClientProvider = {
      redirectUrl: REDIRECT_URI,
      clientMetadata: { client_name: 'pkce-test', redirect_uris: [REDIRECT_URI], grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'none' },
      clientInformation: (): OAuthClientInformationMixed => ({ client_id: PUBLIC_CLIENT, issuer: issuer.issuer } as OAuthClientInformationMixed),
      tokens: () => tokens,
      saveTokens: (saved) => {
        tokens = saved;
      },
      redirectToAuthorization: (url) => {
        authorizationUrl = url;
      },
      saveCodeVerifier: (saved) => {
        verifier = saved;
      },
      codeVerifier: () => verifier,
    };
    const first = new StreamableHTTPClientTransport(new URL(resource), { authProvider });
    await expect(new Client({ name: 'pkce-test', version: '1.0.0' }).connect(first)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(authorizationUrl?.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizationUrl?.searchParams.get('resource')).toBe(resource);
    await first.finishAuth(await authorizeInBrowser(authorizationUrl!));
    expect(tokens?.access_token).toMatch(/^eyJ/);
    const client = new Client({ name: 'pkce-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(resource), { authProvider }));
    try {
      const whoami = await client.callTool({ name: 'gw_whoami', arguments: {} });
      expect((whoami.content as Array<{ text: string }>)[0]?.text).toBe(existing?.id);
    } finally {
      await client.close();
    }
  });
});

describe('organizations and scopes', () => {
  it('shows a token of organization A only A\'s rows, and B\'s only B\'s', async () => {
    const seen: Record<string, string> = {};
    for (const clientId of ['client-a', 'client-b']) {
      const token = await issuer.clientCredentialsToken(clientId, 'mcp:read mcp:write', resource);
      const response = await postMcp(gateway.mcpUrl, call('oauth_orgs'), bearer(token));
      expect(response.status).toBe(200);
      seen[clientId] = response.json.result.content[0].text;
    }
    expect(seen['client-a']).toBe(await personalOrg('client-a'));
    expect(seen['client-b']).toBe(await personalOrg('client-b'));
    expect(seen['client-a']).not.toContain(await personalOrg('client-b'));
  });

  it('lets a read-scope token read but answers a write tool with 403 insufficient_scope', async () => {
    const token = await issuer.clientCredentialsToken('reader', 'mcp:read', resource);
    const read = await postMcp(gateway.mcpUrl, call('oauth_orgs'), bearer(token));
    expect(read.status).toBe(200);
    const write = await postMcp(gateway.mcpUrl, call('gw_whoami'), bearer(token));
    expect(write.status).toBe(403);
    expect(write.headers.get('www-authenticate')).toMatch(/^Bearer realm="gwtest", error="insufficient_scope", scope="mcp:write", .*resource_metadata="/);
    expect(write.json.error.data).toEqual({ code: 'pgmi.insufficient_scope', scope: 'mcp:write' });
    // In a 2025-11-25 session (where a long call streams resumably) the 403 comes on the POST itself.
    const init = await postMcp(gateway.mcpUrl, rpcRequest('initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'scopes', version: '1' } }), bearer(token));
    const session = { ...bearer(token), 'mcp-session-id': init.headers.get('mcp-session-id') ?? '', 'mcp-protocol-version': '2025-11-25' };
    expect(session['mcp-session-id']).not.toBe('');
    const inSession = await postMcp(gateway.mcpUrl, call('gw_whoami'), session);
    expect(inSession.status).toBe(403);
    expect(inSession.headers.get('www-authenticate')).toContain('error="insufficient_scope", scope="mcp:write"');
    expect(inSession.json.id).toBe(1);
    const readInSession = await postMcp(gateway.mcpUrl, call('oauth_orgs'), session);
    expect(readInSession.status).toBe(200);
    // A quick call that raised nothing is answered as plain JSON: one statement, the dispatcher's own scope check.
    expect(readInSession.headers.get('content-type')).toContain('application/json');
    const rest = await send(`${new URL(resource).origin}/api/me`, { headers: bearer(token) });
    expect(rest.status).toBe(403);
    expect(rest.headers.get('www-authenticate')).toContain('error="insufficient_scope", scope="mcp:write"');
  });
});

describe('tokens the gateway refuses', () => {
  it('gives expired, wrong-audience, wrong-issuer, alg none, tampered and retired-key tokens the same 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { iss: issuer.issuer, sub: 'client-a', aud: resource, scope: 'mcp:read mcp:write', client_id: 'client-a', iat: now, exp: now + 300 };
    const good = await issuer.sign(claims);
    const real = await issuer.clientCredentialsToken('client-a', 'mcp:read mcp:write', resource);
    const [head, payload, signature] = real.split('.');
    const tamperedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'client-b' })).toString('base64url');
    const bad: Record<string, string> = {
      expired: await issuer.sign({ ...claims, iat: now - 900, exp: now - 600 }),
      'not yet valid': await issuer.sign({ ...claims, nbf: now + 600 }),
      'wrong audience': await issuer.clientCredentialsToken('client-a', 'mcp:read mcp:write', OTHER_RESOURCE),
      'wrong issuer': await issuer.sign({ ...claims, iss: 'http://127.0.0.1:1' }),
      'alg none': new UnsecuredJWT(claims).encode(),
      tampered: `${head}.${tamperedPayload}.${signature}`,
      'retired key': await issuer.sign(claims, await makeSigningKey('retired-key')),
    };
    // The control: the same claims, signed by the issuer's published key, pass.
    expect((await postMcp(gateway.mcpUrl, call('oauth_orgs'), bearer(good))).status).toBe(200);
    const bodies = new Set<string>();
    for (const [reason, token] of Object.entries(bad)) {
      const response = await postMcp(gateway.mcpUrl, call('oauth_orgs'), bearer(token));
      expect(response.status, reason).toBe(401);
      expect(response.headers.get('www-authenticate'), reason).toBe(
        `Bearer realm="gwtest", error="invalid_token", error_description="The credential is not valid", resource_metadata="${metadataUrl()}"`);
      bodies.add(response.text);
    }
    expect(bodies.size).toBe(1);
    expect(gateway.output()).not.toContain(real);
    expect(gateway.output()).not.toContain(SECRET);
  });

  it('refuses an assertion a client makes up (the database checks the MAC, not the gateway)', async () => {
    const forged = `pgmi-oat.${Buffer.from(JSON.stringify({ v: 1, iss: issuer.issuer, sub: 'client-a', scp: ['mcp:write'], exp: 9999999999 })).toString('base64url')}.${'0'.repeat(64)}`;
    const response = await postMcp(gateway.mcpUrl, call('oauth_orgs'), bearer(forged));
    expect(response.status).toBe(401);
  });
});

describe('the database decides on every call', () => {
  it('refuses a verified token whose identity was unlinked, and provisions the subject again on its next call', async () => {
    const token = await issuer.clientCredentialsToken('client-b', 'mcp:read mcp:write', resource);
    expect((await postMcp(gateway.mcpUrl, call('oauth_orgs'), bearer(token))).status).toBe(200);
    const before = await personalOrg('client-b');
    await project.db.query('DELETE FROM membership.user_identity WHERE idp_provider = $1 AND idp_subject_id = $2', [PROVIDER, 'client-b']);
    const refused = await postMcp(gateway.mcpUrl, call('oauth_orgs'), bearer(token));
    expect(refused.status).toBe(401);
    // The issuer may provision: the same token's next call links the subject to a new user.
    const again = await postMcp(gateway.mcpUrl, call('oauth_orgs'), bearer(token));
    expect(again.status).toBe(200);
    const after = await personalOrg('client-b');
    expect(after).not.toBe(before);
    expect(again.json.result.content[0].text).toBe(after);
  });
});

describe('opaque tokens (introspection)', () => {
  it('takes an opaque token the issuer says is active for this resource, and refuses other ones', async () => {
    const token = await issuer.clientCredentialsToken(OPAQUE_CLIENT, 'mcp:read', resource);
    expect(token).not.toMatch(/^eyJ/);
    const read = await postMcp(gateway.mcpUrl, call('oauth_orgs'), bearer(token));
    expect(read.status).toBe(200);
    expect(read.json.result.content[0].text).toBe(await personalOrg(OPAQUE_CLIENT));
    expect((await postMcp(gateway.mcpUrl, call('gw_whoami'), bearer(token))).status).toBe(403);
    const elsewhere = await issuer.clientCredentialsToken(OPAQUE_CLIENT, 'mcp:read', OTHER_RESOURCE);
    const unknown = 'opaque-token-the-issuer-never-issued-0123456789';
    for (const bad of [elsewhere, unknown]) {
      const response = await postMcp(gateway.mcpUrl, call('oauth_orgs'), bearer(bad));
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toContain('error="invalid_token"');
    }
    // API keys are still API keys (never sent to the issuer).
    expect((await postMcp(gateway.mcpUrl, call('gw_whoami'), bearer(apiKey.key))).status).toBe(200);
  });
});

describe('key rotation', () => {
  it('fetches the JWKS again for an unknown kid at most once per cooldown, takes the new key and refuses the rotated-away one', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { iss: issuer.issuer, sub: 'client-a', aud: resource, scope: 'mcp:read mcp:write', iat: now, exp: now + 300 };
    // A flood of tokens naming keys the issuer never had costs the issuer at most one JWKS fetch per cooldown.
    // Waiting out a cooldown (the gateway's documented minimum between JWKS fetches) is the behaviour under test.
    await new Promise((resolve) => setTimeout(resolve, JWKS_COOLDOWN_MS + 100));
    const madeUp = await Promise.all(Array.from({ length: 20 }, async (_, i) => issuer.sign(claims, await makeSigningKey(`made-up-${i}`))));
    const before = issuer.jwksFetches();
    const started = Date.now();
    // One after the other: without the cooldown every one of them would fetch the JWKS again.
    const responses = [];
    for (const token of madeUp) responses.push(await postMcp(gateway.mcpUrl, call('oauth_orgs'), bearer(token)));
    const elapsedMs = Date.now() - started;
    expect(responses.map((response) => response.status)).toEqual(madeUp.map(() => 401));
    expect(issuer.jwksFetches() - before).toBeLessThanOrEqual(1 + Math.floor(elapsedMs / JWKS_COOLDOWN_MS));

    // Rotation: the issuer restarts on the same URL with a new key; a token signed with the old one that the
    // gateway has never seen is made first.
    const oldToken = await issuer.sign({ ...claims, jti: 'old' });
    const port = Number(new URL(issuer.issuer).port);
    await issuer.stop();
    const nextKey = await makeSigningKey('next-key');
    issuer = await startTestIssuer({ clients: ISSUER_CLIENTS, resources: () => [resource, OTHER_RESOURCE], port, key: nextKey });
    await new Promise((resolve) => setTimeout(resolve, JWKS_COOLDOWN_MS + 100)); // the cooldown again, as above
    const fresh = await postMcp(gateway.mcpUrl, call('oauth_orgs'), bearer(await issuer.sign({ ...claims, jti: 'new' })));
    expect(fresh.status).toBe(200);
    const retired = await postMcp(gateway.mcpUrl, call('oauth_orgs'), bearer(oldToken));
    expect(retired.status).toBe(401);
    expect(retired.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });
});

describe('beside API keys, on every endpoint', () => {
  it('still takes API keys on /mcp', async () => {
    const response = await postMcp(gateway.mcpUrl, call('gw_whoami'), bearer(apiKey.key));
    expect(response.status).toBe(200);
    expect(response.json.result.content[0].text).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes tokens on REST and RPC, and names the metadata in their 401s', async () => {
    const token = await issuer.clientCredentialsToken('client-a', 'mcp:read mcp:write', resource);
    const origin = new URL(resource).origin;
    const me = await send(`${origin}/api/me`, { headers: bearer(token) });
    expect(me.status).toBe(200);
    expect(me.json.organizationIds).toEqual([await personalOrg('client-a')]);
    const rpc = await send(`${origin}/rpc`, { method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' }, body: JSON.stringify(rpcRequest('demo.whoami')) });
    expect(rpc.status).toBe(200);
    expect(JSON.stringify(rpc.json.result)).toContain('oauth-');
    const refused = await send(`${origin}/api/me`, { headers: bearer(`${token.slice(0, -4)}AAAA`) });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain(`resource_metadata="${metadataUrl()}"`);
    const openapi = await send(`${origin}/openapi.json`);
    expect(openapi.json.components.securitySchemes.oauth2).toMatchObject({ type: 'openIdConnect', openIdConnectUrl: `${issuer.issuer}/.well-known/openid-configuration` });
    expect(openapi.json.paths['/me'].get.security).toEqual([{ apiKeyAuth: [] }, { oauth2: [] }]);
  });
});

describe('docs/oauth.md', () => {
  it('trusts an issuer with the SQL it shows, run by the admin login', async () => {
    const doc = await readFile(join(project.dir, 'docs', 'oauth.md'), 'utf8');
    const sql = sqlBlockAfter(doc, '### Trust the issuer in the database');
    await withClient(templateRoleUrl(project.db.url, project.db.name, 'admin'), (client) => client.query(sql));
    const { rows } = await project.db.query('SELECT provider, may_provision_users, may_link_by_verified_email, is_active FROM membership.oauth_issuer WHERE issuer = $1', ['https://id.example.com/realms/acme']);
    expect(rows).toEqual([{ provider: 'acme-keycloak', may_provision_users: true, may_link_by_verified_email: true, is_active: true }]);
  });
});
