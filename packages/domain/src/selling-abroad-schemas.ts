import { z } from "zod";
import { countryOf, HOME_COUNTRY } from "./countries.js";
import { answerWith } from "./responses-schemas.js";

const rupees = (label: string, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int({ message: `${label} must be whole rupees` })
    .min(0, { message: `${label} cannot be negative` })
    .max(max, { message: `${label} must be at most ${max.toLocaleString("en-IN")}` });

const days = z.number({ message: "Delivery days must be a number" }).int().min(1, { message: "Delivery days must be at least 1" }).max(90);

const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => code !== HOME_COUNTRY, { message: "India is not a zone abroad" })
  .refine((code) => countryOf(code) !== undefined, { message: "Please choose countries from the list" });

export const ZoneRateSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("flat"), amountRupees: rupees("Flat rate", 1_000_000) }),
  z.object({
    kind: z.literal("weight"),
    slabs: z
      .array(z.object({ upToGrams: z.number().int().min(1, { message: "A slab's weight must be at least 1 g" }).max(100_000), amountRupees: rupees("Slab rate", 1_000_000) }))
      .min(1, { message: "Add at least one weight slab" })
      .max(30),
  }),
]);

export const ShippingZoneSchema = z
  .object({
    name: z.string().trim().min(1, { message: "Zone name is required" }).max(60),
    countries: z.array(countryCode).min(1, { message: "Choose at least one country" }).max(250),
    rate: ZoneRateSchema,
    freeAboveRupees: rupees("Free shipping above", 10_000_000).nullable(),
    deliveryDays: z.object({ min: days, max: days }),
    dutiesPaidByBuyer: z.boolean(),
  })
  .refine((zone) => zone.deliveryDays.min <= zone.deliveryDays.max, { message: "The fastest delivery cannot be later than the slowest", path: ["deliveryDays"] });

export const ExchangeRatesSchema = z.object({
  rupeesPer: z.record(
    z.string().regex(/^[A-Z]{3}$/, { message: "Currencies are three capital letters, such as USD" }),
    z.number().positive({ message: "A rate must be above zero" }).max(100_000),
  ),
  marginPercent: z.number().min(0).max(25, { message: "Margin must be at most 25%" }),
  rounding: z.enum(["cents", "whole", "ninety-nine"]),
  source: z.enum(["table", "provider"]),
  updatedAt: z.string().nullable(),
});

export const SellingAbroadSchema = z
  .object({ zones: z.array(ShippingZoneSchema).max(50), exchangeRates: ExchangeRatesSchema })
  .superRefine((value, ctx) => {
    const seen = new Map<string, string>();
    value.zones.forEach((zone, index) => {
      for (const country of zone.countries) {
        const other = seen.get(country);
        if (other) ctx.addIssue({ code: "custom", path: ["zones", index, "countries"], message: `${country} is already in ${other}` });
        seen.set(country, zone.name);
      }
    });
  });

export const SellingAbroadAnswerSchema = answerWith({ sellingAbroad: SellingAbroadSchema });

/** What every shopper may read: where the shop ships and the rates its prices abroad are shown at. */
export const ShippingCountriesAnswerSchema = answerWith({
  countries: z.array(z.object({ code: z.string(), name: z.string(), currency: z.string() })),
  currencies: z.array(z.object({ currency: z.string(), exchangeRate: z.number() })),
  rounding: z.enum(["cents", "whole", "ninety-nine"]),
});

/** An optional ISO 4217 currency in a query or a body; absent means rupees. */
export const CurrencyParamSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { message: "Currency must be an ISO 4217 code, such as USD" })
  .optional();

/** An order's or a quote's currency beside its rupees: "INR" and 1 for a buyer who saw rupees. */
export const SaleCurrencyWireSchema = z.object({
  currency: z.string(),
  /** Rupees for one unit of the currency, after the seller's margin. */
  exchangeRate: z.number(),
});

/** Shipping as the checkout quotes it: free within India; abroad, the zone's rate and promise. */
export const QuoteShippingSchema = z.object({
  amount: z.number(),
  amountInCurrency: z.number(),
  zone: z.string().nullable(),
  deliveryPromise: z.string().nullable(),
  deliveryDays: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});

export const QuoteInCurrencySchema = z.object({
  subtotal: z.number(),
  discount: z.number(),
  /** Each saving of `discounts`, in the currency; they add up to `discount`. */
  discounts: z.array(z.object({ promotionId: z.string(), amount: z.number() })),
  shipping: z.number(),
  /** The cash-on-delivery fee in the total. */
  codFee: z.number(),
  total: z.number(),
  lines: z.array(z.object({ buyingOptionId: z.string(), price: z.number(), total: z.number() })),
});

/** A product card's price in the buyer's currency, and the price struck through beside it (the same when none is). */
export const CardInCurrencySchema = z.object({ _id: z.string(), minPrice: z.number(), originalPrice: z.number() });

/** A listing's prices in the buyer's currency, beside the rupees, when a `currency` is asked for. */
export const ListingInCurrencySchema = z.object({
  currency: z.string().optional(),
  exchangeRate: z.number().optional(),
  inCurrency: z.array(CardInCurrencySchema).optional(),
});

/** A product's prices in the buyer's currency, beside the rupees, when a `currency` is asked for. */
export const ProductInCurrencySchema = z.object({
  currency: z.string().optional(),
  exchangeRate: z.number().optional(),
  inCurrency: z
    .object({
      minPrice: z.number(),
      buyingOption: z.array(z.object({ _id: z.string(), originalPrice: z.number(), discountedPrice: z.number() })),
      /** Each service offered with the piece, and each of its styles, for one piece. */
      services: z.array(z.object({ _id: z.string(), price: z.number(), styles: z.array(z.object({ _id: z.string(), price: z.number() })) })),
      /** The cards of the similar pieces the page suggests. */
      suggestions: z.array(CardInCurrencySchema),
    })
    .optional(),
});
