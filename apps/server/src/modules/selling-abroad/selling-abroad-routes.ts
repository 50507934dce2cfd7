import {
  appliedRate,
  countryOf,
  SellingAbroadAnswerSchema,
  SellingAbroadSchema,
  ShippingCountriesAnswerSchema,
  type SellingAbroad,
} from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { saveSellingAbroad, sellingAbroad } from "./selling-abroad-store.js";

/** Where the shop ships and at which rates its prices abroad are shown: what any shopper may read. */
function shippingCountries(settings: SellingAbroad) {
  const countries = settings.zones
    .flatMap((zone) => zone.countries)
    .map((code) => countryOf(code))
    .filter((country) => country !== undefined)
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
  const currencies = Object.keys(settings.exchangeRates.rupeesPer)
    .sort()
    .flatMap((currency) => {
      const rate = appliedRate(settings.exchangeRates, currency);
      return rate ? [{ currency, exchangeRate: rate.rupeesPerUnit }] : [];
    });
  return { countries, currencies, rounding: settings.exchangeRates.rounding };
}

/** The seller's zones, exchange rates and rounding abroad (docs/selling-abroad.md). */
export const sellingAbroadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/site/shippingCountries",
    { config: { cacheSeconds: 60, anonymousRead: true }, schema: { tags: ["site"], response: { 200: ShippingCountriesAnswerSchema } } },
    async () => ({ success: true as const, message: "Shipping countries", ...shippingCountries(await sellingAbroad(app.deps.db)) }),
  );

  app.get(
    "/site/sellingAbroad",
    { onRequest: app.requirePermission("settings.manage"), schema: { tags: ["site admin"], security: [{ bearer: [] }], response: { 200: SellingAbroadAnswerSchema } } },
    async () => ({ success: true as const, message: "Selling abroad", sellingAbroad: await sellingAbroad(app.deps.db) }),
  );

  app.put(
    "/site/sellingAbroad",
    {
      onRequest: app.requirePermission("settings.manage"),
      schema: { tags: ["site admin"], security: [{ bearer: [] }], body: SellingAbroadSchema, response: { 200: SellingAbroadAnswerSchema } },
    },
    async (request) => {
      const actor = { id: request.user.id, name: request.user.fullname };
      const saved = await saveSellingAbroad(app.deps, actor, () => request.body);
      return { success: true as const, message: "Selling abroad saved", sellingAbroad: saved };
    },
  );
};
