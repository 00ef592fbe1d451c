// GET /openapi.json: the REST contract generated in SQL (api.openapi_document()), served with the catalog
// version as a strong ETag; a matching If-None-Match gets 304 without building the document.
import { isJsonObject } from '../json-rpc.js';
import { problemFailure } from '../http/failures.js';
import { autocommitFailure } from '../db/errors.js';
import type { GatewayRequest, Reply } from '../types.js';
import type { OAuthConfig } from '../oauth/config.js';

export async function serveOpenApi(req: GatewayRequest): Promise<Reply | undefined> {
  const pool = req.services.db.replica.poolFor(true);
  try {
    const version = (await pool.query<{ version: string }>('SELECT api.catalog_version() AS version')).rows[0]?.version ?? '';
    const etag = `"${version.replace(/["\\\r\n]/g, '')}"`;
    const headers = { etag, 'cache-control': 'no-cache' };
    if (matchesEtag(req.headers['if-none-match'], etag)) return { kind: 'empty', status: 304, headers };
    const doc = (await pool.query<{ doc: unknown }>('SELECT api.openapi_document() AS doc')).rows[0]?.doc;
    return { kind: 'json', status: 200, headers, body: withOAuth(withServer(doc), req.services.config.oauth) };
  } catch (error) {
    return problemFailure(req, autocommitFailure(error));
  }
}

/** `*`, or a list holding the tag (weak comparison, as RFC 9110 asks for If-None-Match). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/** SQL documents paths as registered (`/hello`); this gateway serves them under /api. */
function withServer(doc: unknown): unknown {
  if (!isJsonObject(doc) || 'servers' in doc) return doc;
  return { ...doc, servers: [{ url: '/api' }] };
}

/**
 * With OAuth configured, every operation that takes an API key takes an access token too: an `oauth2` scheme
 * (OpenID Connect discovery of the first trusted issuer) beside SQL's `apiKeyAuth`.
 */
export function withOAuth(doc: unknown, oauth: OAuthConfig | undefined): unknown {
  if (oauth === undefined || !isJsonObject(doc)) return doc;
  const components = isJsonObject(doc.components) ? doc.components : {};
  const schemes = isJsonObject(components.securitySchemes) ? components.securitySchemes : {};
  const paths = isJsonObject(doc.paths) ? doc.paths : {};
  const withToken = Object.fromEntries(
    Object.entries(paths).map(([path, item]) => {
      if (!isJsonObject(item)) return [path, item];
      return [path, Object.fromEntries(Object.entries(item).map(([method, operation]) => {
        if (!isJsonObject(operation) || !Array.isArray(operation.security)) return [method, operation];
        const takesKey = operation.security.some((requirement) => isJsonObject(requirement) && 'apiKeyAuth' in requirement);
        return [method, takesKey ? { ...operation, security: [...operation.security, { oauth2: [] }] } : operation];
      }))];
    }),
  );
  const issuer = oauth.issuers[0] ?? '';
  return {
    ...doc,
    paths: withToken,
    components: {
      ...components,
      securitySchemes: {
        ...schemes,
        oauth2: {
          type: 'openIdConnect',
          openIdConnectUrl: `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
          description: `OAuth 2.1 access token for ${oauth.resource} (scopes ${oauth.readScope}, ${oauth.writeScope}); see /.well-known/oauth-protected-resource`,
        },
      },
    },
  };
}
