// Runs one dispatch (an SQL entry point call) in its own transaction, with the characteristics its policy
// resolved, and as few round trips as that allows:
// - READ COMMITTED (the default) and not DEFERRABLE: ONE statement in an implicit transaction. Read-only is set
//   inside that statement before the entry point runs (SET transaction_read_only may always go from read-write to
//   read-only), so the handler runs exactly as under BEGIN READ ONLY … COMMIT, for one round trip and one commit.
// - REPEATABLE READ / SERIALIZABLE / DEFERRABLE: BEGIN …, the statement, COMMIT.
// The statement also returns the transaction's exchange-log outbox (lib/api/08-exchange-writers.sql): records of
// read-only calls, handed to the relay (db/exchange-relay.ts) only once the transaction has committed. NOTICEs
// raised meanwhile go to the handler-failure log, the API-key use recorder (db/credential-use.ts) and the caller.
// The statement is sent named, prepared once per connection, unless the connection cannot keep it (a pooler in
// transaction mode): db/statement-naming.ts.
// STATEMENT_TIMEOUT_MS, a client that cancels the call and a client that stays gone for CLIENT_GONE_GRACE_MS cancel the
// running statement (db/cancel.ts); a connection that was sent a cancel is discarded, so a late cancel can never hit
// another request's statement.
// A serialization failure or deadlock (40001/40P01) is retried in a NEW transaction after a full-jitter
// exponential backoff; other failures are classified for the HTTP layer. Nothing here throws for an expected
// outcome.
import type pg from 'pg';
import type { GatewayConfig } from '../config.js';
import type { Logger } from '../log.js';
import type { Databases } from './pools.js';
import type { CredentialUseRecorder } from './credential-use.js';
import type { DevFailures } from './dev-failures.js';
import type { ExchangeRelay } from './exchange-relay.js';
import { cancelBackend } from './cancel.js';
import { classifyDbError, sqlstateOf, type DbFailureKind } from './errors.js';
import { beginStatement, type TransactionPolicy } from './policy.js';
import { handlerFailureOf, logHandlerFailure } from './handler-failures.js';
import type { ServerNotice } from './server-notice.js';
import type { StatementNaming } from './statement-naming.js';
import type { StopSignal } from '../http/stop-signal.js';

/**
 * What a dispatch needs from the gateway's services, and no more: the request's Services fit it as they are, and
 * this module stays below services.ts (which lists everything a step may use) instead of importing it.
 */
export interface TransactionServices {
  config: Pick<GatewayConfig, 'retryMaxAttempts' | 'retryBaseDelayMs' | 'retryMaxDelayMs' | 'statementTimeoutMs' | 'clientGoneGraceMs'>;
  log: Logger;
  db: Pick<Databases, 'primary' | 'replica'>;
  exchangeRelay: Pick<ExchangeRelay, 'enqueue'>;
  credentialUse: Pick<CredentialUseRecorder, 'observe'>;
  devFailures?: Pick<DevFailures, 'record'>;
  statementNaming: Pick<StatementNaming, 'queryFor' | 'refusedBy'>;
  /** Injected so retry backoff can be observed in tests without waiting. */
  sleep(ms: number): Promise<void>;
}

export type TransactionFailure = Exclude<DbFailureKind, 'retryable'> | 'retries-exhausted' | 'client-gone';

export type TransactionOutcome<T> =
  | { ok: true; value: T; retries: number }
  | { ok: false; failure: TransactionFailure; retries: number; sqlstate: string | undefined; error: unknown };

export interface TransactionOptions {
  policy: TransactionPolicy;
  /** Receives every NOTICE raised while the work runs (handler log and progress notifications). */
  onNotice?: (notice: ServerNotice) => void;
  /** The request this transaction serves: a failing handler is logged with it (db/handler-failures.ts). */
  requestId?: string;
  /** Aborted when the client went away: the running statement is cancelled and the connection freed. */
  signal?: StopSignal;
}

/** An entry point call returning one composite `r`, and the columns to read from it, e.g. `(s.r).envelope`. */
export interface DispatchStatement {
  call: string;
  columns: string;
  values: unknown[];
}

/** Whether one statement in an implicit transaction is exactly the transaction the policy asks for. */
export function isSingleStatement(policy: TransactionPolicy): boolean {
  return (policy.isolation === null || policy.isolation === 'read committed') && !policy.deferrable;
}

/** The SELECT for a dispatch: the call first (OFFSET 0 keeps it a separate step), then its columns and the outbox. */
export function dispatchSql(statement: DispatchStatement, setReadOnly: boolean): string {
  const readOnly = setReadOnly ? " FROM (SELECT pg_catalog.set_config('transaction_read_only', 'on', true)) AS read_only" : '';
  return `SELECT ${statement.columns}, pg_catalog.current_setting('exchange.outbox', true) AS exchange_outbox
  FROM (SELECT ${statement.call} AS r${readOnly} OFFSET 0) AS s`;
}

type Row = Record<string, unknown> & { exchange_outbox?: string | null };

export async function runDispatch<T extends Row>(services: TransactionServices, options: TransactionOptions, statement: DispatchStatement): Promise<TransactionOutcome<T | undefined>> {
  const { config } = services;
  const { policy, signal } = options;
  const single = isSingleStatement(policy);
  const text = dispatchSql(statement, single && policy.readOnly);
  let lastRetryable: unknown;
  for (let attempt = 1; attempt <= config.retryMaxAttempts; attempt++) {
    if (signal?.aborted) return failed('client-gone', attempt - 1, new Error('the client went away'));
    let client: pg.PoolClient;
    try {
      client = await connect(services, policy.readOnly);
    } catch (error) {
      return failed(classifyDbError(error), attempt - 1, error);
    }
    if (signal?.aborted) {
      // The client left while this call waited for a connection: nothing to run.
      client.release();
      return failed('client-gone', attempt - 1, new Error('the client went away'));
    }
    const onNotice = (notice: ServerNotice) => {
      const failure = handlerFailureOf(notice);
      if (failure) {
        logHandlerFailure(services.log, options.requestId, failure);
        if (options.requestId) services.devFailures?.record(options.requestId, failure);
      } else {
        services.credentialUse.observe(notice); // an API key's last_used_at, off the request path
        options.onNotice?.(notice);
      }
    };
    client.on('notice', onNotice);
    const guard = watch(client, config.statementTimeoutMs, config.clientGoneGraceMs, signal);
    const query = services.statementNaming.queryFor(text, statement.values);
    let broken: Error | undefined;
    try {
      if (!single) await client.query(beginStatement(policy));
      const row = (await client.query<T>(query)).rows[0];
      if (!single) await client.query('COMMIT');
      guard.stop();
      services.exchangeRelay.enqueue(row?.exchange_outbox);
      return { ok: true, value: row, retries: attempt - 1 };
    } catch (error) {
      guard.stop();
      const kind = classifyDbError(error);
      broken = guard.wasCancelled() ? new Error('cancelled') : await rollback(client, kind, error, single);
      if (guard.wasCancelled() === 'client-gone') return failed('client-gone', attempt - 1, error);
      if (services.statementNaming.refusedBy(error, query)) {
        attempt--; // the statement never ran (refused at Parse or Bind): the same attempt again, unnamed
        continue;
      }
      if (kind !== 'retryable') return failed(kind, attempt - 1, error);
      lastRetryable = error;
      if (attempt < config.retryMaxAttempts) await services.sleep(backoffMs(attempt, config.retryBaseDelayMs, config.retryMaxDelayMs));
    } finally {
      client.off('notice', onNotice);
      // A connection that was sent a cancel is not reused: the cancel could still land on its next statement.
      client.release(broken ?? (guard.wasCancelled() ? new Error('cancelled') : undefined));
    }
  }
  return failed('retryable', config.retryMaxAttempts - 1, lastRetryable);
}

/** A connection for this dispatch: the replica for read-only work while it is usable, else the primary; a replica
 * that cannot be reached sends this and later calls to the primary. A replica pool that is merely full answers
 * 503 as a full primary pool does: moving its overflow onto the primary would hide an undersized pool. */
async function connect(services: TransactionServices, readOnly: boolean): Promise<pg.PoolClient> {
  const { primary, replica } = services.db;
  const pool = replica.poolFor(readOnly);
  if (pool === primary) return primary.connect();
  try {
    return await pool.connect();
  } catch (error) {
    if (pool.totalCount >= (pool.options.max ?? Infinity)) throw error;
    replica.markDown(error);
    return primary.connect();
  }
}

/**
 * Cancels the client's statement when the timeout passes, the client cancels the call, or the client's connection
 * has been gone for `graceMs` (CLIENT_GONE_GRACE_MS), whichever comes first.
 * Why a disconnect waits: a cancelled connection is discarded, and its replacement is a new backend that
 * authenticates and plans every function again on its first calls. When a load balancer or a load generator dropped
 * its connections, every pooled connection was replaced at once and the calls right after waited for the new
 * backends (a stall of 150-250 ms in every turn of `npm run bench -- gateway`, measured). Most statements finish
 * within the grace, keep their connection, and their outcome stands, as it would have had the client left a moment
 * later. A client that cancels the call (notifications/cancelled) asked for it to stop: its statement is cancelled at
 * once. The first of the two decides (a call's stop signal is raised once): a cancel that arrives after its client
 * closed the connection waits out the rest of the grace.
 */
function watch(client: pg.PoolClient, timeoutMs: number, graceMs: number, signal: StopSignal | undefined) {
  let reason: 'timeout' | 'client-gone' | undefined;
  const fire = (why: 'timeout' | 'client-gone') => {
    if (reason) return;
    reason = why;
    void cancelBackend(client);
  };
  const timer = timeoutMs > 0 ? setTimeout(() => fire('timeout'), timeoutMs) : undefined;
  let grace: NodeJS.Timeout | undefined;
  const onAbort = () => {
    if (signal?.reason === 'cancelled' || graceMs === 0) fire('client-gone');
    else grace ??= setTimeout(() => fire('client-gone'), graceMs);
  };
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  return {
    stop: () => {
      if (timer) clearTimeout(timer);
      if (grace) clearTimeout(grace);
      signal?.removeEventListener('abort', onAbort);
    },
    wasCancelled: () => reason,
  };
}

function failed<T>(kind: DbFailureKind | 'client-gone', retries: number, error: unknown): TransactionOutcome<T> {
  const failure: TransactionFailure = kind === 'retryable' ? 'retries-exhausted' : kind;
  return { ok: false, failure, retries, sqlstate: sqlstateOf(error), error };
}

/** Rolls back an explicit transaction; returns an error when the connection should be discarded, not reused. */
async function rollback(client: pg.PoolClient, kind: DbFailureKind, cause: unknown, single: boolean): Promise<Error | undefined> {
  if (kind === 'unavailable') return cause instanceof Error ? cause : new Error('connection unusable');
  if (single) return undefined; // the implicit transaction ended with the statement
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
