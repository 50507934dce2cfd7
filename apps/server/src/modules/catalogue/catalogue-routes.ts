import { answerWith, can, CurrencyParamSchema, ProductInCurrencySchema, CategoryListResponseSchema, ColourSchema, MessageResponseSchema, PRODUCT_PAGE_SIZE_MAX, ProductDetailSchema, ProductListRequestSchema, ProductListResponseSchema, SearchSuggestionsSchema, type StaffRole, unknownFilterValue } from "@pallu/domain";
import { cardInCurrency, productPageInCurrency, rateOf } from "../selling-abroad/index.js";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { invalid } from "../../lib/app-error.js";
import { clientKey } from "../../lib/client-key.js";
import { READ_METHODS } from "../../lib/read-methods.js";
import { tagAnswer } from "../../lib/answer-tags.js";
import { shopAttributeLists } from "./attribute-value-repository.js";
import { catalogueService } from "./catalogue-service.js";
import { listingTags, productPageTags } from "./catalogue-tags.js";
import { listingCacheFor } from "./listing-cache.js";
import { productViewsFor } from "./product-views.js";

/** Who sees the products not yet shown to shoppers: the staff who may edit the catalogue. */
const seesDrafts = (viewer: { userType: string; role?: StaffRole | null | undefined } | null | undefined) =>
  viewer?.userType === "Admin" && can(viewer.role, "catalogue.edit");

const CATALOGUE_CACHE_SECONDS = 60;

const ProductAskedSchema = z.object({ id: z.string().max(100), currency: CurrencyParamSchema });
const ProductPageAnswerSchema = answerWith({ product: ProductDetailSchema, ...ProductInCurrencySchema.shape });

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = catalogueService(app.deps.db);
  const views = productViewsFor(app.deps);
  views.start();
  app.addHook("onClose", () => views.stop());
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
      const { all, currency, ...query } = request.query;
      // a value of the seller's own lists passes the query's schema; one no list has is refused here
      const unknown = unknownFilterValue(query, await shopAttributeLists(app.deps.db));
      if (unknown) throw invalid(unknown.message, { field: unknown.attribute });
      // The catalogue staff's `all=true` is the back office's list, as the spec's admin client asks
      // it: drafts and sold-out products too, up to 9,999 a page. Anyone else gets a storefront page.
      if (all && seesDrafts(await request.currentUser())) {
        const listed = await catalogue.listForAdmin({
          ...query,
          sortBy: query.sortBy ?? "createdAt",
          sortOrder: query.sortOrder ?? "desc",
          availibility: query.availibility ?? query.availability,
        });
        return { success: true as const, message: "Products", ...listed };
      }
      const page = { ...query, limit: Math.min(query.limit, PRODUCT_PAGE_SIZE_MAX) };
      const listed = await catalogue.listProducts(page);
      tagAnswer(request, listingTags(query.category, listed.products));
      if (!currency) return { success: true as const, message: "Products", ...listed };
      const rate = await rateOf(app.deps.db, currency);
      const inCurrency = listed.products.map((product) => cardInCurrency(product, rate));
      return { success: true as const, message: "Products", ...listed, currency: rate.currency, exchangeRate: rate.rupeesPerUnit, inCurrency };
    },
  );

  /** The product page's data: the v1 contract's POST, and a GET that caches and CDNs may keep. */
  async function productPage(request: FastifyRequest, idOrSlug: string, currency?: string) {
    const viewer = await request.currentUser();
    // The catalogue's staff open drafts; to everyone else (the rest of the staff too) a draft does not exist.
    const product = await catalogue.productPage(idOrSlug, { includeHidden: seesDrafts(viewer) });
    tagAnswer(request, productPageTags(product));
    if (!currency) return { success: true as const, message: "Product found", product };
    const rate = await rateOf(app.deps.db, currency);
    const inCurrency = productPageInCurrency(product, rate);
    return { success: true as const, message: "Product found", product, currency: rate.currency, exchangeRate: rate.rupeesPerUnit, inCurrency };
  }

  /** Shoppers' visits count towards "popular", the admin's editing does not; counted after the answer has left. */
  async function countView(request: FastifyRequest, reply: FastifyReply, idOrSlug: string) {
    if (reply.statusCode !== 200) return;
    const viewer = await request.currentUser().catch(() => undefined);
    if (viewer?.userType === "Admin") return;
    views.note(viewer ? `user:${viewer.id}` : `ip:${clientKey(request.ip)}`, idOrSlug);
  }

  app.post(
    "/products/getProduct",
    {
      config: { anonymousRead: true },
      schema: { tags: ["catalogue"], body: ProductAskedSchema, response: { 200: ProductPageAnswerSchema } },
      onResponse: (request, reply) => countView(request, reply, (request.body as z.infer<typeof ProductAskedSchema>).id),
    },
    async (request) => productPage(request, request.body.id, request.body.currency),
  );

  app.get(
    "/products/getProduct",
    {
      config: {
        cacheSeconds: CATALOGUE_CACHE_SECONDS,
        anonymousRead: true,
        // A page render reads as an anonymous shopper: her view counts by her address, as a request's would.
        onKeptRead: (query, shopperIp) => views.note(`ip:${clientKey(shopperIp)}`, (query as z.infer<typeof ProductAskedSchema>).id),
      },
      schema: { tags: ["catalogue"], querystring: ProductAskedSchema, response: { 200: ProductPageAnswerSchema } },
      // Also when the answer comes from the response cache, which answers before the handler.
      onResponse: (request, reply) => countView(request, reply, (request.query as z.infer<typeof ProductAskedSchema>).id),
    },
    async (request) => productPage(request, request.query.id, request.query.currency),
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
