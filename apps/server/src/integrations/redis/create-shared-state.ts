import { Redis } from "ioredis";
import { MemoryRateLimiter, type RateLimiter } from "../../lib/rate-limiter.js";
import { LocalCacheBus, type CacheBus } from "../../lib/response-cache.js";
import { RedisCacheBus } from "./redis-cache-bus.js";
import { RedisRateLimiter } from "./redis-rate-limiter.js";

export type SharedState = { rateLimiter: RateLimiter; cacheBus: CacheBus; close(): Promise<void> };

/** Rate limits and cache invalidation: in memory for one instance, through Redis for several. */
export async function createSharedState(redisUrl: string | undefined, keyPrefix: string): Promise<SharedState> {
  if (!redisUrl) {
    const cacheBus = new LocalCacheBus();
    return { rateLimiter: new MemoryRateLimiter(), cacheBus, close: () => cacheBus.close() };
  }
  const options = { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false };
  const redis = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  const cacheBus = new RedisCacheBus(redis, subscriber, `${keyPrefix}catalogue-changed`);
  await cacheBus.start();
  return {
    rateLimiter: new RedisRateLimiter(redis, `${keyPrefix}rate:`),
    cacheBus,
    close: async () => {
      await cacheBus.close();
      await redis.quit().catch(() => undefined);
    },
  };
}
