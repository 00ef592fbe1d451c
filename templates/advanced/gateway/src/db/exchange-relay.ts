// Stores the exchange-log records of read-only calls. A read-only transaction cannot INSERT, so SQL seals each
// record and returns it with the response (the transaction's outbox, db/transaction.ts); only this replica
// has it, so each record is stored exactly once, by the replica that served the call. Records wait in a
// bounded queue and go to api.record_exchanges(text[]) on the primary in batches: one statement and one commit
// for up to EXCHANGE_LOG_BATCH records, at least every EXCHANGE_LOG_FLUSH_MS. A batch travels as one text, its
// records one a line, split by string_to_array in the statement (STORE_SQL). A sealed record is base64 and never
// holds a newline (the outbox separates its records so), so the split gives back exactly the records; and
// string_to_array cuts at a byte search where a text[] parameter went through array_in's quoting, a character at a
// time, on the primary (a third of the relay's database CPU per record: ~60 µs with text[], ~40 µs so, in
// batches of 100), and through pg's escaping of every element here. A failed batch is retried with
// backoff (nothing is lost while the primary restarts); when the queue is full the oldest records are dropped,
// counted, and said once per episode in a warning with the number. Shutdown flushes what is queued.
import type pg from 'pg';
import { describeError, type Logger } from '../log.js';

/** The statement that stores a batch: its records as one text, one a line. */
export const STORE_SQL = "SELECT api.record_exchanges(pg_catalog.string_to_array($1::text, E'\\n')) AS stored";

export interface ExchangeRelayOptions {
  batchSize: number;
  flushMs: number;
  queueLimit: number;
}

export interface ExchangeRelayStats {
  queued: number;
  stored: number;
  dropped: number;
  failedBatches: number;
}

export class ExchangeRelay {
  private readonly queue: string[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private retryDelayMs = 0;
  private isStopped = false;
  private droppedInEpisode = 0;
  private readonly stats: ExchangeRelayStats = { queued: 0, stored: 0, dropped: 0, failedBatches: 0 };

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: ExchangeRelayOptions,
    private readonly log: Logger,
  ) {}

  /** The outbox of one committed transaction: sealed records separated by newlines (or nothing). */
  enqueue(outbox: string | null | undefined): void {
    if (!outbox) return;
    for (const record of outbox.split('\n')) {
      if (record === '') continue;
      if (this.queue.length >= this.options.queueLimit) {
        this.queue.shift();
        this.stats.dropped++;
        this.droppedInEpisode++;
      }
      this.queue.push(record);
    }
    this.schedule();
  }

  snapshot(): ExchangeRelayStats {
    return { ...this.stats, queued: this.queue.length };
  }

  /** Stores everything still queued (bounded by `deadlineMs`), then refuses new work. */
  async stop(deadlineMs = 5000): Promise<void> {
    this.isStopped = true;
    if (this.timer) clearTimeout(this.timer);
    const until = Date.now() + deadlineMs;
    while (this.queue.length > 0 && Date.now() < until) {
      await (this.flushing ?? this.flushOnce());
      if (this.retryDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(this.retryDelayMs, until - Date.now())));
    }
    if (this.queue.length > 0) this.log.warn('exchange-log records not stored at shutdown', { records: this.queue.length });
  }

  private schedule(): void {
    if (this.isStopped || this.timer || this.flushing) return;
    const delay = this.retryDelayMs > 0 ? this.retryDelayMs : this.queue.length >= this.options.batchSize ? 0 : this.options.flushMs;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flushOnce();
    }, delay);
    this.timer.unref();
  }

  private flushOnce(): Promise<void> {
    if (this.flushing) return this.flushing;
    const batch = this.queue.splice(0, this.options.batchSize);
    if (batch.length === 0) return Promise.resolve();
    this.flushing = this.pool
      .query(STORE_SQL, [batch.join('\n')])
      .then((result) => {
        this.stats.stored += Number((result.rows[0] as { stored?: number } | undefined)?.stored ?? 0);
        this.retryDelayMs = 0;
        if (this.droppedInEpisode > 0) {
          this.log.warn('exchange-log queue overflowed: oldest records dropped (raise EXCHANGE_LOG_QUEUE or check the primary)', {
            dropped: this.droppedInEpisode,
            dropped_total: this.stats.dropped,
          });
          this.droppedInEpisode = 0;
        }
      })
      .catch((error: unknown) => {
        // Back to the front, in order; the queue limit still holds (the oldest go first if it must shrink).
        this.queue.unshift(...batch);
        while (this.queue.length > this.options.queueLimit) {
          this.queue.shift();
          this.stats.dropped++;
          this.droppedInEpisode++;
        }
        this.stats.failedBatches++;
        if (this.retryDelayMs === 0) this.log.warn('storing exchange-log records failed; retrying', { records: batch.length, error: describeError(error) });
        this.retryDelayMs = Math.min(Math.max(this.retryDelayMs * 2, 100), 5000);
      })
      .finally(() => {
        this.flushing = undefined;
        if (this.queue.length > 0) this.schedule();
      });
    return this.flushing;
  }
}
