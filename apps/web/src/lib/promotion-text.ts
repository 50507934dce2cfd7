import { formatRupees } from "@pallu/domain";

/** What a promotion takes off, in words: "10% off", "₹500 off", "Buy 2, get 1 free", "Buy 3, get 1 at 50% off". */
export function savingText(promotion: {
  type: "percentage" | "fixed" | "buyXgetY";
  value: number;
  buyQuantity: number | null;
  getQuantity: number | null;
}): string {
  if (promotion.type === "percentage") return `${promotion.value}% off`;
  if (promotion.type === "fixed") return `${formatRupees(promotion.value)} off`;
  const free = promotion.value >= 100 ? "free" : `at ${promotion.value}% off`;
  return `Buy ${promotion.buyQuantity ?? 1}, get ${promotion.getQuantity ?? 1} ${free}`;
}
