/** The promotions module's public face: other modules import only what is named here. */
export { discountsOfOrders } from "./order-discounts.js";
export { offersOnTransition } from "./promotion-effects.js";
export { pricePromotions } from "./promotion-pricing.js";
export {
  attachHeldPromotionUses,
  type DiscountUse,
  OFFER_REFUSED,
  releaseHeldPromotionUses,
  retakeLapsedPromotionUses,
  takePromotionUses,
} from "./promotion-uses.js";
export { issueReminderCode } from "./reminder-codes.js";
