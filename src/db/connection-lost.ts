// A connection that ends in the middle of a deploy (the server restarted, pg_terminate_backend, a network
// failure, an idle or session timeout) is not a bug and not a SQL failure: it is exit 11, and what it means for
// the database depends on when it happened. The server rolls back any transaction whose connection ends.
import { ConnectionError } from '../errors.js';

/** When the connection was lost, relative to the deploy transaction. */
export type LostAt = 'before-transaction' | 'in-transaction' | 'during-commit' | 'after-commit';

// 57P01 admin_shutdown (also pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now,
// 57P05 idle_session_timeout; class 08 is connection_exception.
const LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P05']);
const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNABORTED', 'EHOSTUNREACH', 'ENETUNREACH']);
const LOST_MESSAGES = /Connection terminated|connection error and is not queryable|Client was closed and is not queryable|socket hang up/i;

export function isConnectionLost(error: unknown): boolean {
  if (error instanceof ConnectionError) return false; // already explained
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && (LOST_SQLSTATES.has(code) || code.startsWith('08') || LOST_SOCKET_CODES.has(code))) return true;
  return error instanceof Error && LOST_MESSAGES.test(error.message);
}

/** The ConnectionError (exit 11) for a connection lost at `at`, while doing `step` (a script path, "the tests", …). */
export function connectionLost(error: unknown, at: LostAt, step?: string): ConnectionError {
  const reason = error instanceof Error ? error.message : String(error);
  const sqlstate = (error as { code?: unknown }).code;
  const during = step ? ` while running ${step}` : '';
  const outcomes: Record<LostAt, [string, string]> = {
    'before-transaction': [
      `lost the connection to the server before the deploy transaction started (${reason}); nothing was applied`,
      'Check that the server is up, then deploy again.',
    ],
    'in-transaction': [
      `lost the connection to the server${during} (${reason}); the server rolled the deploy transaction back, so nothing was applied`,
      'Look in the server log for why the session ended (a restart, pg_terminate_backend, a timeout, the network), then deploy again.',
    ],
    'during-commit': [
      `lost the connection to the server during COMMIT (${reason}); the deploy may or may not have been committed`,
      'Run pgmi deploy --dry-run to see whether the scripts are recorded as applied, then deploy again if they are not.',
    ],
    'after-commit': [
      `lost the connection to the server after the deploy committed${during} (${reason}); the main transaction is applied`,
      'The -- pgmi:no-transaction scripts run again on the next deploy (they must be idempotent): deploy again.',
    ],
  };
  const [message, hint] = outcomes[at];
  return new ConnectionError(message, {
    hint,
    cause: error,
    sqlstate: typeof sqlstate === 'string' && /^[0-9A-Z]{5}$/.test(sqlstate) ? sqlstate : undefined,
    data: { phase: 'connection-lost', lostAt: at, ...(step ? { step } : {}) },
  });
}
