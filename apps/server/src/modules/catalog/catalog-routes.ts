import {
  CategoryListResponseSchema,
  ColorSchema,
  ProductDetailSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
} from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { clientKey } from "../../lib/client-key.js";
import { catalogService } from "./catalog-service.js";
import { listingCacheFor } from "./listing-cache.js";

const CATALOG_CACHE_SECONDS = 60;

/** A shopper coming back to a product within this window is the same view, not another. */
export const VIEW_WINDOW_MS = 6 * 3_600_000;

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = catalogService(app.deps.db);
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
      config: { cacheSeconds: CATALOG_CACHE_SECONDS, anonymousRead: true },
      schema: { tags: ["catalogue"], querystring: ProductListQuerySchema, response: { 200: ProductListResponseSchema } },
    },
    async (request) => ({ success: true as const, message: "Products", ...(await catalog.listProducts(request.query)) }),
  );

  app.post(
    "/products/getProduct",
    {
      config: { anonymousRead: true },
      schema: {
        tags: ["catalogue"],
        body: z.object({ id: z.string().max(100) }),
        response: { 200: z.object({ success: z.literal(true), message: z.string(), product: ProductDetailSchema }) },
      },
    },
    async (request) => {
      const viewer = await request.currentUser();
      const product = await catalog.viewProduct(request.body.id, {
        countView: viewer?.userType !== "Admin",
        firstViewInWindow: () => firstViewInWindow(viewer ? `user:${viewer.id}` : `ip:${clientKey(request.ip)}`, request.body.id),
      });
      return { success: true as const, message: "Product found", product };
    },
  );

  app.get(
    "/products/category",
    { config: { cacheSeconds: CATALOG_CACHE_SECONDS }, schema: { tags: ["catalogue"], response: { 200: CategoryListResponseSchema } } },
    async () => ({ success: true as const, message: "Categories", categories: await catalog.listCategories() }),
  );

  app.get(
    "/products/getColors",
    {
      config: { cacheSeconds: CATALOG_CACHE_SECONDS },
      schema: {
        tags: ["catalogue"],
        response: { 200: z.object({ success: z.literal(true), message: z.string(), colors: z.array(ColorSchema) }) },
      },
    },
    async () => ({ success: true as const, message: "Colours", colors: await catalog.listColours() }),
  );
};
