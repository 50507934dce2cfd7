import {
  GenerateCodesBodySchema,
  GeneratedCodesSchema,
  OfferSchema,
  OffersQuerySchema,
  PromotionIdSchema,
  PromotionInputSchema,
  PromotionSchema,
  PromotionUpdateBodySchema,
} from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { tagAnswer } from "../../lib/answer-tags.js";
import { cacheTags } from "../../lib/cache-tags.js";
import { promotionCodeService } from "./promotion-codes.js";
import { promotionService } from "./promotion-service.js";

const PromotionAnswer = z.object({ success: z.literal(true), message: z.string(), promotion: PromotionSchema });
const OFFERS_CACHE_SECONDS = 60;

/** Coupon codes and automatic offers: the seller's back office, the product page's offers and the checkout's quote. */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const promotions = promotionService(app.deps);
  const codes = promotionCodeService(app.deps);
  const tags = ["promotions"];

  app.get(
    "/promotions/getOffers",
    {
      config: { cacheSeconds: OFFERS_CACHE_SECONDS, anonymousRead: true },
      schema: {
        tags,
        querystring: OffersQuerySchema,
        response: { 200: z.object({ success: z.literal(true), message: z.string(), offers: z.array(OfferSchema) }) },
      },
    },
    async (request) => {
      const { productId } = request.query;
      // A product's offers follow its price and category; the shop's whole list, only the promotions,
      // so the product pages made from it stay kept when a product changes.
      tagAnswer(request, productId ? [cacheTags.offers, cacheTags.product(productId)] : [cacheTags.offers]);
      return { success: true as const, message: "Offers", offers: await promotions.offers(productId) };
    },
  );

  app.get(
    "/promotions/getAllPromotions",
    {
      onRequest: app.requirePermission("promotions.manage"),
      schema: {
        tags,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), promotions: z.array(PromotionSchema) }),
        },
      },
    },
    async () => ({ success: true as const, message: "Promotions", promotions: await promotions.list() }),
  );

  app.post(
    "/promotions/createPromotion",
    {
      onRequest: app.requirePermission("promotions.manage"),
      schema: { tags, body: PromotionInputSchema, response: { 200: PromotionAnswer } },
    },
    async (request) => ({
      success: true as const,
      message: "Promotion created",
      promotion: await promotions.create(request.body),
    }),
  );

  app.put(
    "/promotions/updatePromotion",
    {
      onRequest: app.requirePermission("promotions.manage"),
      schema: { tags, body: PromotionUpdateBodySchema, response: { 200: PromotionAnswer } },
    },
    async (request) => {
      const { promotionId, ...input } = request.body;
      return {
        success: true as const,
        message: "Promotion updated",
        promotion: await promotions.update(promotionId, input),
      };
    },
  );

  app.delete(
    "/promotions/deletePromotion",
    {
      onRequest: app.requirePermission("promotions.manage"),
      schema: { tags, querystring: PromotionIdSchema.partial(), body: PromotionIdSchema.partial().optional() },
    },
    async (request) => {
      await promotions.remove(request.body?.promotionId ?? request.query.promotionId);
      return { success: true as const, message: "Promotion deleted" };
    },
  );

  app.post(
    "/promotions/generateCodes",
    {
      onRequest: app.requirePermission("promotions.manage"),
      schema: { tags, body: GenerateCodesBodySchema, response: { 200: GeneratedCodesSchema } },
    },
    async (request) => {
      const made = await codes.generate(request.body);
      return { success: true as const, message: `${made.length} codes created`, codes: made };
    },
  );

  app.get(
    "/promotions/exportCodes",
    { onRequest: app.requirePermission("promotions.manage"), schema: { tags, querystring: PromotionIdSchema } },
    async (request, reply) => {
      const { filename, csv } = await codes.exportCsv(request.query.promotionId);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .header("cache-control", "private, no-store")
        .send(csv);
    },
  );
};
