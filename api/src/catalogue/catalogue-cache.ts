/**
 * A short-lived, bounded, in-process cache for catalogue answers that are the same for every visitor
 * (lists without a token, totals, facets). Catalogue reads outnumber writes by far, and on the
 * benchmark machine two thirds of a list request's cost is PostgreSQL work that a cache hit skips.
 *
 * Freshness: a course write drops everything at once (`invalidate`), in this process directly and in
 * every other replica through a PostgreSQL notification (catalogue.service.ts); the time-to-live only
 * bounds staleness when a notification is lost (a replica reconnecting to the database).
 * Entries are keyed per database object, so several apps in one process (tests) never share one.
 */
export class TtlCache<V> {
  private readonly entries = new WeakMap<object, Map<string, { at: number; value: Promise<V> }>>();
  private generation = 0;
  private generationOf = new WeakMap<object, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** The cached answer for `key`, or the one `load` gives (shared by concurrent callers). */
  get(scope: object, key: string, load: () => Promise<V>): Promise<V> {
    let map = this.entries.get(scope);
    if (!map || this.generationOf.get(scope) !== this.generation) {
      map = new Map();
      this.entries.set(scope, map);
      this.generationOf.set(scope, this.generation);
    }
    const now = Date.now();
    const hit = map.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    if (hit) map.delete(key);
    const value = load();
    const entry = { at: now, value };
    map.set(key, entry);
    // A failed load is not remembered: the next caller tries again.
    value.catch(() => {
      if (map.get(key) === entry) map.delete(key);
    });
    if (map.size > this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest.
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
    return value;
  }

  invalidate(): void {
    this.generation += 1;
  }
}
