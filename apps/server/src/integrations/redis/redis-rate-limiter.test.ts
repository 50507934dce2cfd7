import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { RedisRateLimiter } from "./redis-rate-limiter.js";

const url = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const clients: Redis[] = [];
const instance = (prefix: string) => {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  clients.push(redis);
  return new RedisRateLimiter(redis, prefix);
};
afterAll(async () => {
  for (const client of clients) await client.quit();
});

describe("limits shared through Redis", () => {
  it("count hits from every instance together and tell how many are left", async () => {
    const prefix = `pallu-test:${randomUUID()}:`;
    const [one, two] = [instance(prefix), instance(prefix)];
    expect(await one.hit("view:client:product", 1, 60_000)).toMatchObject({ allowed: true, remaining: 0 });
    expect(await two.hit("view:client:product", 1, 60_000)).toMatchObject({ allowed: false, remaining: 0 });
    expect((await two.hit("otp-guess:code:client", 5, 60_000)).remaining).toBe(4);
    await one.reset("view:client:product");
    expect((await two.hit("view:client:product", 1, 60_000)).allowed).toBe(true);
  });
});
