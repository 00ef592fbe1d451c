// The OAuth settings: documented, validated together with the rest of the configuration, and the metadata URL
// derived from the resource as RFC 9728 asks.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../templates/advanced/gateway/src/config.js';
import { resourceMetadataUrl } from '../../../templates/advanced/gateway/src/oauth/config.js';
import { metadataUrls } from '../../../templates/advanced/gateway/src/oauth/issuer-keys.js';
import { looksLikeJwt, scopesOf } from '../../../templates/advanced/gateway/src/oauth/access-token.js';
import { testConfig } from './request-fixture.js';

const GATEWAY = join(import.meta.dirname, '../../../templates/advanced/gateway');
const SECRET = 'x'.repeat(40);

describe('OAuth configuration', () => {
  it('documents every OAUTH_ variable in the README table', async () => {
    const source = await readFile(join(GATEWAY, 'src/oauth/config.ts'), 'utf8');
    const readme = await readFile(join(GATEWAY, 'README.md.hbs'), 'utf8');
    const variables = [...new Set([...source.matchAll(/'(OAUTH_[A-Z_]+)'/g)].map((match) => match[1]!))];
    expect(variables.length).toBeGreaterThanOrEqual(10);
    expect(variables.filter((name) => !readme.includes(`| \`${name}\` |`))).toEqual([]);
  });

  it('is off without OAUTH_ISSUERS and on with issuer, resource and secret', () => {
    expect(testConfig().oauth).toBeUndefined();
    const config = testConfig({ OAUTH_ISSUERS: 'https://id.example.com/realms/a', OAUTH_RESOURCE: 'https://mcp.example.com/mcp', OAUTH_ASSERTION_SECRET: SECRET });
    expect(config.oauth).toMatchObject({ issuers: ['https://id.example.com/realms/a'], resource: 'https://mcp.example.com/mcp', readScope: 'mcp:read', writeScope: 'mcp:write' });
    expect(config.oauth?.algorithms).not.toContain('none');
  });

  it('collects every OAuth problem at once and never repeats the secret', () => {
    let caught: unknown;
    try {
      testConfig({ OAUTH_ISSUERS: 'http://id.example.com, not a url', OAUTH_ASSERTION_SECRET: 'short-secret-value', OAUTH_ALGORITHMS: 'RS256,HS256,none', OAUTH_CLOCK_SKEW_SECONDS: '9999' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    for (const expected of ['must use https', 'OAUTH_RESOURCE is required', 'OAUTH_ASSERTION_SECRET', '"HS256"', '"none"', 'OAUTH_CLOCK_SKEW_SECONDS']) expect(problems).toContain(expected);
    expect(problems).not.toContain('short-secret-value');
    expect(() => testConfig({ OAUTH_RESOURCE: 'https://mcp.example.com/mcp' })).toThrow(/OAUTH_ISSUERS is not/);
  });

  it('places the well-known segments before the path (RFC 9728, RFC 8414) and appends OpenID discovery', () => {
    expect(resourceMetadataUrl('https://mcp.example.com/mcp')).toBe('https://mcp.example.com/.well-known/oauth-protected-resource/mcp');
    expect(resourceMetadataUrl('https://mcp.example.com/')).toBe('https://mcp.example.com/.well-known/oauth-protected-resource');
    expect(metadataUrls('https://id.example.com/realms/a')).toEqual([
      'https://id.example.com/.well-known/oauth-authorization-server/realms/a',
      'https://id.example.com/realms/a/.well-known/openid-configuration',
    ]);
  });

  it('reads scopes from scope or scp and tells JWTs from API keys', () => {
    expect(scopesOf({ scope: 'mcp:read  mcp:write' })).toEqual(['mcp:read', 'mcp:write']);
    expect(scopesOf({ scp: ['mcp:read', 7] })).toEqual(['mcp:read']);
    expect(looksLikeJwt('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.')).toBe(true);
    expect(looksLikeJwt(`gwtest_0123456789ab_${'A'.repeat(43)}_000000`)).toBe(false);
  });
});
