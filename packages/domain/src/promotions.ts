/**
 * Promotions: coupon codes and automatic offers, priced on a cart to the paisa. Pure rules; the
 * server stores promotions, counts their uses and enforces the limits when an order is placed.
 * See docs/promotions.md.
 */
export * from "./promotions/promotion.js";
export {
  GenerateCodesBodySchema,
  MAX_CODES_PER_PROMOTION,
  MAX_CODES_PER_REQUEST,
  PromotionInputSchema,
  PromotionUpdateBodySchema,
  promotionFromInput,
  type GenerateCodesBody,
  type PromotionInput,
} from "./promotions/promotion-schema.js";
export * from "./promotions/promotion-wire-schemas.js";
export { instantFromIndiaTime, indiaWallClock, scheduleState } from "./promotions/schedule.js";
export { isEligibleLine, promotionProblem } from "./promotions/eligibility.js";
export { allocateDiscount } from "./promotions/discount.js";
export { quotePromotions, type PromotionQuote, type QuotedDiscount, type QuoteInput } from "./promotions/quote.js";
export { paidForReturnPaise, type DiscountedOrderLine } from "./promotions/returned-pieces.js";
