// Runs one unit of work in its own transaction: BEGIN with the resolved characteristics, the work, COMMIT.
// A serialization failure or deadlock (40001/40P01) is retried in a NEW transaction after a full-jitter
// exponential backoff; other failures are classified for the HTTP layer. Nothing here throws for an
// expected outcome.
import type pg from 'pg';
import type { Services } from '../services.js';
import { classifyDbError, sqlstateOf, type DbFailureKind } from './errors.js';
import { beginStatement, type TransactionPolicy } from './policy.js';
import { handlerFailureOf, logHandlerFailure } from './handler-failures.js';

/** The parts of a PostgreSQL NOTICE this gateway reads. */
export interface ServerNotice {
  message?: string;
  detail?: string;
}

export type TransactionFailure = Exclude<DbFailureKind, 'retryable'> | 'retries-exhausted';

export type TransactionOutcome<T> =
  | { ok: true; value: T; retries: number }
  | { ok: false; failure: TransactionFailure; retries: number; sqlstate: string | undefined; error: unknown };

export interface TransactionOptions {
  policy: TransactionPolicy;
  /** Receives every NOTICE raised while the work runs (handler log and progress notifications). */
  onNotice?: (notice: ServerNotice) => void;
  /** The request this transaction serves: a failing handler is logged with it (db/handler-failures.ts). */
  requestId?: string;
}

export async function runInTransaction<T>(
  services: Services,
  options: TransactionOptions,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<TransactionOutcome<T>> {
  const { config } = services;
  const pool = options.policy.readOnly && services.db.read ? services.db.read : services.db.primary;
  const begin = beginStatement(options.policy, config.statementTimeoutMs);
  let lastRetryable: unknown;
  for (let attempt = 1; attempt <= config.retryMaxAttempts; attempt++) {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      return failed(classifyDbError(error), attempt - 1, error);
    }
    const onNotice = (notice: ServerNotice) => {
      const failure = handlerFailureOf(notice);
      if (failure) logHandlerFailure(services.log, options.requestId, failure);
      else options.onNotice?.(notice);
    };
    client.on('notice', onNotice);
    let broken: Error | undefined;
    try {
      await client.query(begin);
      const value = await work(client);
      await client.query('COMMIT');
      return { ok: true, value, retries: attempt - 1 };
    } catch (error) {
      const kind = classifyDbError(error);
      broken = await rollback(client, kind, error);
      if (kind !== 'retryable') return failed(kind, attempt - 1, error);
      lastRetryable = error;
      if (attempt < config.retryMaxAttempts) await services.sleep(backoffMs(attempt, config.retryBaseDelayMs, config.retryMaxDelayMs));
    } finally {
      client.off('notice', onNotice);
      client.release(broken);
    }
  }
  return failed('retryable', config.retryMaxAttempts - 1, lastRetryable);
}

function failed<T>(kind: DbFailureKind, retries: number, error: unknown): TransactionOutcome<T> {
  const failure: TransactionFailure = kind === 'retryable' ? 'retries-exhausted' : kind;
  return { ok: false, failure, retries, sqlstate: sqlstateOf(error), error };
}

/** Rolls back; returns an error when the connection should be discarded rather than reused. */
async function rollback(client: pg.PoolClient, kind: DbFailureKind, cause: unknown): Promise<Error | undefined> {
  if (kind === 'unavailable') return cause instanceof Error ? cause : new Error('connection unusable');
  try {
    await client.query('ROLLBACK');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error : new Error('rollback failed');
  }
}

/** Full jitter: uniform in [0, min(max, base·2^(attempt-1))]. */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** (attempt - 1));
  return Math.floor(random() * ceiling);
}
