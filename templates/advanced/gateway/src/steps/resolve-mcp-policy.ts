// Resolves how the dispatch transaction must be opened (isolation floor, read-only) before BEGIN, so a
// handler's declared policy is honoured rather than merely checked. Batches resolve per entry at dispatch.
import { ErrorCode } from '../json-rpc.js';
import { jsonRpcFailure } from '../http/failures.js';
import { transportError } from '../http/transport-error.js';
import { protocolHeaders, soleMessage } from '../mcp/exchange.js';
import { resolveMcpPolicy } from '../mcp/policy.js';
import { requestedIsolation } from '../db/requested-isolation.js';
import { autocommitFailure } from '../db/errors.js';
import { idOf } from '../json-rpc.js';
import type { GatewayRequest, Reply } from '../types.js';

export async function resolvePolicy(req: GatewayRequest): Promise<Reply | undefined> {
  const requested = requestedIsolation(req.headers);
  if (!requested.ok) {
    return transportError(req, 400, `Unsupported X-PGMI-Transaction-Isolation: ${requested.value}`, {
      code: ErrorCode.InvalidRequest,
      data: { code: 'pgmi.transaction_isolation_unsupported' },
    });
  }
  const message = req.mcp ? soleMessage(req.mcp) : undefined;
  if (!message) return undefined;
  try {
    req.policy = await resolveMcpPolicy(req.services, message, requested.level);
  } catch (error) {
    const facts = autocommitFailure(error);
    return jsonRpcFailure(req, idOf(message.parsed), facts, protocolHeaders(req.mcp));
  }
  return undefined;
}
