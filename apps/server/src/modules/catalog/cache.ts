/**
 * A small time-bounded read cache for public catalogue reads (lists, facets, suggestions), per API
 * process (decision 007). A fresh entry is served as it is; an entry past its `ttlMs` but younger
 * than `staleMs` is still served while one refresh runs in the background (nobody waits for the
 * database); an older one is loaded again. Loads are shared by concurrent callers; failures are
 * not kept.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; loadedAt: number; refreshing: boolean }>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly staleMs = ttlMs * 12,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.loadedAt < this.ttlMs) return hit.value;
    if (hit && now - hit.loadedAt < this.staleMs) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        load().then(
          (value) => this.entries.set(key, { value: Promise.resolve(value), loadedAt: Date.now(), refreshing: false }),
          () => {
            hit.refreshing = false;
          },
        );
      }
      return hit.value;
    }
    if (this.entries.size >= this.maxEntries) this.evict(now);
    const value = load();
    this.entries.set(key, { value, loadedAt: now, refreshing: false });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  private evict(now: number) {
    for (const [key, entry] of this.entries) if (now - entry.loadedAt >= this.staleMs) this.entries.delete(key);
    // Still full: drop the oldest insertions (Map keeps insertion order).
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxEntries * 0.9) break;
      this.entries.delete(key);
    }
  }
}
