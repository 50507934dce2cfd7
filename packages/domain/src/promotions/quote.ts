import { applyPromotions } from "./discount.js";
import { lineValuePaise, promotionProblem } from "./eligibility.js";
import {
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
};

export type QuoteInput<L extends PromotionCartLine> = PromotionContext & {
  lines: readonly L[];
  promotions: readonly Promotion[];
  couponCode?: string | undefined;
};

/** Beyond this many combinable offers at once, only all of them together and each alone are tried. */
const MAX_COMBINABLE_TRIED = 10;

/**
 * The cart priced with the best offers it can have: at most one coupon code with the automatic
 * offers, an offer not marked combinable only on its own. Every valid combination is tried and the
 * largest discount wins, so the order things were entered in never matters.
 */
export function quotePromotions<L extends PromotionCartLine>(input: QuoteInput<L>): PromotionQuote<L> {
  const usable = (promotion: Promotion) => promotionProblem(promotion, input.lines, input) === null;
  const automatic = input.promotions.filter((promotion) => promotion.code === null && usable(promotion));
  const coupon = findCoupon(input);
  const best = combinations(automatic, coupon.promotion)
    .map((offers) => applyPromotions(offers, input.lines).filter((applied) => applied.amountPaise > 0))
    .reduce((winner, candidate) => (isBetter(candidate, winner) ? candidate : winner), []);
  const subtotalPaise = input.lines.reduce((sum, line) => sum + lineValuePaise(line), 0);
  const discountPaise = best.reduce((sum, applied) => sum + applied.amountPaise, 0);
  const couponUsed = best.some((applied) => applied.promotion === coupon.promotion);
  const couponError =
    coupon.error ?? (coupon.promotion && !couponUsed ? PROMOTION_MESSAGES.betterOfferApplied : undefined);
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
  };
}

/** The promotion a code names, if it can be used on this cart; else why not. */
function findCoupon<L extends PromotionCartLine>(
  input: QuoteInput<L>,
): { promotion: Promotion | null; error?: string } {
  const code = input.couponCode === undefined ? "" : normaliseCouponCode(input.couponCode);
  if (code === "") return { promotion: null };
  const promotion = input.promotions.find((candidate) => candidate.code === code);
  if (!promotion) return { promotion: null, error: PROMOTION_MESSAGES.unknownCode };
  const problem = promotionProblem(promotion, input.lines, input);
  return problem === null ? { promotion } : { promotion: null, error: problem };
}

function combinations(automatic: readonly Promotion[], coupon: Promotion | null): Promotion[][] {
  const offers = coupon ? [...automatic, coupon] : [...automatic];
  const alone = offers.map((offer) => [offer]);
  const combinable = offers.filter((offer) => offer.combinable);
  if (combinable.length > MAX_COMBINABLE_TRIED) return [...alone, combinable];
  const together = combinable.reduce<Promotion[][]>(
    (subsets, offer) => subsets.concat(subsets.map((subset) => [...subset, offer])),
    [[]],
  );
  return [...alone, ...together.filter((subset) => subset.length > 1)];
}

/** More off wins; then fewer offers, then keeping the shopper's code for later, then the ids, so a tie always ends the same way. */
function isBetter(candidate: ApplicationResult, winner: ApplicationResult): boolean {
  const total = (result: ApplicationResult) => result.reduce((sum, applied) => sum + applied.amountPaise, 0);
  if (total(candidate) !== total(winner)) return total(candidate) > total(winner);
  if (candidate.length !== winner.length) return candidate.length < winner.length;
  const usesCode = (result: ApplicationResult) => result.some((applied) => applied.promotion.code !== null);
  if (usesCode(candidate) !== usesCode(winner)) return !usesCode(candidate);
  return idsOf(candidate) < idsOf(winner);
}

type ApplicationResult = ReturnType<typeof applyPromotions>;

const idsOf = (result: ApplicationResult) =>
  result
    .map((applied) => applied.promotion.id)
    .sort()
    .join(" ");
