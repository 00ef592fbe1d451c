// Runs one MCP message through SQL: BEGIN (resolved policy) → api.mcp_handle_request → COMMIT, with retries.
// The envelope comes back as text, exactly as PostgreSQL printed it.
import { runDispatch, type TransactionOutcome } from '../db/transaction.js';
import type { TransactionPolicy } from '../db/policy.js';
import type { Services } from '../services.js';
import type { JsonObject } from '../json-rpc.js';
import type { McpMessage } from './exchange.js';
import { CLOSE_STREAM_NOTICE, toClientNotification } from './handler-notifications.js';
import type { Era } from './protocol.js';
import type { SearchVector } from '../search/query-vector.js';
import type { StopSignal } from '../http/stop-signal.js';

/**
 * What SQL learns about the request besides its body: the credential the caller presented (SQL verifies it and
 * sets the identity itself; PA401 when it does not verify), the session (SQL keeps it only if it belongs to that
 * caller), and the revision this gateway negotiated or assumed. There is no identity here to trust.
 */
export interface McpContextFacts {
  credential: string | undefined;
  era: Era;
  protocolVersion: string;
  sessionId: string | undefined;
  /** 2026-07-28 Mcp-Param-* headers (decoded), checked in SQL against the tool's x-mcp-header arguments. */
  paramHeaders?: Record<string, string | null>;
  /** Tool search: the query's embedding (or why there is none), for tools/list with a query and the search tool. */
  searchVector?: SearchVector;
}

/**
 * The era as SQL spells it. The SQL side still says 'legacy' and 'modern' (p_context.protocol_era, the
 * request.context handlers read, internal.mcp_is_legacy_version behind the CHECK on api.mcp_session): renaming
 * there is a schema change of its own, so this table is the one place where the two vocabularies meet.
 */
export const SQL_ERA: Readonly<Record<Era, 'legacy' | 'modern'>> = { handshake: 'legacy', stateless: 'modern' };

export function mcpContext(facts: McpContextFacts): string {
  const context: Record<string, unknown> = { protocol_era: SQL_ERA[facts.era], protocol_version: facts.protocolVersion };
  if (facts.credential !== undefined) context.credential = facts.credential;
  if (facts.sessionId !== undefined && facts.era === 'handshake') context.session_id = facts.sessionId;
  if (facts.era === 'stateless' && facts.paramHeaders) context.mcp_param_headers = facts.paramHeaders;
  if (facts.searchVector) context.search_vector = facts.searchVector;
  return JSON.stringify(context);
}

export async function dispatchMessage(
  services: Services,
  message: McpMessage,
  options: {
    policy: TransactionPolicy;
    context: McpContextFacts;
    requestId?: string;
    /** Aborted when the client went away: the statement is cancelled (db/transaction.ts). */
    signal?: StopSignal;
    onNotification?: (notification: JsonObject) => void;
    onCloseStream?: () => void;
  },
): Promise<TransactionOutcome<string | null>> {
  const { onNotification, onCloseStream } = options;
  const forward = onNotification
    ? (notice: Parameters<typeof toClientNotification>[0]) => {
        if (notice.message === CLOSE_STREAM_NOTICE) return onCloseStream?.();
        const notification = toClientNotification(notice, message.parsed);
        if (notification) onNotification(notification);
      }
    : undefined;
  const outcome = await runDispatch<{ envelope: string | null }>(
    services,
    { policy: options.policy, onNotice: forward, requestId: options.requestId, signal: options.signal },
    { call: 'api.mcp_handle_request($1::jsonb, $2::jsonb)', columns: '(s.r).envelope::text AS envelope', values: [message.sqlText, mcpContext(options.context)] },
  );
  return outcome.ok ? { ...outcome, value: outcome.value?.envelope ?? null } : outcome;
}
