import { shareInProportion } from "../gst.js";
import { buyXgetYGroupSize } from "./eligibility.js";
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
  return shareInProportion(valuesPaise, discountPaise);
}

/** A promotion usable on this cart, with what the cart decides about it, worked out once per quote. */
export type OfferOnCart = {
  promotion: Promotion;
  /** By the cart's order: whether the promotion may discount the line. */
  eligible: readonly boolean[];
  /** "Buy X get Y": what its free pieces take off, before the cap at what is left of its lines. */
  freePiecesOffPaise: number;
};

export function offerOnCart(
  promotion: Promotion,
  lines: readonly PromotionCartLine[],
  eligible: readonly boolean[],
): OfferOnCart {
  const freePiecesOffPaise =
    promotion.type === "buyXgetY"
      ? percentOf(
          freePiecesPaise(
            promotion,
            lines.filter((_, index) => eligible[index]),
          ),
          promotion.value,
        )
      : 0;
  return { promotion, eligible, freePiecesOffPaise };
}

/** Offers apply in this order within a combination: by kind, then by id. */
export function byApplicationOrder(a: OfferOnCart, b: OfferOnCart): number {
  return (
    APPLICATION_ORDER[a.promotion.type] - APPLICATION_ORDER[b.promotion.type] ||
    a.promotion.id.localeCompare(b.promotion.id)
  );
}

/**
 * What an offer takes after the offers before it, given what they left of each line's value
 * (`leftPaise`, by the cart's order): never more than is left of its lines.
 */
export function amountTaken(offer: OfferOnCart, leftPaise: readonly number[]): number {
  let available = 0;
  for (let index = 0; index < leftPaise.length; index += 1) if (offer.eligible[index]) available += leftPaise[index]!;
  return Math.min(available, offeredPaise(offer, available));
}

/** An offer's amount shared among its lines in proportion to what is left of them, and what is left after it. */
export function shareOut(
  offer: OfferOnCart,
  leftPaise: readonly number[],
  amountPaise: number,
): { lineDiscountsPaise: number[]; leftPaise: number[] } {
  const eligibleLeft = leftPaise.map((value, index) => (offer.eligible[index] ? value : 0));
  const lineDiscountsPaise = allocateDiscount(eligibleLeft, amountPaise);
  return { lineDiscountsPaise, leftPaise: leftPaise.map((value, index) => value - lineDiscountsPaise[index]!) };
}

/**
 * Applies offers one after another in the order given (see `byApplicationOrder`), each on what
 * the earlier ones left of its lines, so that no line ever goes below zero.
 */
export function applyInOrder(offers: readonly OfferOnCart[], cartPaise: readonly number[]): AppliedPromotion[] {
  let leftPaise = cartPaise;
  return offers.map((offer) => {
    const amountPaise = amountTaken(offer, leftPaise);
    const shared = shareOut(offer, leftPaise, amountPaise);
    leftPaise = shared.leftPaise;
    return { promotion: offer.promotion, amountPaise, lineDiscountsPaise: shared.lineDiscountsPaise };
  });
}

/** What an offer offers before it is capped at what is left of its lines. */
function offeredPaise(offer: OfferOnCart, availablePaise: number): number {
  switch (offer.promotion.type) {
    case "percentage":
      return percentOf(availablePaise, offer.promotion.value);
    case "fixed":
      return offer.promotion.value;
    case "buyXgetY":
      return offer.freePiecesOffPaise;
  }
}
