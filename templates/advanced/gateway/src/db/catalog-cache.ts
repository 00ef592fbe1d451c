// Remembers answers that only change when the handler registry changes (transaction policies, RPC route
// ids). The registry announces every change on the LISTEN channel, so the cache is emptied on each
// announcement, and bypassed entirely while the LISTEN connection is down (a change could go unheard).
// Requests that miss the same key together share one load (after every change, all requests in flight missed
// at once, each with a query of its own), and an answer loaded before a change is not kept after it.

export class CatalogCache<V> {
  private readonly entries = new Map<string, V>();
  private readonly loading = new Map<string, Promise<V>>();
  /** Bumped by every change: a load started before one is not remembered, nor shared after it. */
  private generation = 0;
  private isTrusted = false;

  constructor(private readonly maxEntries: number) {}

  /** Called by the registry listener: true once LISTEN is in place, false when the connection is lost. */
  setTrusted(isTrusted: boolean): void {
    this.isTrusted = isTrusted;
    this.clear();
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }

  get(key: string): V | undefined {
    return this.isTrusted ? this.entries.get(key) : undefined;
  }

  set(key: string, value: V): void {
    if (!this.isTrusted || this.maxEntries === 0) return;
    // A full cache starts over rather than tracking recency: registries are small, and this keeps a
    // flood of distinct resource URIs from growing memory without bound.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, value);
  }

  /** The answer for `key` from `load`, shared with every caller that misses it while it loads. */
  load(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.isTrusted || this.maxEntries === 0) return load();
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const loaded = load()
      .then((value) => {
        if (generation === this.generation) this.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
      });
    this.loading.set(key, loaded);
    return loaded;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Runs `load` unless the cache already knows the answer (or is loading it). */
export async function cached<V>(cache: CatalogCache<V>, key: string, load: () => Promise<V>): Promise<V> {
  return cache.get(key) ?? cache.load(key, load);
}
