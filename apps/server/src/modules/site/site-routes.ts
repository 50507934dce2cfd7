import { answerWith, BannerSchema, FooterSchema, ShopBrandSchema, ShopPoliciesSchema, SlideSchema } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { READ_METHODS } from "../../lib/read-methods.js";
import { shopBrand, shopSettings } from "../settings/index.js";
import { footerOf, siteService } from "./site-service.js";

const SITE_CACHE_SECONDS = 60;

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const site = siteService(app.deps.db);
  const cached = { cacheSeconds: SITE_CACHE_SECONDS };

  app.get(
    "/site/getSiteData",
    { config: cached, schema: { tags: ["site"], response: { 200: answerWith({ siteData: z.array(SlideSchema) }) } } },
    async () => ({ success: true as const, message: "Site data", siteData: await site.slides() }),
  );

  app.route({
    method: READ_METHODS,
    url: "/site/getBanner",
    config: cached,
    schema: { tags: ["site"], response: { 200: answerWith({ banner: BannerSchema }) } },
    handler: async () => ({ success: true as const, message: "Banner", banner: await site.banner() }),
  });

  app.route({
    method: READ_METHODS,
    url: "/site/getFooter",
    config: cached,
    schema: { tags: ["site"], response: { 200: answerWith({ footer: FooterSchema }) } },
    handler: async () => ({
      success: true as const,
      message: "Footer",
      footer: footerOf(await site.footer(), await shopBrand(app.deps)),
    }),
  });

  app.route({
    method: READ_METHODS,
    url: "/site/getBrand",
    config: cached,
    schema: { tags: ["site"], response: { 200: answerWith({ brand: ShopBrandSchema }) } },
    handler: async () => ({ success: true as const, message: "Brand", brand: await shopBrand(app.deps) }),
  });

  app.get(
    "/site/getPolicies",
    { config: cached, schema: { tags: ["site"], response: { 200: answerWith({ policies: ShopPoliciesSchema }) } } },
    async () => {
      const settings = await shopSettings(app.deps);
      return {
        success: true as const,
        message: "Policies",
        policies: {
          returnWindowDays: settings.returnWindowDays,
          discountedExchangeOnly: settings.discountedExchangeOnly,
          codLimitRupees: settings.codLimitRupees,
          maxOpenCodOrders: settings.maxOpenCodOrders,
          legalName: settings.legalName,
          address: settings.address,
          state: settings.state,
          gstin: settings.gstin,
          email: settings.email,
          phone: settings.phone,
          aboutText: settings.aboutText,
          refundText: settings.refundText,
          privacyText: settings.privacyText,
          onlinePayment: app.deps.payments.mode !== "off",
        },
      };
    },
  );
};
