import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { tooMany } from "../lib/app-error.js";
import { clientKey } from "../lib/client-key.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Reads anyone may make without signing in; limited per client so one address cannot hammer them. */
    anonymousRead?: boolean;
  }
}

const MINUTE_MS = 60_000;

/** Before the response cache, so a flood of anonymous catalogue reads is refused whether cached or not. */
export const readLimitPlugin = fp(async (app: FastifyInstance) => {
  const { rateLimiter, config } = app.deps;
  app.addHook("onRequest", async (request) => {
    if (!request.routeOptions.config?.anonymousRead) return;
    if (await request.currentUser()) return;
    const limit = await rateLimiter.hit(`read:${clientKey(request.ip)}`, config.abuse.anonymousReadsPerMinute, MINUTE_MS);
    if (!limit.allowed) throw tooMany("Too many requests from this connection. Please try again in a minute.", limit.retryAfterMs);
  });
});
