import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Seconds a browser or CDN may reuse this GET response; it also gets an ETag. */
    cacheSeconds?: number;
  }
}

/** Catalogue reads are cacheable: an ETag from the body answers a repeat visit with 304. */
export const httpCachePlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onSend", async (request, reply, payload) => {
    const seconds = request.routeOptions.config.cacheSeconds;
    if (request.method !== "GET" || seconds === undefined || reply.statusCode !== 200) return payload;
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    const etag = `W/"${createHash("sha1").update(payload).digest("base64url").slice(0, 27)}"`;
    reply.header("ETag", etag);
    reply.header("Cache-Control", `public, max-age=${seconds}, stale-while-revalidate=${seconds * 5}`);
    if (request.headers["if-none-match"] === etag) {
      reply.code(304);
      return "";
    }
    return payload;
  });
});
