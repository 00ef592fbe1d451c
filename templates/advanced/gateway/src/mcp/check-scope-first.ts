// A resumable event stream that opens because its call runs long (mcp/run-call.ts) sends its 200 before SQL has
// answered, so an OAuth token that lacks the handler's scope is told first, with the 403 on the POST itself
// (api.mcp_missing_scope; the dispatcher still enforces the scope when the call runs).
import { idOf } from '../json-rpc.js';
import { failedCall } from '../http/failed-call.js';
import { insufficientScope } from '../http/unauthorized.js';
import type { GatewayRequest, Reply } from '../types.js';
import type { McpMessage } from './exchange.js';

/** 403 insufficient_scope (or 401) before a resumable stream opens on a long call; undefined when the call may go ahead. */
export async function checkScopeFirst(req: GatewayRequest, message: McpMessage): Promise<Reply | undefined> {
  try {
    const { rows } = await req.services.db.primary.query<{ scope: string | null }>('SELECT api.mcp_missing_scope($1::jsonb, $2) AS scope', [message.sqlText, req.credential]);
    const scope = rows[0]?.scope;
    return scope ? insufficientScope(req, scope, idOf(message.parsed)) : undefined;
  } catch (error) {
    return failedCall(req, error);
  }
}
