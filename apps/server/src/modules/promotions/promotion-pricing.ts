import {
  normaliseCouponCode,
  quotePromotions,
  type PaymentType,
  type PromotionCartLine,
  type PromotionQuote,
} from "@pallu/domain";
import type { Queryable } from "../../db/client.js";
import { promotionOfRow } from "./promotion-presenter.js";
import { promotionRepository } from "./promotion-repository.js";

/**
 * The best offers a shopper's cart gets now, with the shop's promotions and what the shop knows of
 * the shopper; the lines come back in their order with their share of the discount.
 */
export async function pricePromotions<L extends PromotionCartLine>(
  db: Queryable,
  input: {
    userId: string;
    lines: readonly L[];
    couponCode?: string | undefined;
    paymentType?: PaymentType | undefined;
    now: Date;
  },
): Promise<PromotionQuote<L>> {
  const promotions = promotionRepository(db);
  const code = input.couponCode === undefined ? "" : normaliseCouponCode(input.couponCode);
  const [rows, shopper] = await Promise.all([
    promotions.forCheckout(code || null),
    promotions.shopperFacts(input.userId),
  ]);
  return quotePromotions({
    lines: input.lines,
    promotions: rows.map(promotionOfRow),
    couponCode: code || undefined,
    shopper,
    paymentType: input.paymentType,
    now: input.now,
  });
}
