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
