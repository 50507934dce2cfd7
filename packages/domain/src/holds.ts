import { formatPaise, type Paise } from "./money.js";

/**
 * An online payment reserves its stock while the shopper pays, so what one customer may hold is
 * limited: one open payment at a time (a new checkout releases the earlier one), a number of units
 * per line, and a value. The limits are settings (PAYMENT_MAX_UNITS_PER_LINE, PAYMENT_MAX_ORDER_RUPEES).
 */
export type HoldLimits = { maxUnitsPerLine: number; maxOrderPaise: Paise };

/** Why a checkout may not be held for online payment, or null when it may. */
export function holdRefusal(lines: { label: string; quantity: number }[], totalPaise: Paise, limits: HoldLimits): string | null {
  const large = lines.find((line) => line.quantity > limits.maxUnitsPerLine);
  if (large) return `You can buy at most ${limits.maxUnitsPerLine} of ${large.label} in one order. Please lower the quantity.`;
  if (totalPaise > limits.maxOrderPaise) {
    return `An online payment can be at most ${formatPaise(limits.maxOrderPaise)}. Please split your order or contact us.`;
  }
  return null;
}
