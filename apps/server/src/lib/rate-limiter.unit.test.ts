import { describe, expect, it } from "vitest";
import { MemoryRateLimiter } from "./rate-limiter.js";

const MINUTE_MS = 60_000;

describe("the in-memory rate limiter", () => {
  it("limits each key within its window, and allows it again once the window has passed", async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter(() => now);
    expect((await limiter.hit("signin:10.0.0.1", 2, MINUTE_MS)).allowed).toBe(true);
    expect((await limiter.hit("signin:10.0.0.1", 2, MINUTE_MS)).allowed).toBe(true);
    const third = await limiter.hit("signin:10.0.0.1", 2, MINUTE_MS);
    expect(third).toEqual({ allowed: false, remaining: 0, retryAfterMs: MINUTE_MS });
    expect((await limiter.hit("signin:10.0.0.2", 2, MINUTE_MS)).allowed).toBe(true);
    now = MINUTE_MS;
    expect((await limiter.hit("signin:10.0.0.1", 2, MINUTE_MS)).allowed).toBe(true);
  });

  it("forgets expired windows once it holds many, and keeps the live ones", async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter(() => now);
    for (let n = 0; n < 10_000; n++) await limiter.hit(`read:10.1.${n >> 8}.${n & 255}`, 30, MINUTE_MS);
    for (let n = 0; n < 500; n++) await limiter.hit(`view:10.2.0.${n}`, 1, 6 * 60 * MINUTE_MS);
    expect(limiter.size).toBe(10_500);
    now = 2 * MINUTE_MS;
    await limiter.hit("read:10.3.0.1", 30, MINUTE_MS);
    expect(limiter.size).toBe(501);
    expect((await limiter.hit("view:10.2.0.7", 1, 6 * 60 * MINUTE_MS)).allowed).toBe(false);
  });
});
