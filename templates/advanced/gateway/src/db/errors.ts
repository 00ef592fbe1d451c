// Sorts database failures into the few outcomes the HTTP layer answers differently.

/**
 * - retryable:     40001/40P01, worth a new transaction
 * - unavailable:   no connection (server down, restarting, pool exhausted): 503 + Retry-After
 * - timeout:       statement_timeout fired: 504
 * - invalid-input: PostgreSQL refused a value the client sent (e.g. \u0000 in jsonb): 400
 * - unexpected:    anything else, a bug on one side or the other: 500, details only in the log
 */
export type DbFailureKind = 'retryable' | 'unavailable' | 'timeout' | 'invalid-input' | 'unexpected';

const RETRYABLE = new Set(['40001', '40P01']);
const UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300', '53400', '08000', '08001', '08003', '08004', '08006', '08007', '08P01']);
const INVALID_INPUT = new Set(['22P05', '22021', '22P02', '54000', '54001', '22003']);
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
];

export function sqlstateOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export function classifyDbError(error: unknown): DbFailureKind {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    if (RETRYABLE.has(code)) return 'retryable';
    if (code === '57014') return 'timeout';
    if (UNAVAILABLE.has(code) || code.startsWith('08') || NODE_NETWORK_CODES.has(code)) return 'unavailable';
    if (INVALID_INPUT.has(code)) return 'invalid-input';
  }
  const message = error instanceof Error ? error.message.toLowerCase() : '';
  if (UNAVAILABLE_MESSAGES.some((fragment) => message.includes(fragment))) return 'unavailable';
  return 'unexpected';
}
