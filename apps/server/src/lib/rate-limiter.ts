/** Counts hits per key in a fixed window; shared through Redis when several instances run. */
export interface RateLimiter {
  /** Records one hit and tells whether the key is still within its limit, and how many hits it has left. */
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; remaining: number; retryAfterMs: number }>;
  reset(key: string): Promise<void>;
}

// Past this many windows held, the expired ones are swept out, at most once a second: windows of
// hours (a product view's) stay live, and walking them all on every hit would make each hit slower.
const SWEEP_ABOVE = 10_000;
const SWEEP_EVERY_MS = 1_000;

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweepAt = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowMs: number) {
    const now = this.now();
    this.evictExpired(now);
    const current = this.windows.get(key);
    const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
    window.count += 1;
    this.windows.set(key, window);
    return { allowed: window.count <= limit, remaining: Math.max(0, limit - window.count), retryAfterMs: Math.max(0, window.resetAt - now) };
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  /** How many keys it holds a window for. */
  get size(): number {
    return this.windows.size;
  }

  private evictExpired(now: number) {
    if (this.windows.size < SWEEP_ABOVE || now < this.nextSweepAt) return;
    this.nextSweepAt = now + SWEEP_EVERY_MS;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
