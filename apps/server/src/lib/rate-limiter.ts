/** Counts hits per key in a fixed window; shared through Redis when several instances run. */
export interface RateLimiter {
  /** Records one hit and tells whether the key is still within its limit, and how many hits it has left. */
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; remaining: number; retryAfterMs: number }>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

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

  private evictExpired(now: number) {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
