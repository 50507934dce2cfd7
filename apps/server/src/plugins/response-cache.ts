import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { API_PREFIX, IdSchema } from "@pallu/domain";
import type { Db } from "../db/client.js";
import { categories, products } from "../db/schema/index.js";
import { ANSWER_TAGS_HEADER, answerTagsOf } from "../lib/answer-tags.js";
import { cacheTags } from "../lib/cache-tags.js";
import { etagOf, isNotModified } from "../lib/etag.js";
import { ResponseCache, type CachedAnswer, type InvalidationScope } from "../lib/response-cache.js";
import { StockChanges, tagsOfStockChanges, watchingStock } from "../lib/stock-changes.js";
import { isRenderRead } from "../modules/storefront-pages/index.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Seconds a browser or CDN may reuse this GET answer; it also gets an ETag and is kept in memory for anonymous callers. */
    cacheSeconds?: number;
    /**
     * What a page render's read of a kept answer must still do that the route's own hooks do for a
     * request (a product view counted), given the validated query and the shopper's address.
     */
    onKeptRead?: (query: unknown, shopperIp: string) => void;
  }
  interface FastifyInstance {
    /**
     * What an anonymous GET of `url` would be sent from the response cache now, for a page render
     * reading in process for the shopper at `shopperIp`; none when the cache holds no answer, or
     * when its route does more after answering than its `onKeptRead` does, which only a request does.
     */
    keptAnswerOf(url: string, shopperIp: string): KeptAnswer | undefined;
  }
}

/** A cached answer as a page render reads it: what the cache sends, and what the answer shows. */
export type KeptAnswer = { contentType: string; body: string; tags: readonly string[] };

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
    "/order/getCartPrices",
  ].map((path) => `${API_PREFIX}${path}`),
);
const JSON_TYPE = "application/json; charset=utf-8";
const CACHE_KEY = Symbol("response-cache-key");
const STARTED_AT = Symbol("response-cache-mark");
const STOCK_CHANGES = Symbol("stock-changes");

type Tagged = FastifyRequest & { [CACHE_KEY]?: string; [STARTED_AT]?: number; [STOCK_CHANGES]?: StockChanges };

function isAnonymous(request: FastifyRequest): boolean {
  return !request.headers.authorization && !request.headers.cookie?.includes("pallu_session");
}

/** What a cached answer shows, as its route named it; a route that names nothing shows the site or the catalogue at large. */
function tagsOfAnswer(request: FastifyRequest): string[] {
  const named = answerTagsOf(request);
  if (named) return named;
  return request.url.startsWith(`${API_PREFIX}/site/`) ? [cacheTags.site] : [cacheTags.catalogue];
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

/** What a successful write to the catalogue or the site changed, as tags of the cached answers to drop. */
async function tagsOfShopWrite(db: Db, request: FastifyRequest, answer: unknown): Promise<string[]> {
  if (request.url.startsWith(`${API_PREFIX}/site/`)) return [cacheTags.site];
  // An order changes stock, and says which (tagsOfStockChanges); nothing else of it is cached.
  if (request.url.startsWith(`${API_PREFIX}/order/`)) return [];
  const productId = request.url.startsWith(`${API_PREFIX}/products/`) || request.url.startsWith(`${API_PREFIX}/review/`) ? productOfWrite(request, answer) : undefined;
  const tags = productId && (await tagsOfProduct(db, productId));
  // Categories, colours, attribute values and promotions reach every listing and any product's page.
  if (!tags) return [cacheTags.catalogue, cacheTags.categoryListings, cacheTags.productPages, cacheTags.offers];
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

  // A cache hit still runs the hooks its route declares (onSend, onResponse): such answers are read
  // through a request. Plugins registered after this one (compression) add hooks a render's read does not need.
  const routesDoingMore = new Set<string>();
  app.addHook("onRoute", (route) => {
    const answersGet = [route.method].flat().includes("GET");
    if (answersGet && (route.onSend || route.onResponse)) routesDoingMore.add(route.url);
  });
  // Kept answers a render may take as they are, each with what its read must still do.
  const answersAlone = new WeakMap<CachedAnswer, ((shopperIp: string) => void) | null>();
  app.decorate("keptAnswerOf", (url: string, shopperIp: string): KeptAnswer | undefined => {
    const hit = cache.get(url, Date.now());
    const alone = hit && answersAlone.get(hit);
    if (!hit || alone === undefined) return undefined;
    alone?.(shopperIp);
    return { contentType: JSON_TYPE, body: hit.body, tags: hit.tags };
  });

  // A callback hook, so the rest of the request (its handler, its transaction) runs inside the watch;
  // after the body is read, whose stream events would leave it.
  app.addHook("preValidation", (request: Tagged, _reply, done) => {
    if (request.method === "GET" || request.method === "HEAD") return done();
    const changes = new StockChanges();
    request[STOCK_CHANGES] = changes;
    watchingStock(changes, done);
  });

  app.addHook("onRequest", async (request: Tagged, reply) => {
    const seconds = request.routeOptions.config?.cacheSeconds;
    // A signed-in caller may see personal fields in some answers: only anonymous reads are shared.
    if (request.method !== "GET" || seconds === undefined || !isAnonymous(request)) return;
    const hit = cache.get(request.url, Date.now());
    if (hit) {
      reply.header("etag", hit.etag).header("x-cache", "hit").type(JSON_TYPE);
      if (isRenderRead(request)) reply.header(ANSWER_TAGS_HEADER, hit.tags.join(" "));
      return reply.send(hit.body);
    }
    request[CACHE_KEY] = request.url;
    request[STARTED_AT] = cache.mark();
  });

  app.addHook("onSend", async (request: Tagged, reply, payload) => {
    const seconds = request.routeOptions.config?.cacheSeconds;
    if (request.method !== "GET") {
      // Before the answer leaves, so the writer's next read never meets what its write replaced.
      if (succeeded(request, reply.statusCode)) await dropAnswersChangedBy(request, payload);
      return payload;
    }
    if (seconds === undefined || reply.statusCode !== 200) return payload;
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    const etag = (reply.getHeader("etag") as string | undefined) ?? etagOf(payload);
    const key = request[CACHE_KEY];
    if (key) {
      const tags = tagsOfAnswer(request);
      if (typeof payload === "string") {
        const entry: CachedAnswer = { body: payload, etag, tags, expiresAt: Date.now() + seconds * 1000 };
        const onKeptRead = request.routeOptions.config?.onKeptRead;
        if (onKeptRead) answersAlone.set(entry, (shopperIp) => onKeptRead(request.query, shopperIp));
        else if (!routesDoingMore.has(request.routeOptions.url ?? "")) answersAlone.set(entry, null);
        cache.set(key, entry, request[STARTED_AT]);
      }
      if (isRenderRead(request)) reply.header(ANSWER_TAGS_HEADER, tags.join(" "));
    }
    // A signed-in caller's answer may hold what only they see (an admin's drafts): no shared cache keeps it.
    const scope = isAnonymous(request) ? "public" : "private";
    reply.header("ETag", etag).header("Cache-Control", `${scope}, max-age=${seconds}, stale-while-revalidate=${seconds * 5}`);
    if (!isNotModified(request.headers["if-none-match"], etag)) return payload;
    reply.code(304);
    return "";
  });

  async function dropAnswersChangedBy(request: Tagged, answer: unknown): Promise<void> {
    const stock = request[STOCK_CHANGES] ?? new StockChanges();
    const shopWrite = changesShop(request);
    if (!shopWrite && stock.isEmpty) return;
    // The write has happened: when its tags cannot be read, every answer goes rather than the writer's reply.
    const shopTags = shopWrite ? await tagsOfShopWrite(db, request, answer).catch(() => undefined) : [];
    const tags = shopTags && [...new Set([...shopTags, ...tagsOfStockChanges(stock)])];
    if (tags?.length === 0) return;
    if (tags) cache.invalidate(tags);
    else cache.clear();
    const onlyStock = shopTags?.length === 0;
    const scope: InvalidationScope = onlyStock ? "stock" : "catalogue";
    await cacheBus.publishInvalidation(scope, tags).catch((error: unknown) => request.log.warn({ err: error }, "cache invalidation not published"));
  }
});

function succeeded(request: FastifyRequest, statusCode: number): boolean {
  return request.method !== "HEAD" && statusCode < 400;
}

function changesShop(request: FastifyRequest): boolean {
  return CHANGES_SHOP.test(request.url) && !CHANGES_NOTHING_CACHED.has(request.routeOptions.url ?? "");
}
