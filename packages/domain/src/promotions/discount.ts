import { scaleLinesTo } from "../gst.js";
import { buyXgetYGroupSize, isEligibleLine, lineValuePaise } from "./eligibility.js";
import type { Promotion, PromotionCartLine, PromotionType } from "./promotion.js";

/** What one promotion took off, and from which lines (by the cart's order). */
export type AppliedPromotion = { promotion: Promotion; amountPaise: number; lineDiscountsPaise: number[] };

/** Free pieces first, then percentages on the price, then fixed amounts on what is left. */
const APPLICATION_ORDER: Record<PromotionType, number> = { buyXgetY: 0, percentage: 1, fixed: 2 };

/** A percentage of an amount in paise, to the nearest paisa. */
function percentOf(paise: number, percent: number): number {
  return Math.round((paise * percent) / 100);
}

/**
 * The value of the pieces a "buy X get Y" gives: every full group of X + Y eligible pieces gives Y,
 * always the cheapest of them all.
 */
function freePiecesPaise(promotion: Promotion, eligible: readonly PromotionCartLine[]): number {
  const pieces = eligible.reduce((sum, line) => sum + line.quantity, 0);
  let free = Math.floor(pieces / buyXgetYGroupSize(promotion)) * (promotion.getQuantity ?? 0);
  let value = 0;
  for (const line of [...eligible].sort((a, b) => a.pricePaise - b.pricePaise)) {
    const taken = Math.min(free, line.quantity);
    value += taken * line.pricePaise;
    free -= taken;
  }
  return value;
}

/**
 * Shares `discountPaise` among lines in proportion to their values, to the paisa (largest
 * remainder): the shares add up to the discount and none exceeds its line's value.
 */
export function allocateDiscount(valuesPaise: readonly number[], discountPaise: number): number[] {
  return scaleLinesTo(
    valuesPaise.map((value) => ({ unitPricePaise: value, quantity: 1 })),
    discountPaise,
  ).map((share) => share.grossPaise);
}

/**
 * Applies promotions one after another, each on what the earlier ones left of its eligible lines,
 * so that no line ever goes below zero.
 */
export function applyPromotions(
  promotions: readonly Promotion[],
  lines: readonly PromotionCartLine[],
): AppliedPromotion[] {
  const left = lines.map(lineValuePaise);
  const ordered = [...promotions].sort(
    (a, b) => APPLICATION_ORDER[a.type] - APPLICATION_ORDER[b.type] || a.id.localeCompare(b.id),
  );
  return ordered.map((promotion) => {
    const eligible = lines.map((line) => isEligibleLine(promotion, line));
    const eligibleLeft = left.map((value, index) => (eligible[index] ? value : 0));
    const available = eligibleLeft.reduce((sum, value) => sum + value, 0);
    const amountPaise = Math.min(
      available,
      offeredPaise(
        promotion,
        available,
        lines.filter((_, index) => eligible[index]),
      ),
    );
    const lineDiscountsPaise = allocateDiscount(eligibleLeft, amountPaise);
    lineDiscountsPaise.forEach((share, index) => (left[index]! -= share));
    return { promotion, amountPaise, lineDiscountsPaise };
  });
}

/** What a promotion offers before it is capped at what is left of its lines. */
function offeredPaise(promotion: Promotion, availablePaise: number, eligible: readonly PromotionCartLine[]): number {
  switch (promotion.type) {
    case "percentage":
      return percentOf(availablePaise, promotion.value);
    case "fixed":
      return promotion.value;
    case "buyXgetY":
      return percentOf(freePiecesPaise(promotion, eligible), promotion.value);
  }
}
