import { z } from "zod";
import { formBoolean, numberFromText, optionalField } from "../form-values.js";
import { rupeesToPaise } from "../money.js";
import { normaliseCouponCode, PROMOTION_TYPES, type Promotion } from "./promotion.js";
import { instantFromIndiaTime } from "./schedule.js";

const count = (label: string) =>
  optionalField(
    numberFromText(
      z
        .number({ message: `${label} must be a number` })
        .int({ message: `${label} must be a whole number` })
        .min(1, { message: `${label} must be at least 1` })
        .max(1_000_000, { message: `${label} is too large` }),
    ),
  );

/** A time as the seller types it, India's wall clock unless it carries a zone. */
const indiaTime = (label: string) =>
  optionalField(
    z.string({ message: `${label} must be a date and time` }).transform((text, context) => {
      const instant = instantFromIndiaTime(text);
      if (instant) return instant;
      context.addIssue({
        code: "custom",
        message: `${label} must be a date and time in India, such as 2025-10-20T09:00`,
      });
      return z.NEVER;
    }),
  );

const ids = z
  .array(z.string().trim().min(1).max(64), { message: "Give a list of ids" })
  .max(500, { message: "List at most 500 ids" })
  .default([]);

const promotionFields = {
  title: z
    .string({ message: "Title is required" })
    .trim()
    .min(1, { message: "Title is required" })
    .max(100, { message: "Title must be at most 100 characters" }),
  /** Left out for an automatic offer. */
  code: optionalField(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{3,32}$/, { message: "A code has 3 to 32 letters, digits or dashes" })
      .transform(normaliseCouponCode),
  ),
  type: z.enum(PROMOTION_TYPES, { message: "Type is percentage, fixed or buyXgetY" }),
  /** percentage: percent off; fixed: rupees off; buyXgetY: percent off the free pieces (100 = free). */
  value: numberFromText(z.number({ message: "Value must be a number" })),
  buyQuantity: count("Buy quantity"),
  getQuantity: count("Get quantity"),
  minCartValue: optionalField(
    numberFromText(
      z
        .number({ message: "Minimum cart value must be a number" })
        .min(0, { message: "Minimum cart value must not be negative" })
        .max(10_000_000, { message: "Minimum cart value is too large" }),
    ),
  ),
  paymentType: optionalField(
    z.preprocess(
      (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
      z.enum(["online"], { message: "Payment type is online or none" }),
    ),
  ),
  categories: ids,
  products: ids,
  firstOrderOnly: formBoolean.default(false),
  startsAt: indiaTime("Start"),
  endsAt: indiaTime("End"),
  usageLimit: count("Usage limit"),
  perCustomerLimit: count("Limit per customer"),
  /** Joins automatic offers: an automatic offer's others, or a code's. */
  combinable: formBoolean.default(false),
  /** An automatic offer joins the shopper's coupon code; left out, as `combinable`. */
  combinesWithCodes: formBoolean.optional(),
  /** Also discounts the services sold with a piece (stitching, fall and pico); left out, it does not. */
  appliesToServices: formBoolean.default(false),
  active: formBoolean.default(true),
};

type PromotionFields = z.output<z.ZodObject<typeof promotionFields>>;

/** What no single field can say: the value each kind allows, the pieces of a "buy X get Y", an end after the start. */
function checkPromotion(promotion: PromotionFields, context: z.RefinementCtx): void {
  const problem = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
  if (promotion.type === "percentage" && (promotion.value < 1 || promotion.value > 100))
    problem("value", "A percentage discount is from 1 to 100");
  if (promotion.type === "fixed" && !(promotion.value > 0)) problem("value", "A fixed discount must be more than ₹0");
  if (promotion.type === "fixed" && promotion.value > 10_000_000) problem("value", "A fixed discount is too large");
  if (promotion.type === "buyXgetY") {
    if (promotion.value < 1 || promotion.value > 100)
      problem("value", "The discount on the free pieces is from 1 to 100 percent");
    if (promotion.buyQuantity === undefined) problem("buyQuantity", "Say how many pieces the shopper buys");
    if (promotion.getQuantity === undefined) problem("getQuantity", "Say how many pieces the shopper gets");
  }
  if (promotion.startsAt && promotion.endsAt && promotion.endsAt.getTime() <= promotion.startsAt.getTime()) {
    problem("endsAt", "The end must be after the start");
  }
}

/** A promotion as the seller sends it from the back office: money in rupees, times in India. */
export const PromotionInputSchema = z.object(promotionFields).superRefine(checkPromotion);
/** A change to a promotion: every field again, with the promotion's id (pausing is `active: false`). */
export const PromotionUpdateBodySchema = z
  .object({ promotionId: z.string({ message: "Give the promotion's id" }).max(64), ...promotionFields })
  .superRefine(checkPromotion);
export type PromotionInput = z.output<typeof PromotionInputSchema>;

/** The engine's promotion from what the seller sent, with its id and the orders that have used it. */
export function promotionFromInput(id: string, input: PromotionInput, timesUsed = 0): Promotion {
  const isBuyXgetY = input.type === "buyXgetY";
  return {
    id,
    title: input.title,
    code: input.code ?? null,
    type: input.type,
    value: input.type === "fixed" ? rupeesToPaise(input.value) : input.value,
    buyQuantity: isBuyXgetY ? (input.buyQuantity ?? null) : null,
    getQuantity: isBuyXgetY ? (input.getQuantity ?? null) : null,
    minCartValuePaise: input.minCartValue === undefined ? null : rupeesToPaise(input.minCartValue),
    paymentType: input.paymentType ?? null,
    categories: input.categories,
    products: input.products,
    firstOrderOnly: input.firstOrderOnly,
    startsAt: input.startsAt ?? null,
    endsAt: input.endsAt ?? null,
    usageLimit: input.usageLimit ?? null,
    perCustomerLimit: input.perCustomerLimit ?? null,
    timesUsed,
    combinable: input.combinable,
    combinesWithCodes: input.combinesWithCodes ?? input.combinable,
    appliesToServices: input.appliesToServices,
    active: input.active,
  };
}

/** The most codes one request makes, and the most a promotion's batch may hold. */
export const MAX_CODES_PER_REQUEST = 1_000;
export const MAX_CODES_PER_PROMOTION = 5_000;

/** A batch of single-use codes for a coupon promotion: how many, and what they start with. */
export const GenerateCodesBodySchema = z.object({
  promotionId: z.string({ message: "Give the promotion's id" }).max(64),
  count: numberFromText(
    z
      .number({ message: "Count must be a number" })
      .int({ message: "Count must be a whole number" })
      .min(1, { message: "Make at least 1 code" })
      .max(MAX_CODES_PER_REQUEST, { message: `Make at most ${MAX_CODES_PER_REQUEST} codes at a time` }),
  ),
  /** Left out: the promotion's own code. */
  prefix: optionalField(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{1,12}$/, { message: "A prefix has up to 12 letters or digits" })
      .transform(normaliseCouponCode),
  ),
});
export type GenerateCodesBody = z.output<typeof GenerateCodesBodySchema>;
