/**
 * A short memory of the costly parts of shopper listings: the total count of a filter set and
 * the ids of a page ranked by search relevance. Rows, prices and stock are always read fresh.
 * Every catalogue write clears it, here and through the cache bus on other instances. Orders and
 * reservations do not: a count filtered on availability may lag a sell-out by up to the TTL, so
 * the listing makes the count agree with the fresh rows of its page (catalogue-service.ts).
 */
export class ListingCache {
  /** Promises, so concurrent requests for the same key share one computation. */
  private readonly entries = new Map<string, { value: Promise<unknown>; expiresAt: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The remembered value, or the one being computed for the same key, or a new computation. */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value as Promise<T>;
    const generation = this.generation;
    const value = compute();
    this.store(key, value);
    value.then(
      // a write that landed while computing may have made this value stale: do not keep it
      () => generation !== this.generation && this.forget(key, value),
      () => this.forget(key, value),
    );
    return value;
  }

  private forget(key: string, value: Promise<unknown>): void {
    if (this.entries.get(key)?.value === value) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.generation += 1;
  }

  private store(key: string, value: Promise<unknown>): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }
}

const caches = new WeakMap<object, ListingCache>();

/** The one listing cache of a database handle, shared by the reads and writes of the catalogue. */
export function listingCacheFor(db: object): ListingCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ListingCache();
    caches.set(db, cache);
  }
  return cache;
}
