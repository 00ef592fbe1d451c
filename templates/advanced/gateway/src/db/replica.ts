// Where read-only dispatches go when DATABASE_READ_URL names a replica (a hot standby): there while it answers
// and is fresh, else to the primary. Falling back keeps every call answered, correct and current, at the cost of
// load on the primary; the switch is logged each way. (A 503 instead would turn a replica outage into an
// outage of every read-only handler.)
// Fresh means: everything committed on the primary more than DB_READ_MAX_LAG_MS ago is visible on the replica.
// Every DB_READ_PROBE_MS the router samples the primary's WAL position (pg_current_wal_lsn) and the replica's
// replay position (pg_last_wal_replay_lsn); the replica is fresh when it has replayed at least what the primary
// had written DB_READ_MAX_LAG_MS ago. An idle primary writes nothing, so an idle replica stays fresh.
import type pg from 'pg';
import { describeError, type Logger } from '../log.js';

export type ReplicaState = 'none' | 'ok' | 'lagging' | 'down';

export interface ReplicaOptions {
  maxLagMs: number;
  probeMs: number;
}

interface Sample {
  atMs: number;
  lsn: bigint;
}

export class ReplicaRouter {
  private state: ReplicaState;
  private samples: Sample[] = [];
  private timer: NodeJS.Timeout | undefined;
  private isProbing = false;

  constructor(
    private readonly primary: pg.Pool,
    private readonly read: pg.Pool | undefined,
    private readonly options: ReplicaOptions,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {
    // Until the first probe has answered, read-only calls go to the primary (nothing is known about the replica);
    // start() waits for that probe, so a gateway begins serving with the replica's state known.
    this.state = read ? 'down' : 'none';
  }

  get current(): ReplicaState {
    return this.state;
  }

  /** The pool a dispatch with this read-only flag runs on. */
  poolFor(readOnly: boolean): pg.Pool {
    return readOnly && this.read && this.state === 'ok' ? this.read : this.primary;
  }

  /** A read connection could not be had for a request: use the primary until the next probe says otherwise. */
  markDown(error: unknown): void {
    this.transition('down', { error: describeError(error) });
  }

  async start(): Promise<void> {
    if (!this.read) return;
    this.timer = setInterval(() => void this.probe(), this.options.probeMs);
    this.timer.unref();
    await this.probe(); // never throws: a replica that does not answer is 'down'
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async probe(): Promise<void> {
    if (!this.read || this.isProbing) return;
    this.isProbing = true;
    try {
      const [primary, replica] = await Promise.all([
        this.primary.query<{ lsn: string }>('SELECT pg_catalog.pg_current_wal_lsn()::text AS lsn'),
        this.read.query<{ lsn: string | null; standby: boolean }>(
          'SELECT pg_catalog.pg_last_wal_replay_lsn()::text AS lsn, pg_catalog.pg_is_in_recovery() AS standby',
        ),
      ]);
      const nowMs = this.now();
      this.samples.push({ atMs: nowMs, lsn: parseLsn(primary.rows[0]!.lsn) });
      // Keep what the freshness rule can still need: the newest sample at least maxLag old, and everything after.
      const cutoff = nowMs - this.options.maxLagMs;
      while (this.samples.length > 1 && this.samples[1]!.atMs <= cutoff) this.samples.shift();
      const row = replica.rows[0]!;
      if (!row.standby || row.lsn === null) {
        this.transition('ok', {}); // not a standby (a copy or a writable replica): nothing to lag behind
        return;
      }
      // The newest sample at least maxLag old; before there is one (just started), the oldest: never less strict.
      const required = this.samples[0]!.lsn;
      const replayed = parseLsn(row.lsn);
      this.transition(replayed >= required ? 'ok' : 'lagging', { behind_bytes: (required - replayed).toString() });
    } catch (error) {
      this.transition('down', { error: describeError(error) });
    } finally {
      this.isProbing = false;
    }
  }

  private transition(next: ReplicaState, fields: Record<string, unknown>): void {
    if (next === this.state) return;
    const previous = this.state;
    this.state = next;
    if (next === 'ok') this.log.info('read replica in use', { previous });
    else this.log.warn(`read replica ${next}: read-only calls go to the primary`, { previous, ...fields, max_lag_ms: this.options.maxLagMs });
  }
}

/** "16/B374D848" → its position as a number. */
export function parseLsn(text: string): bigint {
  const [high, low] = text.split('/');
  return (BigInt(`0x${high ?? '0'}`) << 32n) + BigInt(`0x${low ?? '0'}`);
}
