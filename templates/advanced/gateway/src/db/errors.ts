// Sorts database failures into the few outcomes the HTTP layer answers differently.

/** What SQL raises when the credential a request presented does not verify (membership.authenticate). */
export const CREDENTIAL_REFUSED = 'PA401';

/**
 * - retryable:     40001/40P01, worth a new transaction
 * - unauthenticated: PA401, the presented credential does not verify: the one 401 (steps/authenticate.ts)
 * - unavailable:   no connection (server down, restarting, pool exhausted): 503 + Retry-After
 * - timeout:       statement_timeout fired: 504
 * - invalid-input: PostgreSQL refused a value the client sent (e.g. \u0000 in jsonb, bytes that are not UTF-8,
 *                  nesting deeper than its stack): 400
 * - unexpected:    anything else, a bug on one side or the other: 500, details only in the log
 */
export type DbFailureKind = 'retryable' | 'unauthenticated' | 'unavailable' | 'timeout' | 'invalid-input' | 'unexpected';

const RETRYABLE = new Set(['40001', '40P01']);
const UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300', '53400', '08000', '08001', '08003', '08004', '08006', '08007', '08P01']);
/** Class 22 (data exception) and the size limits: what escapes SQL unhandled here came from the request's own values. */
const INVALID_INPUT = new Set(['54000', '54001']);
const NODE_NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'connection terminated',
  'connection timeout',
  'not queryable',
  'client was closed',
  'cannot use a pool after calling end',
  'the database system is',
  'server closed the connection',
  // The server speaks no TLS while sslmode wants it (prefer/allow switch attempts, see db/libpq-target.ts).
  'does not support ssl',
];
/** Node's TLS failures (a certificate verify-ca/verify-full refuses): the database is unreachable as configured. */
const TLS_CODE = /CERT|TLS|SSL/;

export function sqlstateOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export function classifyDbError(error: unknown): DbFailureKind {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    if (RETRYABLE.has(code)) return 'retryable';
    if (code === CREDENTIAL_REFUSED) return 'unauthenticated';
    if (code === '57014') return 'timeout';
    if (UNAVAILABLE.has(code) || code.startsWith('08') || NODE_NETWORK_CODES.has(code)) return 'unavailable';
    if (sqlstateOf(error) === undefined && TLS_CODE.test(code)) return 'unavailable';
    if (INVALID_INPUT.has(code) || (sqlstateOf(error) !== undefined && code.startsWith('22'))) return 'invalid-input';
  }
  const message = error instanceof Error ? error.message.toLowerCase() : '';
  if (UNAVAILABLE_MESSAGES.some((fragment) => message.includes(fragment))) return 'unavailable';
  return 'unexpected';
}

/** What went wrong with one call made outside a transaction (autocommit), in the shape http/failures.ts answers. */
export interface AutocommitFailure {
  failure: Exclude<DbFailureKind, 'retryable'>;
  retries: 0;
  sqlstate: string | undefined;
  error: unknown;
}

/** A failed autocommit call: a serialization conflict there is not worth a retry, so it counts as unexpected. */
export function autocommitFailure(error: unknown): AutocommitFailure {
  const kind = classifyDbError(error);
  return { failure: kind === 'retryable' ? 'unexpected' : kind, retries: 0, sqlstate: sqlstateOf(error), error };
}
