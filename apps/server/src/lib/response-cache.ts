/**
 * What a write changed: "catalogue" for products, categories, site content and reviews; "stock"
 * for orders, which move stock and sales counts but not what a listing matches or how it ranks;
 * "settings" for the shop settings the rules read.
 */
export type InvalidationScope = "catalogue" | "stock" | "settings";
/** `tags` names the cached answers the change touched; without them every cached answer goes. */
export type InvalidationListener = (scope: InvalidationScope, tags?: string[]) => void;

/** Tells every instance that shop data changed; in memory for one process, Redis pub/sub for many. */
export interface CacheBus {
  publishInvalidation(scope: InvalidationScope, tags?: string[]): Promise<void>;
  onInvalidation(listener: InvalidationListener): void;
  close(): Promise<void>;
}

export class LocalCacheBus implements CacheBus {
  private readonly listeners: InvalidationListener[] = [];
  async publishInvalidation(scope: InvalidationScope, tags?: string[]) {
    for (const listener of this.listeners) listener(scope, tags);
  }
  onInvalidation(listener: InvalidationListener) {
    this.listeners.push(listener);
  }
  async close() {}
}

const MAX_CHANGES_REMEMBERED = 1000;

/** A kept answer: its body as sent (JSON text; a rendered page's bytes), its ETag and tags. */
export type CachedAnswer<Body extends string | Buffer = string> = { body: Body; etag: string; tags: string[]; expiresAt: number };

/**
 * A small bounded cache of public GET answers. Each answer is stored with tags saying what it
 * shows ("product:<id>", "category:<id>", "catalogue", "site"); a change drops the answers
 * carrying any of its tags and keeps the rest. When full, it drops the answer read least lately.
 */
export class ResponseCache<Body extends string | Buffer = string> {
  private readonly entries = new Map<string, CachedAnswer<Body>>();
  private readonly keysByTag = new Map<string, Set<string>>();
  /** The latest changes, so an answer made while one of them landed is not kept (see `set`). */
  private readonly changes: { sequence: number; tags: ReadonlySet<string> | "all" }[] = [];
  private sequence = 0;

  constructor(private readonly maxEntries = 500) {}

  /** Where the changes stand now: an answer started after this mark is passed it when kept. */
  mark(): number {
    return this.sequence;
  }

  get(key: string, now: number): CachedAnswer<Body> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.delete(key);
      return undefined;
    }
    // Read again, it goes to the back of the line: a full cache drops the answer read least lately,
    // so the footer every page reads is not pushed out by a walk through one-off answers.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Keeps an answer; with the mark taken when it was started, not if a change to what it shows
   * landed meanwhile (it may have read the data before the change).
   */
  set(key: string, entry: CachedAnswer<Body>, startedAt?: number): void {
    if (startedAt !== undefined && this.changedSince(startedAt, entry.tags)) return;
    this.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.delete(oldest);
    }
    this.entries.set(key, entry);
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag) ?? new Set<string>();
      keys.add(key);
      this.keysByTag.set(tag, keys);
    }
  }

  invalidate(tags: string[]): void {
    this.remember(new Set(tags));
    for (const tag of tags) for (const key of this.keysByTag.get(tag) ?? []) this.delete(key);
  }

  clear(): void {
    this.remember("all");
    this.entries.clear();
    this.keysByTag.clear();
  }

  private remember(tags: ReadonlySet<string> | "all"): void {
    this.sequence += 1;
    this.changes.push({ sequence: this.sequence, tags });
    if (this.changes.length > MAX_CHANGES_REMEMBERED) this.changes.shift();
  }

  private changedSince(mark: number, tags: string[]): boolean {
    if (mark === this.sequence) return false;
    // Older than what is remembered: it may have missed anything.
    if ((this.changes[0]?.sequence ?? Infinity) > mark + 1) return true;
    return this.changes.some(
      (change) => change.sequence > mark && (change.tags === "all" || tags.some((tag) => (change.tags as ReadonlySet<string>).has(tag))),
    );
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}
