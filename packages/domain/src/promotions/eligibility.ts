import { PROMOTION_MESSAGES, type Promotion, type PromotionCartLine, type PromotionContext } from "./promotion.js";
import { scheduleState } from "./schedule.js";

/**
 * Which lines of the cart a promotion may discount, by the cart's order: a line is eligible when
 * the promotion names neither categories nor products, or names its own. The lists (up to 500
 * ids each) are read into sets once, so a cart costs one lookup per line, not a scan per line.
 */
export function eligibleLines(promotion: Promotion, lines: readonly PromotionCartLine[]): boolean[] {
  // Services are discounted only by an offer that says so, and never count as pieces of "buy X get Y".
  const servicesOut = promotion.appliesToServices !== true || promotion.type === "buyXgetY";
  const byItem = eligibleItems(promotion, lines);
  return lines.map((line, index) => byItem[index]! && !(line.service === true && servicesOut));
}

function eligibleItems(promotion: Promotion, lines: readonly PromotionCartLine[]): boolean[] {
  if (promotion.categories.length === 0 && promotion.products.length === 0) return lines.map(() => true);
  const products = new Set(promotion.products);
  const categories = new Set(promotion.categories);
  return lines.map(
    (line) => products.has(line.productId) || (line.categoryId !== null && categories.has(line.categoryId)),
  );
}

/** Whether a promotion may discount this one line (see `eligibleLines` for a whole cart). */
export function isEligibleLine(promotion: Promotion, line: PromotionCartLine): boolean {
  return eligibleLines(promotion, [line])[0]!;
}

export function lineValuePaise(line: PromotionCartLine): number {
  return line.pricePaise * line.quantity;
}

/**
 * Why a promotion cannot be used on this cart, in the words the shop shows the shopper; null when
 * it can. Usage counts come from the server, which also enforces them when the order is placed.
 * A quote that already knows the eligible lines passes them in rather than reading them again.
 */
export function promotionProblem(
  promotion: Promotion,
  lines: readonly PromotionCartLine[],
  context: PromotionContext,
  eligibleByLine: readonly boolean[] = eligibleLines(promotion, lines),
): string | null {
  if (!promotion.active) return PROMOTION_MESSAGES.unknownCode;
  const schedule = scheduleState(promotion, context.now);
  if (schedule === "notStarted") return PROMOTION_MESSAGES.notStarted;
  if (schedule === "ended") return PROMOTION_MESSAGES.expired;
  if (promotion.usageLimit !== null && promotion.timesUsed >= promotion.usageLimit) {
    return PROMOTION_MESSAGES.usageLimitReached;
  }
  const usedByShopper = context.shopper.usesByPromotion[promotion.id] ?? 0;
  if (promotion.perCustomerLimit !== null && usedByShopper >= promotion.perCustomerLimit) {
    return PROMOTION_MESSAGES.alreadyUsed;
  }
  if (promotion.firstOrderOnly && context.shopper.priorOrderCount > 0) return PROMOTION_MESSAGES.firstOrderOnly;
  const eligible = lines.filter((_, index) => eligibleByLine[index]);
  if (eligible.length === 0) return PROMOTION_MESSAGES.notForTheseItems;
  const eligiblePaise = eligible.reduce((sum, line) => sum + lineValuePaise(line), 0);
  if (promotion.minCartValuePaise !== null && eligiblePaise < promotion.minCartValuePaise) {
    return PROMOTION_MESSAGES.minimumNotMet(promotion.minCartValuePaise - eligiblePaise);
  }
  const piecesNeeded = buyXgetYGroupSize(promotion) - eligible.reduce((sum, line) => sum + line.quantity, 0);
  if (piecesNeeded > 0) return PROMOTION_MESSAGES.morePiecesNeeded(piecesNeeded);
  if (promotion.paymentType === "online" && context.paymentType !== "prepaid") {
    return PROMOTION_MESSAGES.onlinePaymentOnly;
  }
  return null;
}

/** The pieces one "buy X get Y" needs (X + Y); 0 for other kinds. */
export function buyXgetYGroupSize(promotion: Promotion): number {
  return promotion.type === "buyXgetY" ? (promotion.buyQuantity ?? 0) + (promotion.getQuantity ?? 0) : 0;
}
