// Runs one MCP message through SQL: BEGIN (resolved policy) → api.mcp_handle_request → COMMIT, with retries.
// The envelope comes back as text, exactly as PostgreSQL printed it.
import { runInTransaction, type TransactionOutcome } from '../db/transaction.js';
import type { TransactionPolicy } from '../db/policy.js';
import type { GatewayRequest, Identity } from '../types.js';
import type { Services } from '../services.js';
import type { JsonObject } from '../json-rpc.js';
import type { McpExchange, McpMessage } from './exchange.js';
import { CLOSE_STREAM_NOTICE, toClientNotification } from './handler-notifications.js';
import { paramHeaders, type Era } from './protocol.js';

const DISPATCH_SQL = 'SELECT (api.mcp_handle_request($1::jsonb, $2::jsonb)).envelope::text AS envelope';

/**
 * What SQL learns about the request besides its body, all of it established by this gateway: the verified
 * identity (only from an API key), the session it checked, and the revision it negotiated or assumed.
 * Nothing here is copied from a client header unverified.
 */
export interface McpContextFacts {
  identity: Identity | undefined;
  era: Era;
  protocolVersion: string;
  sessionId: string | undefined;
  /** 2026-07-28 Mcp-Param-* headers (decoded), checked in SQL against the tool's x-mcp-header arguments. */
  paramHeaders?: Record<string, string | null>;
}

export function contextFacts(req: GatewayRequest, exchange: McpExchange): McpContextFacts {
  return {
    identity: req.identity,
    era: exchange.era,
    protocolVersion: exchange.protocolVersion,
    sessionId: exchange.sessionId,
    paramHeaders: exchange.era === 'modern' ? paramHeaders(req.headers) : undefined,
  };
}

export function mcpContext(facts: McpContextFacts): string {
  const context: Record<string, unknown> = { protocol_era: facts.era, protocol_version: facts.protocolVersion };
  if (facts.identity) context.user_id = facts.identity.userId;
  if (facts.sessionId !== undefined && facts.era === 'legacy') context.session_id = facts.sessionId;
  if (facts.era === 'modern' && facts.paramHeaders) context.mcp_param_headers = facts.paramHeaders;
  return JSON.stringify(context);
}

export async function dispatchMessage(
  services: Services,
  message: McpMessage,
  options: {
    policy: TransactionPolicy;
    context: McpContextFacts;
    onNotification?: (notification: JsonObject) => void;
    onCloseStream?: () => void;
  },
): Promise<TransactionOutcome<string | null>> {
  const { onNotification, onCloseStream } = options;
  const onNotice = onNotification
    ? (notice: Parameters<typeof toClientNotification>[0]) => {
        if (notice.message === CLOSE_STREAM_NOTICE) return onCloseStream?.();
        const notification = toClientNotification(notice, message.parsed);
        if (notification) onNotification(notification);
      }
    : undefined;
  return runInTransaction(services, { policy: options.policy, onNotice }, async (client) => {
    const result = await client.query<{ envelope: string | null }>(DISPATCH_SQL, [message.sqlText, mcpContext(options.context)]);
    return result.rows[0]?.envelope ?? null;
  });
}
