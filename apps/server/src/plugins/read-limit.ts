import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { tooMany } from "../lib/app-error.js";
import { clientKey } from "../lib/client-key.js";
import type { RateLimiter } from "../lib/rate-limiter.js";
import { isRenderRead } from "../modules/storefront-pages/index.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Reads anyone may make without signing in; limited per client so one address cannot hammer them. */
    anonymousRead?: boolean;
  }
}

const MINUTE_MS = 60_000;
const TOO_MANY_READS = "Too many requests from this connection. Please try again in a minute.";

/**
 * The plugin counts in the shop's own limiter (in memory, or Redis when several instances run),
 * so request limits and the services' counted limits share one store and one key scheme.
 */
function storeOf(limiter: RateLimiter): FastifyRateLimitStoreCtor {
  return class SharedLimiterStore implements FastifyRateLimitStore {
    incr(key: string, callback: Parameters<FastifyRateLimitStore["incr"]>[1], timeWindow: number, max: number) {
      limiter.hit(key, max, timeWindow).then(
        // The limiter says whether the hit is allowed; one over the limit is all the plugin needs to know.
        ({ allowed, remaining, retryAfterMs }) => callback(null, { current: allowed ? max - remaining : max + 1, ttl: retryAfterMs }),
        (error: Error) => callback(error),
      );
    }

    child() {
      return this;
    }
  };
}

const NO_HEADERS = { "x-ratelimit-limit": false, "x-ratelimit-remaining": false, "x-ratelimit-reset": false } as const;

/** Before the response cache, so a flood of anonymous catalogue reads is refused whether cached or not. */
export const readLimitPlugin = fp(async (app: FastifyInstance) => {
  const { rateLimiter, config } = app.deps;
  await app.register(rateLimit, {
    global: false,
    store: storeOf(rateLimiter),
    // Retry-After comes from the shop's error handler, with the shop's error body.
    addHeaders: { ...NO_HEADERS, "retry-after": false },
    addHeadersOnExceeding: NO_HEADERS,
  });
  const limitAnonymousReads = app.rateLimit({
    max: config.abuse.anonymousReadsPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `read:${clientKey(request.ip)}`,
    allowList: async (request) => Boolean(await request.currentUser()),
    errorResponseBuilder: (_request, context) => tooMany(TOO_MANY_READS, context.ttl),
  });

  // A page render's own reads are not the visitor's: spent reads must never blank a page every visitor
  // is then sent. Renders are limited per address instead, before they start (storefront-pages).
  app.addHook("onRequest", async (request, reply) => {
    if (request.routeOptions.config?.anonymousRead && !isRenderRead(request)) await limitAnonymousReads.call(app, request, reply);
  });
});
