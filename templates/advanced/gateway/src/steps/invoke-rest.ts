// /api/* → api.rest_route_policy_for (before BEGIN, cached per route until the registry changes) →
// BEGIN … api.rest_invoke … COMMIT. SQL routes, authorises and answers 404/405/401/415/406 itself.
import { cached } from '../db/catalog-cache.js';
import { policyFromRow, type IsolationLevel, type TransactionPolicy } from '../db/policy.js';
import { requestedIsolation } from '../db/requested-isolation.js';
import { autocommitFailure } from '../db/errors.js';
import { headerPairs } from '../http/header-map.js';
import { problem, problemFailure } from '../http/failures.js';
import { invokeHttpHandler } from '../http/sql-response.js';
import type { GatewayRequest, Reply } from '../types.js';
import { restSearchQuery, SEARCH_VECTOR_HEADER } from '../search/query-vector.js';

const POLICY_SQL = `SELECT transaction_isolation, transaction_read_only, transaction_deferrable
  FROM api.rest_route_policy_for($1, $2, extensions.hstore($3::text[]), $4)`;
const INVOKE_CALL = 'api.rest_invoke($1, $2, extensions.hstore($3::text[]), $4::bytea)';

export async function invokeRest(req: GatewayRequest): Promise<Reply | undefined> {
  const target = req.route?.target ?? '/';
  const requested = requestedIsolation(req.headers);
  if (!requested.ok) {
    return problem(400, 'Bad Request', `Unsupported X-PGMI-Transaction-Isolation: ${requested.value}`, { code: 'pgmi.transaction_isolation_unsupported' });
  }
  const headers = headerPairs(req.rawHeaders, req.credential);
  let policy: TransactionPolicy;
  try {
    policy = await restPolicy(req, target, headers, requested.level);
  } catch (error) {
    return problemFailure(req, autocommitFailure(error));
  }
  const body = req.body && req.body.length > 0 ? req.body : null;
  const vector = await req.services.queryVectors.vectorFor(restSearchQuery(req.method, target));
  if (vector) headers.push(SEARCH_VECTOR_HEADER, JSON.stringify(vector));
  return invokeHttpHandler(req, policy, INVOKE_CALL, [req.method, target, headers, body]);
}

async function restPolicy(req: GatewayRequest, target: string, headers: string[], requested: IsolationLevel | null): Promise<TransactionPolicy> {
  // Routes match on the path and the version headers only, never on the query string.
  const path = target.split('?')[0] ?? target;
  const version = [req.headers['x-api-version'] ?? '', req.headers['accept-version'] ?? ''];
  const key = JSON.stringify(['rest', req.method, path, ...version, requested]);
  return cached(req.services.policies, key, async () => {
    const result = await req.services.db.primary.query(POLICY_SQL, [req.method, target, headers, requested]);
    return policyFromRow(result.rows[0]);
  });
}
