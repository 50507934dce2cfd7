import { bestCombination } from "./best-combination.js";
import { applyInOrder, offerOnCart, type OfferOnCart } from "./discount.js";
import { eligibleLines, lineValuePaise, promotionProblem } from "./eligibility.js";
import {
  combinesWith,
  normaliseCouponCode,
  PROMOTION_MESSAGES,
  type Promotion,
  type PromotionCartLine,
  type PromotionContext,
} from "./promotion.js";

export type QuotedDiscount = { promotionId: string; code?: string; title: string; amountPaise: number };

export type PromotionQuote<L extends PromotionCartLine> = {
  subtotalPaise: number;
  discounts: QuotedDiscount[];
  totalPaise: number;
  lines: (L & { discountPaise: number })[];
  /** Why the code the shopper entered is not used, when it is not. */
  couponError?: string;
  /** What the code costs the shopper, when it is used: the automatic offers it does not combine with. */
  couponNote?: string;
};

export type QuoteInput<L extends PromotionCartLine> = PromotionContext & {
  lines: readonly L[];
  promotions: readonly Promotion[];
  couponCode?: string | undefined;
};

/**
 * The cart priced with the best offers it can have: at most one coupon code with the automatic
 * offers, an offer not marked combinable only on its own. Every valid combination is tried and the
 * largest discount wins, so the order things were entered in never matters.
 */
export function quotePromotions<L extends PromotionCartLine>(input: QuoteInput<L>): PromotionQuote<L> {
  const automatic = input.promotions
    .filter((promotion) => promotion.code === null)
    .map((promotion) => onCart(promotion, input))
    .filter((offer) => "eligible" in offer);
  const coupon = findCoupon(input);
  const offers = coupon.offer ? [...automatic, coupon.offer] : automatic;
  const cartPaise = input.lines.map(lineValuePaise);
  const best = applyInOrder(bestCombination(offers, cartPaise), cartPaise);
  const subtotalPaise = cartPaise.reduce((sum, value) => sum + value, 0);
  const discountPaise = best.reduce((sum, applied) => sum + applied.amountPaise, 0);
  const couponUsed = best.some((applied) => applied.promotion === coupon.offer?.promotion);
  const couponError = coupon.error ?? (coupon.offer && !couponUsed ? PROMOTION_MESSAGES.betterOfferApplied : undefined);
  // Only an offer that may not join the code is replaced by it; one that joins but adds nothing is not.
  const used = couponUsed ? coupon.offer : undefined;
  const replaced = used
    ? bestCombination(automatic, cartPaise).filter(
        (offer) =>
          !combinesWith(offer.promotion, used.promotion) &&
          !best.some((applied) => applied.promotion === offer.promotion),
      )
    : [];
  const couponNote =
    replaced.length > 0 ? PROMOTION_MESSAGES.replacesOffers(replaced.map((offer) => offer.promotion.title)) : undefined;
  return {
    subtotalPaise,
    discounts: best.map(({ promotion, amountPaise }) => ({
      promotionId: promotion.id,
      ...(promotion.code === null ? {} : { code: promotion.code }),
      title: promotion.title,
      amountPaise,
    })),
    totalPaise: subtotalPaise - discountPaise,
    lines: input.lines.map((line, index) => ({
      ...line,
      discountPaise: best.reduce((sum, applied) => sum + applied.lineDiscountsPaise[index]!, 0),
    })),
    ...(couponError === undefined ? {} : { couponError }),
    ...(couponNote === undefined ? {} : { couponNote }),
  };
}

/** The promotion a code names, if it can be used on this cart; else why not. */
function findCoupon<L extends PromotionCartLine>(input: QuoteInput<L>): { offer?: OfferOnCart; error?: string } {
  const code = input.couponCode === undefined ? "" : normaliseCouponCode(input.couponCode);
  if (code === "") return {};
  const promotion = input.promotions.find((candidate) => candidate.code === code);
  if (!promotion) return { error: PROMOTION_MESSAGES.unknownCode };
  const offer = onCart(promotion, input);
  return "eligible" in offer ? { offer } : { error: offer.problem };
}

/** A promotion as this cart sees it: the lines it may discount, or why it cannot be used. */
function onCart<L extends PromotionCartLine>(
  promotion: Promotion,
  input: QuoteInput<L>,
): OfferOnCart | { problem: string } {
  const eligible = eligibleLines(promotion, input.lines);
  const problem = promotionProblem(promotion, input.lines, input, eligible);
  return problem === null ? offerOnCart(promotion, input.lines, eligible) : { problem };
}
