// Runs a REST or RPC invocation in its transaction and turns the api.http_response row into a reply.
import { runDispatch, type DispatchStatement } from '../db/transaction.js';
import type { TransactionPolicy } from '../db/policy.js';
import type { GatewayRequest, Reply } from '../types.js';
import { parseHeaderJson } from './header-map.js';
import { jsonRpcFailure, problem, problemFailure } from './failures.js';
import { ErrorCode, jsonRpcError } from '../json-rpc.js';
import { INSUFFICIENT_SCOPE, insufficientScope, missingScope, rejectCredential } from './unauthorized.js';

interface HttpResponseRow extends Record<string, unknown> {
  status_code: number | null;
  headers: string | null;
  content: Buffer | null;
}

/** The columns an entry point's api.http_response `r` is read as. */
export const HTTP_RESPONSE_COLUMNS = '(s.r).status_code, extensions.hstore_to_json((s.r).headers)::text AS headers, (s.r).content';

export async function invokeHttpHandler(req: GatewayRequest, policy: TransactionPolicy, call: string, values: unknown[]): Promise<Reply> {
  const statement: DispatchStatement = { call, columns: HTTP_RESPONSE_COLUMNS, values };
  const outcome = await runDispatch<HttpResponseRow>(req.services, { policy, requestId: req.id, signal: req.signal }, statement);
  const isRpc = req.route?.kind === 'rpc';
  if (!outcome.ok && outcome.failure === 'unauthenticated') return rejectCredential(req);
  if (!outcome.ok && outcome.sqlstate === INSUFFICIENT_SCOPE) return insufficientScope(req, missingScope(outcome.error));
  if (!outcome.ok) return isRpc ? jsonRpcFailure(req, null, outcome) : problemFailure(req, outcome);
  req.log.retries = outcome.retries;
  const row = outcome.value;
  if (!row || row.status_code === null || row.status_code < 100 || row.status_code > 599) {
    // A handler that returned no response is a server-side bug, reported without internals.
    req.log.error = { failure: 'no response', detail: 'the SQL handler returned no status code' };
    return isRpc
      ? { kind: 'json', status: 500, body: jsonRpcError(null, ErrorCode.InternalError, 'Internal error') }
      : problem(500, 'Internal Server Error', 'An internal error occurred');
  }
  return { kind: 'bytes', status: row.status_code, headers: parseHeaderJson(row.headers), body: row.content };
}
