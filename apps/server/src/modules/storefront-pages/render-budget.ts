import { clientKey } from "../../lib/client-key.js";
import type { RateLimiter } from "../../lib/rate-limiter.js";

const MINUTE_MS = 60_000;

export type RenderRefusal = { status: 429; html: string; retryAfterSeconds: number };

const refusalPage = (seconds: number) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Please wait a moment</title>
<style>body{font-family:system-ui,sans-serif;margin:0 auto;padding:20px;max-width:520px;background:#fbf6ec;color:#3b2a2a;font-size:18px;line-height:1.5}a{color:#7a1f2b}</style>
</head><body><main><h1>Please wait a moment</h1>
<p>Many pages were opened from this connection in the last minute. Please try again in ${seconds} seconds.</p>
<p><a href="/">Back to the shop</a></p></main></body></html>`;

/**
 * Rendering a page the server has not kept costs database reads, so each address may have only so
 * many rendered a minute (a kept page costs nothing); counted in the shop's shared limiter, so
 * several instances share the budget.
 */
export function renderBudget(limiter: RateLimiter, perMinute: number) {
  return async function spend(ip: string): Promise<RenderRefusal | undefined> {
    const { allowed, retryAfterMs } = await limiter.hit(`page-render:${clientKey(ip)}`, perMinute, MINUTE_MS);
    if (allowed) return undefined;
    const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    return { status: 429, html: refusalPage(retryAfterSeconds), retryAfterSeconds };
  };
}
