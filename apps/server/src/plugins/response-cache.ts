import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { API_PREFIX, IdSchema } from "@pallu/domain";
import type { Db } from "../db/client.js";
import { categories, products } from "../db/schema/index.js";
import { etagOf, isNotModified } from "../lib/etag.js";
import { ResponseCache, type InvalidationScope } from "../lib/response-cache.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Seconds a browser or CDN may reuse this GET answer; it also gets an ETag and is kept in memory for anonymous callers. */
    cacheSeconds?: number;
  }
}

/** What a cached answer shows, and so which changes drop it. */
const cacheTags = {
  /** Banner, footer, slides, policies. */
  site: "site",
  /** Every catalogue answer that is not a listing narrowed to one category: any product may change it. */
  catalogue: "catalogue",
  /** Every listing narrowed to a category. */
  categoryListings: "category-listings",
  product: (id: string) => `product:${id}`,
  /** A listing's category filter is an id or a name in any case; a change names the category both ways. */
  category: (idOrName: string) => `category:${idOrName.toLowerCase()}`,
};

// A promotion's change reaches the offers a product page shows (answers tagged "catalogue").
const CHANGES_SHOP = new RegExp(`^${API_PREFIX}/(products|site|review|order|promotions)/`);
// Reads sent as POST by the v1 contract, and a shopper's own cart and wishlist: none of them
// changes what the catalogue shows, and invalidating for each would leave the cache empty under load.
// (A product view counts towards "most viewed", which the cache may show up to its age late.)
const CHANGES_NOTHING_CACHED = new Set(
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
    "/order/getCheckoutQuote",
  ].map((path) => `${API_PREFIX}${path}`),
);
const CACHE_KEY = Symbol("response-cache-key");

type Tagged = FastifyRequest & { [CACHE_KEY]?: string };

function isAnonymous(request: FastifyRequest): boolean {
  return !request.headers.authorization && !request.headers.cookie?.includes("pallu_session");
}

/** The tags of a catalogue or site answer: what it shows, and which category it is narrowed to. */
function tagsOfAnswer(request: FastifyRequest, body: string): string[] {
  if (request.url.startsWith(`${API_PREFIX}/site/`)) return [cacheTags.site];
  const { category } = (request.query ?? {}) as { category?: string };
  const tags = category ? [cacheTags.categoryListings, cacheTags.category(category)] : [cacheTags.catalogue];
  const shown = (JSON.parse(body) as { products?: { _id: string }[] }).products ?? [];
  return [...tags, ...shown.map((product) => cacheTags.product(product._id))];
}

/** A product's own tag and its category's, or nothing when the id is no product's (a category's, a colour's). */
async function tagsOfProduct(db: Db, productId: string): Promise<string[] | undefined> {
  const [row] = await db
    .select({ categoryId: products.categoryId, categoryName: categories.name })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId));
  if (!row) return undefined;
  const inCategory = row.categoryId ? [cacheTags.category(row.categoryId), cacheTags.category(row.categoryName ?? "")] : [];
  return [cacheTags.product(productId), cacheTags.catalogue, ...inCategory];
}

/** The product a catalogue write is about: named by its JSON body, or in the product it answers with. */
function productOfWrite(request: FastifyRequest, answer: unknown): string | undefined {
  const body = (request.body ?? {}) as { id?: unknown; productId?: unknown };
  const answered = typeof answer === "string" && (JSON.parse(answer) as { product?: { _id?: string } }).product?._id;
  const named = answered ?? body.productId ?? body.id;
  return IdSchema.safeParse(named).success ? (named as string) : undefined;
}

/** What a successful write changed, as tags of the cached answers to drop. */
async function tagsOfWrite(db: Db, request: FastifyRequest, answer: unknown): Promise<string[]> {
  if (request.url.startsWith(`${API_PREFIX}/site/`)) return [cacheTags.site];
  const productId = request.url.startsWith(`${API_PREFIX}/products/`) ? productOfWrite(request, answer) : undefined;
  const tags = productId && (await tagsOfProduct(db, productId));
  // Orders, reviews, categories and colours reach every listing.
  if (!tags) return [cacheTags.catalogue, cacheTags.categoryListings];
  // A product form may move it to another category, and by now the one it left is unknown.
  return request.isMultipart() ? [...tags, cacheTags.categoryListings] : tags;
}

/**
 * Catalogue and site reads (routes with `cacheSeconds`): an ETag answers a repeat visit with 304,
 * and anonymous answers are kept in memory with tags. A successful write drops the answers
 * tagged with what it changed, on every instance through the cache bus.
 */
export const responseCachePlugin = fp(async (app: FastifyInstance) => {
  const cache = new ResponseCache();
  const { cacheBus, db } = app.deps;
  // A change without tags (settings, the demo artwork) may touch any answer.
  cacheBus.onInvalidation((_scope, tags) => (tags ? cache.invalidate(tags) : cache.clear()));

  app.addHook("onRequest", async (request: Tagged, reply) => {
    const seconds = request.routeOptions.config?.cacheSeconds;
    // A signed-in caller may see personal fields in some answers: only anonymous reads are shared.
    if (request.method !== "GET" || seconds === undefined || !isAnonymous(request)) return;
    const hit = cache.get(request.url, Date.now());
    if (hit) {
      reply.header("etag", hit.etag).header("x-cache", "hit").type("application/json; charset=utf-8");
      return reply.send(hit.body);
    }
    request[CACHE_KEY] = request.url;
  });

  app.addHook("onSend", async (request: Tagged, reply, payload) => {
    const seconds = request.routeOptions.config?.cacheSeconds;
    if (request.method !== "GET") {
      // Before the answer leaves, so the writer's next read never meets what its write replaced.
      if (changesShop(request, reply.statusCode)) await dropAnswersChangedBy(request, payload);
      return payload;
    }
    if (seconds === undefined || reply.statusCode !== 200) return payload;
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    const etag = (reply.getHeader("etag") as string | undefined) ?? etagOf(payload);
    const key = request[CACHE_KEY];
    if (key && typeof payload === "string") {
      cache.set(key, { body: payload, etag, tags: tagsOfAnswer(request, payload), expiresAt: Date.now() + seconds * 1000 });
    }
    // A signed-in caller's answer may hold what only they see (an admin's drafts): no shared cache keeps it.
    const scope = isAnonymous(request) ? "public" : "private";
    reply.header("ETag", etag).header("Cache-Control", `${scope}, max-age=${seconds}, stale-while-revalidate=${seconds * 5}`);
    if (!isNotModified(request.headers["if-none-match"], etag)) return payload;
    reply.code(304);
    return "";
  });

  async function dropAnswersChangedBy(request: FastifyRequest, answer: unknown): Promise<void> {
    // The write has happened: when its tags cannot be read, every answer goes rather than the writer's reply.
    const tags = await tagsOfWrite(db, request, answer).catch(() => undefined);
    if (tags) cache.invalidate(tags);
    else cache.clear();
    const scope: InvalidationScope = request.url.startsWith(`${API_PREFIX}/order/`) ? "stock" : "catalogue";
    await cacheBus.publishInvalidation(scope, tags).catch((error: unknown) => request.log.warn({ err: error }, "cache invalidation not published"));
  }
});

function changesShop(request: FastifyRequest, statusCode: number): boolean {
  if (request.method === "HEAD" || statusCode >= 400) return false;
  return CHANGES_SHOP.test(request.url) && !CHANGES_NOTHING_CACHED.has(request.routeOptions.url ?? "");
}
