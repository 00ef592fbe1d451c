// Finds the endpoint: 404 for unknown paths, 405 with Allow for a verb the endpoint does not serve.
import { newExchange } from '../mcp/exchange.js';
import { transportError } from '../http/transport-error.js';
import type { GatewayRequest, Reply, Route, RouteKind } from '../types.js';

const REST_PREFIX = '/api';
const CONSOLE_PREFIX = '/console';
/** RFC 9728: the well-known segment, followed by the resource's path (e.g. /mcp) or nothing. */
const RESOURCE_METADATA = '/.well-known/oauth-protected-resource';

const ALLOWED: Record<RouteKind, readonly string[]> = {
  mcp: ['GET', 'POST', 'DELETE'],
  rpc: ['POST'],
  rest: [], // any method: SQL answers 405 for the verbs a route does not serve
  openapi: ['GET', 'HEAD'],
  health: ['GET', 'HEAD'],
  ready: ['GET', 'HEAD'],
  console: ['GET', 'HEAD'],
  'resource-metadata': ['GET', 'HEAD'],
};

export async function matchRoute(req: GatewayRequest): Promise<Reply | undefined> {
  const route = routeFor(req.path, req.target);
  // The console exists only when configured (CONSOLE_ENABLED): otherwise /console is an unknown path like any other.
  if (!route || (route.kind === 'console' && !req.services.config.consoleEnabled)) return transportError(req, 404, 'No such endpoint');
  req.route = route;
  if (route.kind === 'mcp') req.mcp = newExchange();
  const allowed = ALLOWED[route.kind];
  if (allowed.length > 0 && !allowed.includes(req.method)) {
    return transportError(req, 405, 'Method not allowed', { headers: { allow: allowed.join(', ') } });
  }
  return undefined;
}

export function routeFor(path: string, target: string): Route | undefined {
  switch (path) {
    case '/mcp':
      return { kind: 'mcp' };
    case '/rpc':
      return { kind: 'rpc' };
    case '/openapi.json':
      return { kind: 'openapi' };
    case '/health':
      return { kind: 'health' };
    case '/ready':
      return { kind: 'ready' };
  }
  if (path === RESOURCE_METADATA || path.startsWith(`${RESOURCE_METADATA}/`)) return { kind: 'resource-metadata' };
  if (path === CONSOLE_PREFIX || path.startsWith(`${CONSOLE_PREFIX}/`)) return { kind: 'console', target: path };
  if (path === REST_PREFIX || path.startsWith(`${REST_PREFIX}/`)) {
    // SQL matches routes on the path below /api and passes the query string through to the handler.
    const below = target.slice(REST_PREFIX.length);
    return { kind: 'rest', target: below === '' || below.startsWith('?') ? `/${below}` : below };
  }
  return undefined;
}
