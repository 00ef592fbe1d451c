// The answer to a failed autocommit call that carried the caller's credential (a session check, a stream's
// principal, a scope check): the one delayed 401 for PA401 (http/unauthorized.ts), else the failure by its kind.
import { autocommitFailure } from '../db/errors.js';
import { protocolHeaders } from '../mcp/exchange.js';
import type { GatewayRequest, Reply } from '../types.js';
import { jsonRpcFailure } from './failures.js';
import { rejectCredential } from './unauthorized.js';

export async function failedCall(req: GatewayRequest, error: unknown): Promise<Reply> {
  const facts = autocommitFailure(error);
  if (facts.failure === 'unauthenticated') return rejectCredential(req);
  return jsonRpcFailure(req, null, facts, protocolHeaders(req.mcp));
}
