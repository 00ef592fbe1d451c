// Remembers answers that only change when the handler registry changes (transaction policies, RPC route
// ids). The registry announces every change on the LISTEN channel, so the cache is emptied on each
// announcement, and bypassed entirely while the LISTEN connection is down (a change could go unheard).

export class CatalogCache<V> {
  private readonly entries = new Map<string, V>();
  private isTrusted = false;

  constructor(private readonly maxEntries: number) {}

  /** Called by the registry listener: true once LISTEN is in place, false when the connection is lost. */
  setTrusted(isTrusted: boolean): void {
    this.isTrusted = isTrusted;
    this.entries.clear();
  }

  clear(): void {
    this.entries.clear();
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

  get size(): number {
    return this.entries.size;
  }
}

/** Runs `load` unless the cache already knows the answer. */
export async function cached<V>(cache: CatalogCache<V>, key: string, load: () => Promise<V>): Promise<V> {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const value = await load();
  cache.set(key, value);
  return value;
}
