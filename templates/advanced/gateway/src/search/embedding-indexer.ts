// Keeps the stored tool vectors current: asks SQL which handlers lack a vector of the configured model (new, changed,
// or embedded with another model: a model change re-embeds everything), embeds them in batches and stores them.
// Runs at start, after every registry change and every EMBEDDINGS_REFRESH_MS; one pass at a time per gateway.
// Several replicas may do the same work at once: storing is idempotent.
import type pg from 'pg';
import type { Logger } from '../log.js';
import { embedTexts } from './embeddings-client.js';
import type { EmbeddingsConfig } from './embeddings-config.js';

const PENDING_SQL = 'SELECT handler_id::text AS id, source_hash, input FROM api.mcp_embeddings_pending($1, $2)';
const STORE_SQL = 'SELECT api.mcp_embeddings_store($1, $2::jsonb) AS stored';
const INDEX_TIMEOUT_MS = 60_000;

export class EmbeddingIndexer {
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly config: EmbeddingsConfig,
    private readonly pool: pg.Pool,
    private readonly log: Logger,
  ) {}

  start(): void {
    this.schedule();
    this.timer = setInterval(() => this.schedule(), this.config.refreshMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** A pass now, or right after the running one. Resolves when the registry has no handler left to embed. */
  schedule(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.pass()
      .catch((error: unknown) => this.log.warn('tool search: embedding handlers failed; retrying later', { error: error instanceof Error ? error.message : String(error) }))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          void this.schedule();
        }
      });
    return this.running;
  }

  private async pass(): Promise<void> {
    let stored = 0;
    for (;;) {
      const { rows } = await this.pool.query<{ id: string; source_hash: string; input: string }>(PENDING_SQL, [this.config.model, this.config.batchSize]);
      if (rows.length === 0) break;
      const vectors = await embedTexts(this.config, rows.map((row) => row.input), INDEX_TIMEOUT_MS);
      const items = rows.map((row, i) => ({ id: row.id, sourceHash: row.source_hash, embedding: vectors[i] }));
      const result = await this.pool.query<{ stored: number }>(STORE_SQL, [this.config.model, JSON.stringify(items)]);
      const count = result.rows[0]?.stored ?? 0;
      stored += count;
      if (count === 0) break; // everything changed under us: the next registry change brings another pass
    }
    if (stored > 0) this.log.info('tool search: handlers embedded', { count: stored, model: this.config.model });
  }
}
