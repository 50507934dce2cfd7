import { answerWith, CategoryListResponseSchema, ColourSchema, MessageResponseSchema, PRODUCT_PAGE_SIZE_MAX, ProductDetailSchema, ProductListRequestSchema, ProductListResponseSchema, SearchSuggestionsSchema, unknownFilterValue } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { invalid } from "../../lib/app-error.js";
import { clientKey } from "../../lib/client-key.js";
import { READ_METHODS } from "../../lib/read-methods.js";
import { shopAttributeLists } from "./attribute-value-repository.js";
import { catalogueService } from "./catalogue-service.js";
import { listingCacheFor } from "./listing-cache.js";

const CATALOGUE_CACHE_SECONDS = 60;

/** A shopper coming back to a product within this window is the same view, not another. */
export const VIEW_WINDOW_MS = 6 * 3_600_000;

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = catalogueService(app.deps.db);
  // the rate limiter's shared window doubles as "seen lately": only the first hit is allowed
  const firstViewInWindow = async (client: string, productId: string) =>
    (await app.deps.rateLimiter.hit(`view:${client}:${productId}`, 1, VIEW_WINDOW_MS)).allowed;
  // writes anywhere (other instances, orders moving stock) also forget remembered counts and rankings
  // Orders move stock, not what a listing matches or how search ranks it: their rows are read fresh
  // anyway, so only catalogue writes (here or on another instance) clear the counts and rankings.
  app.deps.cacheBus.onInvalidation((scope) => {
    if (scope === "catalogue") listingCacheFor(app.deps.db).clear();
  });

  app.get(
    "/products/getAllProduct",
    {
      config: { cacheSeconds: CATALOGUE_CACHE_SECONDS, anonymousRead: true },
      schema: { tags: ["catalogue"], querystring: ProductListRequestSchema, response: { 200: ProductListResponseSchema } },
    },
    async (request) => {
      const { all, ...query } = request.query;
      // a value of the seller's own lists passes the query's schema; one no list has is refused here
      const unknown = unknownFilterValue(query, await shopAttributeLists(app.deps.db));
      if (unknown) throw invalid(unknown.message, { field: unknown.attribute });
      // An admin's `all=true` is the back office's list, as the spec's admin client asks it: drafts
      // and sold-out products too, up to 9,999 a page. Anyone else gets a storefront page.
      if (all && (await request.currentUser())?.userType === "Admin") {
        const listed = await catalogue.listForAdmin({
          ...query,
          sortBy: query.sortBy ?? "createdAt",
          sortOrder: query.sortOrder ?? "desc",
          availibility: query.availibility ?? query.availability,
        });
        return { success: true as const, message: "Products", ...listed };
      }
      const page = { ...query, limit: Math.min(query.limit, PRODUCT_PAGE_SIZE_MAX) };
      return { success: true as const, message: "Products", ...(await catalogue.listProducts(page)) };
    },
  );

  app.post(
    "/products/getProduct",
    {
      config: { anonymousRead: true },
      schema: {
        tags: ["catalogue"],
        body: z.object({ id: z.string().max(100) }),
        response: { 200: answerWith({ product: ProductDetailSchema }) },
      },
    },
    async (request) => {
      const viewer = await request.currentUser();
      const product = await catalogue.viewProduct(request.body.id, {
        countView: viewer?.userType !== "Admin",
        // The back office opens drafts; to everyone else a draft does not exist.
        includeHidden: viewer?.userType === "Admin",
        // by the product's id, so opening it by its slug and by its id is one visit
        firstViewInWindow: (productId) => firstViewInWindow(viewer ? `user:${viewer.id}` : `ip:${clientKey(request.ip)}`, productId),
      });
      return { success: true as const, message: "Product found", product };
    },
  );

  app.get(
    "/products/category",
    { config: { cacheSeconds: CATALOGUE_CACHE_SECONDS }, schema: { tags: ["catalogue"], response: { 200: CategoryListResponseSchema } } },
    async () => ({ success: true as const, message: "Categories", categories: await catalogue.listCategories() }),
  );

  app.get(
    "/products/getSizes",
    {
      config: { cacheSeconds: CATALOGUE_CACHE_SECONDS },
      schema: {
        tags: ["catalogue"],
        response: { 200: answerWith({ sizes: z.array(z.string()) }) },
      },
    },
    async () => ({ success: true as const, message: "Sizes", sizes: await catalogue.listSizes() }),
  );

  app.get(
    "/products/getPriceRanges",
    {
      config: { cacheSeconds: CATALOGUE_CACHE_SECONDS },
      schema: {
        tags: ["catalogue"],
        response: {
          200: answerWith({ priceRanges: z.array(z.object({ min: z.number(), max: z.number().optional() })) }),
        },
      },
    },
    async () => ({ success: true as const, message: "Price ranges", priceRanges: await catalogue.priceRanges() }),
  );

  app.get(
    "/products/getSearchSuggestions",
    {
      config: { cacheSeconds: CATALOGUE_CACHE_SECONDS },
      schema: {
        tags: ["catalogue"],
        querystring: z.object({ search: z.string().max(200).default("") }),
        response: { 200: SearchSuggestionsSchema.extend(MessageResponseSchema.shape) },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Search suggestions",
      ...(await catalogue.searchSuggestions(request.query.search)),
    }),
  );

  app.route({
    method: READ_METHODS,
    url: "/products/getColors",
    config: { cacheSeconds: CATALOGUE_CACHE_SECONDS },
    schema: {
      tags: ["catalogue"],
      response: { 200: answerWith({ colors: z.array(ColourSchema) }) },
    },
    handler: async () => ({ success: true as const, message: "Colours", colors: await catalogue.listColours() }),
  });
};
