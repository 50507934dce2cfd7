import {
  cartTotal,
  DELIVERY_CHARGE_PAISE,
  MAX_LINE_QUANTITY,
  messages,
  paiseToRupees,
  rupeesToPaise,
} from "@pallu/domain";
import type { CartLine } from "./cart-lines";

/** What a press of the stepper leads to: a new quantity, the line's removal, or a refusal to show. */
export type StepOutcome =
  { kind: "quantity"; quantity: number } | { kind: "remove" } | { kind: "refused"; message: string };

/** Plus goes up to the stock left (docs/shop-rules.md#cart), and never past the shop's per-line cap. */
export function stepUp(line: Pick<CartLine, "quantity" | "maxQuantity">): StepOutcome {
  if (line.quantity >= line.maxQuantity) return { kind: "refused", message: messages.cart.outOfStock };
  if (line.quantity >= MAX_LINE_QUANTITY) return { kind: "refused", message: messages.cart.maximumSelected };
  return { kind: "quantity", quantity: line.quantity + 1 };
}

/** Minus at 1 removes the line (docs/shop-rules.md#cart). */
export function stepDown(line: Pick<CartLine, "quantity">): StepOutcome {
  if (line.quantity <= 1) return { kind: "remove" };
  return { kind: "quantity", quantity: line.quantity - 1 };
}

export interface CartTotals {
  /** Σ price × quantity (docs/shop-rules.md#cart), in rupees. */
  subtotal: number;
  /** What the same pieces cost before the discount. */
  original: number;
  saving: number;
  delivery: number;
  total: number;
  items: number;
}

export function cartTotals(lines: readonly Pick<CartLine, "price" | "originalPrice" | "quantity">[]): CartTotals {
  const subtotal = cartTotal([...lines]);
  const original = cartTotal(
    lines.map((line) => ({ price: Math.max(line.originalPrice, line.price), quantity: line.quantity })),
  );
  const delivery = paiseToRupees(DELIVERY_CHARGE_PAISE);
  return {
    subtotal,
    original,
    saving: Math.max(0, paiseToRupees(rupeesToPaise(original) - rupeesToPaise(subtotal))),
    delivery,
    total: subtotal + delivery,
    items: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}
