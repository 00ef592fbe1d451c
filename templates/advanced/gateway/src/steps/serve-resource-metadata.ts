// GET /.well-known/oauth-protected-resource[/<path>]: Protected Resource Metadata (RFC 9728), where an MCP client
// that got a 401 learns which authorization servers issue tokens for this server and which scopes exist. Served
// only when OAuth is configured (otherwise the path is unknown, 404). One resource for the whole gateway (MCP,
// REST and RPC accept the same tokens), so every path variant serves the same document.
import { transportError } from '../http/transport-error.js';
import type { GatewayRequest, Reply } from '../types.js';

export async function serveResourceMetadata(req: GatewayRequest): Promise<Reply | undefined> {
  const oauth = req.services.config.oauth;
  if (oauth === undefined) return transportError(req, 404, 'No such endpoint');
  return {
    kind: 'json',
    status: 200,
    headers: { 'cache-control': 'public, max-age=300', 'access-control-allow-origin': '*' },
    body: {
      resource: oauth.resource,
      authorization_servers: oauth.issuers,
      scopes_supported: [oauth.readScope, oauth.writeScope],
      bearer_methods_supported: ['header'],
      resource_name: req.services.config.serverName,
    },
  };
}
