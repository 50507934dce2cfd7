/** Tells every instance that catalogue data changed; in memory for one process, Redis pub/sub for many. */
/**
 * What a write changed: "catalogue" for products, categories, site content and reviews; "stock"
 * for orders, which move stock and sales counts but not what a listing matches or how it ranks;
 * "settings" for the shop settings the rules read.
 */
export type InvalidationScope = "catalogue" | "stock" | "settings";
export type InvalidationListener = (scope: InvalidationScope) => void;

export interface CacheBus {
  publishInvalidation(scope: InvalidationScope): Promise<void>;
  onInvalidation(listener: InvalidationListener): void;
  close(): Promise<void>;
}

export class LocalCacheBus implements CacheBus {
  private readonly listeners: InvalidationListener[] = [];
  async publishInvalidation(scope: InvalidationScope) {
    for (const listener of this.listeners) listener(scope);
  }
  onInvalidation(listener: InvalidationListener) {
    this.listeners.push(listener);
  }
  async close() {}
}

type Entry = { body: string; headers: Record<string, string>; expiresAt: number };

/** A small bounded cache of catalogue GET answers, emptied whenever the catalogue changes anywhere. */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 500) {}

  get(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: Entry): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }

  clear(): void {
    this.entries.clear();
  }
}
