// POST /rpc → the body's method name → api.rpc_resolve + api.rpc_route_policy (one round trip before BEGIN,
// cached per method until the registry changes) → BEGIN … api.rpc_invoke … COMMIT. An unknown method
// reaches rpc_invoke with a NULL route id, which answers 404/-32601; an unparsable body gets its -32700 there.
import { cached } from '../db/catalog-cache.js';
import { policyFromRow, DEFAULT_POLICY, type IsolationLevel } from '../db/policy.js';
import { requestedIsolation } from '../db/requested-isolation.js';
import { autocommitFailure } from '../db/errors.js';
import { ErrorCode, isJsonObject } from '../json-rpc.js';
import { headerPairs } from '../http/header-map.js';
import { jsonRpcFailure } from '../http/failures.js';
import { transportError } from '../http/transport-error.js';
import { invokeHttpHandler } from '../http/sql-response.js';
import type { RpcRoute } from '../services.js';
import type { GatewayRequest, Reply } from '../types.js';
import { rpcSearchQuery, SEARCH_VECTOR_HEADER } from '../search/query-vector.js';

const ROUTE_SQL = `SELECT r.route_id::text AS route_id, p.transaction_isolation, p.transaction_read_only, p.transaction_deferrable
  FROM (SELECT api.rpc_resolve($1) AS route_id) r
  LEFT JOIN LATERAL api.rpc_route_policy($1, $2) p ON true`;
const INVOKE_CALL = 'api.rpc_invoke($1::uuid, extensions.hstore($2::text[]), $3::bytea)';

export async function invokeRpc(req: GatewayRequest): Promise<Reply | undefined> {
  const requested = requestedIsolation(req.headers);
  if (!requested.ok) {
    return transportError(req, 400, `Unsupported X-PGMI-Transaction-Isolation: ${requested.value}`, {
      code: ErrorCode.InvalidRequest,
      data: { code: 'pgmi.transaction_isolation_unsupported' },
    });
  }
  const body = req.body ?? Buffer.alloc(0);
  const parsed = parseQuietly(body);
  if (Array.isArray(parsed)) return transportError(req, 400, 'Invalid Request: batches are not supported on /rpc', { code: ErrorCode.InvalidRequest });
  const methodName = isJsonObject(parsed) && typeof parsed.method === 'string' ? parsed.method : undefined;
  if (methodName) req.log.mcpMethod = methodName.slice(0, 100);
  let route: RpcRoute = { routeId: null, policy: DEFAULT_POLICY };
  if (methodName !== undefined) {
    try {
      route = await rpcRoute(req, methodName, requested.level);
    } catch (error) {
      return jsonRpcFailure(req, null, autocommitFailure(error));
    }
  }
  const headers = headerPairs(req.rawHeaders, req.credential);
  const vector = await req.services.queryVectors.vectorFor(rpcSearchQuery(parsed));
  if (vector) headers.push(SEARCH_VECTOR_HEADER, JSON.stringify(vector));
  return invokeHttpHandler(req, route.policy, INVOKE_CALL, [route.routeId, headers, body.length > 0 ? body : null]);
}

async function rpcRoute(req: GatewayRequest, methodName: string, requested: IsolationLevel | null): Promise<RpcRoute> {
  const key = JSON.stringify(['rpc', methodName, requested]);
  return cached(req.services.rpcRoutes, key, async () => {
    const row = (await req.services.db.primary.query(ROUTE_SQL, [methodName, requested])).rows[0] as Record<string, unknown> | undefined;
    const routeId = typeof row?.route_id === 'string' ? row.route_id : null;
    return { routeId, policy: routeId === null ? DEFAULT_POLICY : policyFromRow(row) };
  });
}

function parseQuietly(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined; // rpc_invoke answers unparsable bodies with -32700 itself
  }
}
