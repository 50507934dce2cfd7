import { formatPaise } from "../money.js";
import type { PaymentType } from "../orders.js";

/**
 * A promotion as the rule engine reads it: money in paise, times as instants. The seller's form
 * speaks rupees and India's wall-clock time; `promotionFromInput` turns one into the other.
 */

export const PROMOTION_TYPES = ["percentage", "fixed", "buyXgetY"] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

export type Promotion = {
  id: string;
  title: string;
  /** Upper case, as `normaliseCouponCode` leaves it; null for an automatic offer. */
  code: string | null;
  type: PromotionType;
  /** percentage: percent off; fixed: paise off; buyXgetY: percent off the free units (100 = free). */
  value: number;
  buyQuantity: number | null;
  getQuantity: number | null;
  /** Read on the value of the eligible lines, before any discount. */
  minCartValuePaise: number | null;
  paymentType: "online" | null;
  /** Only lines of these categories or products are eligible; both empty, every line is. */
  categories: readonly string[];
  products: readonly string[];
  firstOrderOnly: boolean;
  /** From `startsAt` (included) until `endsAt` (excluded); null is open-ended. */
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  /** Orders that have used it so far, as the server counts them. */
  timesUsed: number;
  /**
   * May join automatic offers: an automatic offer's others, or a code's. One that may join nothing
   * is used only on its own (`combinesWith`).
   */
  combinable: boolean;
  /**
   * An automatic offer that may join the shopper's coupon code. Left out (a promotion from before
   * the choice existed), it follows `combinable`. A code's own is unused: an order has one code.
   */
  combinesWithCodes?: boolean;
  /** Whether it also discounts the services sold with a piece (stitching, fall and pico); left out, it does not. */
  appliesToServices?: boolean;
  active: boolean;
};

/** A line of the cart as the engine prices it; prices come from the server. */
export type PromotionCartLine = {
  productId: string;
  categoryId: string | null;
  pricePaise: number;
  quantity: number;
  /** A service sold with a piece (stitching, fall and pico), priced as a line of its own. */
  service?: boolean;
};

/** What the server knows of the shopper: orders placed before this one and uses of each promotion. */
export type PromotionShopper = {
  priorOrderCount: number;
  usesByPromotion: Readonly<Record<string, number>>;
};

/** Everything besides the cart that decides whether a promotion applies. */
export type PromotionContext = {
  shopper: PromotionShopper;
  /** Not chosen yet is not online: an online-only offer waits for the shopper to pick online payment. */
  paymentType?: PaymentType | undefined;
  now: Date;
};

/** Whether an automatic offer may join the shopper's coupon code. */
export function joinsCodes(promotion: Promotion): boolean {
  return promotion.combinesWithCodes ?? promotion.combinable;
}

/**
 * Whether two promotions may apply to one order: each must accept the other's kind. An automatic
 * offer accepts another when both are `combinable`, and a code when it `joinsCodes` and the code
 * is `combinable`. Two codes never meet: an order has at most one.
 */
export function combinesWith(a: Promotion, b: Promotion): boolean {
  const accepts = (one: Promotion, other: Promotion) =>
    other.code === null ? one.combinable : one.code === null && joinsCodes(one);
  return accepts(a, b) && accepts(b, a);
}

/** Codes are read in any case and with stray spaces: " diwali10 " is DIWALI10. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export const PROMOTION_MESSAGES = {
  unknownCode: "This coupon code is not valid",
  notStarted: "This coupon is not valid yet",
  expired: "This coupon has expired",
  usageLimitReached: "This coupon has reached its usage limit",
  alreadyUsed: "You have already used this coupon",
  firstOrderOnly: "This coupon is for your first order only",
  notForTheseItems: "This coupon does not apply to the items in your cart",
  minimumNotMet: (shortPaise: number) => `Add items worth ${formatPaise(shortPaise)} more to use this coupon`,
  morePiecesNeeded: (pieces: number) =>
    `Add ${pieces} more eligible ${pieces === 1 ? "piece" : "pieces"} to use this coupon`,
  onlinePaymentOnly: "This coupon is for online payment only",
  betterOfferApplied: "This coupon would not add to the offers your cart already has",
  /** The code gives more than the automatic offers it does not combine with, which it therefore replaces. */
  replacesOffers: (titles: readonly string[]) =>
    `Used instead of ${titles.map((title) => `"${title}"`).join(" and ")}: the two do not combine`,
} as const;
