import type { Redis } from "ioredis";
import type { RateLimiter } from "../../lib/rate-limiter.js";

// One round trip: count the hit and start the window on the first one.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

/** Fixed-window limits shared by every instance of the shop through Redis. */
export class RedisRateLimiter implements RateLimiter {
  constructor(private readonly redis: Redis, private readonly prefix: string) {}

  async hit(key: string, limit: number, windowMs: number) {
    const [count, ttl] = (await this.redis.eval(HIT, 1, `${this.prefix}${key}`, String(windowMs))) as [number, number];
    return { allowed: count <= limit, remaining: Math.max(0, limit - count), retryAfterMs: Math.max(0, ttl) };
  }

  async reset(key: string) {
    await this.redis.del(`${this.prefix}${key}`);
  }
}
