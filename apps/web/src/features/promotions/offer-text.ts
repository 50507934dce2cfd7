import { formatRupees } from "@pallu/domain";
import { savingText } from "@/lib/promotion-text";
import type { ProductOffer } from "./types";

/**
 * An automatic offer in one line for the product page: "₹100 off on prepaid orders",
 * "10% off on orders over ₹5,000", "Buy 2, get 1 free · no code needed".
 */
export function offerText(offer: ProductOffer): string {
  const over = offer.minCartValue ? ` over ${formatRupees(offer.minCartValue)}` : "";
  if (offer.paymentType === "online") return `${savingText(offer)} on prepaid orders${over}`;
  if (over) return `${savingText(offer)} on orders${over}`;
  return `${savingText(offer)} · no code needed`;
}

/**
 * What the offer does not add to, so the page never promises a saving the checkout will not give:
 * "Not with coupon codes", "Not with other offers" (only said when other offers are shown beside
 * it), or both; null when it adds to both.
 */
export function offerLimits(offer: ProductOffer, othersShown: boolean): string | null {
  const notWith = [
    ...(offer.combinesWithCodes ? [] : ["coupon codes"]),
    ...(offer.combinable || !othersShown ? [] : ["other offers"]),
  ];
  return notWith.length === 0 ? null : `Not with ${notWith.join(" or ")}`;
}
