// `pgmi dev --oauth`: a development authorization server on 127.0.0.1, so the whole OAuth flow can be tried on
// one machine. oidc-provider (a certified OpenID Provider) with its built-in development sign-in pages (any user
// name and password sign in), Dynamic Client Registration open (MCP clients register themselves), JWT access
// tokens for the gateway's MCP endpoint as resource (RFC 8707), and two ready clients: a public one for
// authorization code + PKCE and a confidential one for client_credentials. Nothing here is fit for production:
// keys and clients live in memory and vanish when pgmi dev stops.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { Server } from 'node:http';
import { GatewayFailed } from '../errors.js';
import { loadOidcProvider } from './oidc-provider-install.js';

export interface DevIssuer {
  url: string;
  publicClientId: string;
  machineClientId: string;
  machineClientSecret: string;
  stop(): Promise<void>;
}

export async function startDevIssuer(input: {
  host: string;
  port: number;
  resource: string;
  /** The scopes tokens carry: the database's read and write scopes (membership/17-handler-scopes.sql), never a copy. */
  scopes: readonly string[];
  env: NodeJS.ProcessEnv;
  info: (message: string) => void;
}): Promise<DevIssuer> {
  const { default: Provider, errors } = await loadOidcProvider({ env: input.env, info: input.info });
  const url = `http://${input.host}:${input.port}`;
  const machineClientSecret = randomBytes(24).toString('base64url');
  const scopes = input.scopes.join(' ');
  const provider = new Provider(url, {
    clients: [
      { client_id: 'pgmi-dev', application_type: 'native', token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], redirect_uris: ['http://127.0.0.1/callback', 'http://localhost/callback'] },
      { client_id: 'pgmi-dev-machine', client_secret: machineClientSecret, grant_types: ['client_credentials'], response_types: [], redirect_uris: [], scope: scopes },
    ],
    scopes: ['openid', 'offline_access', ...input.scopes],
    features: {
      clientCredentials: { enabled: true },
      registration: { enabled: true },
      devInteractions: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => input.resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== input.resource) throw new errors.InvalidTarget();
          return { scope: scopes, audience: input.resource, accessTokenTTL: 3600, accessTokenFormat: 'jwt', jwt: { sign: { alg: 'RS256' } } };
        },
      },
    },
  });
  const server = provider.listen(input.port, input.host) as unknown as Server;
  // One listener pair, not events.once per event: once(server, 'listening') rejects with the raw error itself,
  // which would win the race and reach the user as "unexpected error".
  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('listening', () => resolveListen());
    server.once('error', (error: Error) => {
      rejectListen(new GatewayFailed(`the development OAuth issuer could not listen on ${url}: ${error.message}`, { hint: `Port ${input.port} is the gateway's port + 1; pass --port N to move both.` }));
    });
  });
  return {
    url,
    publicClientId: 'pgmi-dev',
    machineClientId: 'pgmi-dev-machine',
    machineClientSecret,
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close').catch(() => undefined);
    },
  };
}
