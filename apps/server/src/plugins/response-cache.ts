import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { API_PREFIX } from "@pallu/domain";
import { ResponseCache } from "../lib/response-cache.js";

const CHANGES_CATALOGUE = new RegExp(`^${API_PREFIX}/(products|site|review|order)/`);
// Reads sent as POST by the v1 contract, and a shopper's own cart and wishlist: none of them
// changes what the catalogue shows, and emptying the cache for each would leave it empty under load.
// (A product view counts towards "most viewed", which the cache may show up to its age late.)
const LEAVES_CATALOGUE = new Set(
  [
    "/products/getProduct",
    "/products/getAllProduct",
    "/products/getGraphData",
    "/products/getColors",
    "/site/getBanner",
    "/site/getFooter",
    "/order/getStoreCredit",
    "/order/getMyCart",
    "/order/updateMyCart",
    "/order/getMyWishlist",
    "/order/updateMyWishlist",
    "/order/getMyOrders",
    "/order/getOrders",
  ].map((path) => `${API_PREFIX}${path}`),
);
const CACHE_KEY = Symbol("response-cache-key");

/**
 * Serves repeated catalogue reads from memory. Any successful write that can change what the
 * catalogue shows (products, site, reviews, orders moving stock) empties the cache on every
 * instance through the cache bus.
 */
export const responseCachePlugin = fp(async (app: FastifyInstance) => {
  const cache = new ResponseCache();
  const { cacheBus } = app.deps;
  cacheBus.onInvalidation(() => cache.clear());

  app.addHook("onRequest", async (request, reply) => {
    const seconds = request.routeOptions.config?.cacheSeconds;
    if (request.method !== "GET" || seconds === undefined) return;
    // A signed-in caller may see personal fields in some answers: only anonymous reads are shared.
    if (request.headers.authorization || request.headers.cookie?.includes("pallu_session")) return;
    const key = request.url;
    const hit = cache.get(key, Date.now());
    if (hit) {
      reply.headers(hit.headers).header("x-cache", "hit").type("application/json; charset=utf-8");
      return reply.send(hit.body);
    }
    (request as unknown as Record<symbol, string>)[CACHE_KEY] = key;
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const key = (request as unknown as Record<symbol, string | undefined>)[CACHE_KEY];
    const seconds = request.routeOptions.config?.cacheSeconds;
    if (key && seconds !== undefined && reply.statusCode === 200 && typeof payload === "string") {
      cache.set(key, { body: payload, headers: {}, expiresAt: Date.now() + seconds * 1000 });
    }
    return payload;
  });

  app.addHook("onResponse", async (request, reply) => {
    if (request.method === "GET" || request.method === "HEAD" || reply.statusCode >= 400) return;
    if (!CHANGES_CATALOGUE.test(request.url) || LEAVES_CATALOGUE.has(request.routeOptions.url ?? "")) return;
    cache.clear();
    const scope = request.url.startsWith(`${API_PREFIX}/order/`) ? "stock" : "catalogue";
    await cacheBus.publishInvalidation(scope).catch((error: unknown) => request.log.warn({ err: error }, "cache invalidation not published"));
  });
});
