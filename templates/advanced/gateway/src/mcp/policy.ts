// The transaction policy of one MCP message, asked of SQL (api.mcp_request_policy) before BEGIN and cached
// per handler until the registry changes.
import { isJsonObject } from '../json-rpc.js';
import { cached } from '../db/catalog-cache.js';
import { policyFromRow, type IsolationLevel, type TransactionPolicy } from '../db/policy.js';
import type { Services } from '../services.js';
import type { McpMessage } from './exchange.js';

/** The methods whose policy depends on which handler they reach. */
const HANDLER_METHODS = new Set(['tools/call', 'prompts/get', 'resources/read']);

export function policyKey(message: McpMessage, requested: IsolationLevel | null): string {
  const method = typeof message.parsed.method === 'string' ? message.parsed.method : '';
  const params = isJsonObject(message.parsed.params) ? message.parsed.params : {};
  const target = HANDLER_METHODS.has(method) ? [params.name ?? null, params.uri ?? null] : [];
  return JSON.stringify(['mcp', method, ...target, requested]);
}

export async function resolveMcpPolicy(services: Services, message: McpMessage, requested: IsolationLevel | null): Promise<TransactionPolicy> {
  return cached(services.policies, policyKey(message, requested), async () => {
    const result = await services.db.primary.query(
      'SELECT transaction_isolation, transaction_read_only, transaction_deferrable FROM api.mcp_request_policy($1::jsonb, $2)',
      [message.sqlText, requested],
    );
    return policyFromRow(result.rows[0]);
  });
}
