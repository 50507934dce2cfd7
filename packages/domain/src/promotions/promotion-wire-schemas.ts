import { z } from "zod";
import { LineServiceSchema } from "../services-schemas.js";
import { CheckoutBodySchema } from "../orders-schemas.js";
import { PROMOTION_TYPES } from "./promotion.js";
import { QuoteInCurrencySchema, QuoteShippingSchema, SaleCurrencyWireSchema } from "../selling-abroad-schemas.js";

/** A promotion as the back office reads it: money in rupees, times as ISO instants, with its usage. */
export const PromotionSchema = z.object({
  _id: z.string(),
  title: z.string(),
  code: z.string().nullable(),
  type: z.enum(PROMOTION_TYPES),
  /** Percent off (percentage, buyXgetY) or rupees off (fixed). */
  value: z.number(),
  buyQuantity: z.number().int().nullable(),
  getQuantity: z.number().int().nullable(),
  minCartValue: z.number().nullable(),
  paymentType: z.literal("online").nullable(),
  categories: z.array(z.string()),
  products: z.array(z.string()),
  firstOrderOnly: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  /** Joins automatic offers: an automatic offer's others, or a code's. */
  combinable: z.boolean(),
  /** An automatic offer joins the shopper's coupon code (a code's own is unused). */
  combinesWithCodes: z.boolean(),
  /** Also discounts the services sold with a piece. */
  appliesToServices: z.boolean().optional(),
  active: z.boolean(),
  timesUsed: z.number().int(),
  ordersCount: z.number().int(),
  /** Rupees taken off, and rupees paid, over the orders that used it and were not cancelled. */
  discountGiven: z.number(),
  revenue: z.number(),
  /** Its batch of single-use codes: how many there are and how many have been used (0 and 0 without a batch). */
  codes: z.object({ total: z.number().int(), used: z.number().int() }),
  createdAt: z.string(),
});
export type PromotionWire = z.infer<typeof PromotionSchema>;

/** An automatic offer as a product page shows it. */
export const OfferSchema = PromotionSchema.pick({
  _id: true,
  title: true,
  type: true,
  value: true,
  paymentType: true,
  minCartValue: true,
  buyQuantity: true,
  getQuantity: true,
  combinable: true,
  combinesWithCodes: true,
});
export type Offer = z.infer<typeof OfferSchema>;

/** The payment the shopper has chosen, in the checkout's words or the order's (`Prepaid`, `COD`), any case. */
export const QuotePaymentTypeSchema = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
  z
    .enum(["online", "cod", "prepaid"], { message: "Payment type is online or cod" })
    .transform((type) => (type === "cod" ? ("cod" as const) : ("prepaid" as const))),
);

export const CheckoutQuoteBodySchema = CheckoutBodySchema.extend({ paymentType: QuotePaymentTypeSchema.optional() });
export type CheckoutQuoteBody = z.output<typeof CheckoutQuoteBodySchema>;

/** A checkout priced by the server: what it costs, what each offer takes off, and why a code is not used. */
export const CheckoutQuoteSchema = z.object({
  subtotal: z.number(),
  discounts: z.array(
    z.object({ promotionId: z.string(), code: z.string().nullable(), title: z.string(), amount: z.number() }),
  ),
  discount: z.number(),
  /** The cash-on-delivery fee in the total: 0 unless the quote is for cash on delivery. */
  codFee: z.number(),
  total: z.number(),
  /** Whether this checkout may be paid on delivery, and if not, why. */
  cashOnDelivery: z.object({ available: z.boolean(), message: z.string().nullable() }),
  couponCode: z.string().nullable(),
  couponError: z.string().optional(),
  /** When the code is used: the automatic offers it replaces because they do not combine. */
  couponNote: z.string().optional(),
  lines: z.array(
    z.object({
      productId: z.string(),
      buyingOptionId: z.string(),
      quantity: z.number().int(),
      price: z.number(),
      discount: z.number(),
      total: z.number(),
      /** The services asked for with the piece, each priced by the server for the whole line. */
      services: z.array(LineServiceSchema).optional(),
      /** Pieces beyond the stock on the shelf, made after the order. */
      madeToOrder: z.number().int().optional(),
      /** Pieces made to order: the last day (YYYY-MM-DD) the line leaves the shop. */
      shipsBy: z.string().optional(),
      /** A pre-order: its launch day (YYYY-MM-DD), before which nothing leaves. */
      shipsFrom: z.string().optional(),
      /** A line stitched to measure: the profile it is cut to, or null when the measurements are to follow. */
      measurements: z.object({ name: z.string() }).nullable().optional(),
      /** When the line will have arrived, its stitching or weaving counted (YYYY-MM-DD). */
      deliveryDate: z.string().optional(),
    }),
  ),
  ...SaleCurrencyWireSchema.shape,
  shipping: QuoteShippingSchema,
  /** Abroad: who pays the import duties, as the checkout must say before payment; null within India. */
  dutiesNotice: z.string().nullable(),
  /** The amounts in the buyer's currency (the rupee amounts above are what is charged). */
  inCurrency: QuoteInCurrencySchema,
  /** The last day of the delivery promise for the whole order (YYYY-MM-DD, India's day). */
  deliveryDate: z.string().optional(),
});
export type CheckoutQuoteWire = z.infer<typeof CheckoutQuoteSchema>;

/** The codes a batch request made, to show or hand out at once. */
export const GeneratedCodesSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  codes: z.array(z.string()),
});
export type GeneratedCodes = z.infer<typeof GeneratedCodesSchema>;

export const PromotionIdSchema = z.object({ promotionId: z.string({ message: "Give the promotion's id" }).max(64) });
export const OffersQuerySchema = z.object({ productId: z.string().max(64).optional() });
