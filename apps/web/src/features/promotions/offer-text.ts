import { formatRupees } from "@pallu/domain";
import type { ProductOffer } from "./types";

function saving(offer: ProductOffer): string {
  if (offer.type === "percentage") return `${offer.value}% off`;
  if (offer.type === "fixed") return `${formatRupees(offer.value)} off`;
  const free = offer.value >= 100 ? "free" : `at ${offer.value}% off`;
  return `Buy ${offer.buyQuantity ?? 1}, get ${offer.getQuantity ?? 1} ${free}`;
}

/**
 * An automatic offer in one line for the product page: "₹100 off on prepaid orders",
 * "10% off on orders over ₹5,000", "Buy 2, get 1 free · no code needed".
 */
export function offerText(offer: ProductOffer): string {
  const over = offer.minCartValue ? ` over ${formatRupees(offer.minCartValue)}` : "";
  if (offer.paymentType === "online") return `${saving(offer)} on prepaid orders${over}`;
  if (over) return `${saving(offer)} on orders${over}`;
  return `${saving(offer)} · no code needed`;
}
