import type { TaxableLine } from "./gst.js";
import { formatPaise } from "./money.js";

const HOUR_MS = 3_600_000;

/** When an unconfirmed cash-on-delivery order placed at `placedAt` is cancelled. */
export function codConfirmDeadline(placedAt: Date, hours: number): Date {
  return new Date(placedAt.getTime() + hours * HOUR_MS);
}

/** A cash-on-delivery order waits for its shopper's yes while it is Pending with a deadline and no confirmation. */
export function isAwaitingCodConfirmation(order: {
  status: string;
  codConfirmBy: Date | string | null;
  codConfirmedAt: Date | string | null;
}): boolean {
  return order.status === "pending" && order.codConfirmBy !== null && order.codConfirmedAt === null;
}

/** Where an order's request for its shopper's confirmation stands; null when none was asked. */
export function codConfirmationStatus(order: {
  status: string;
  codConfirmBy: Date | string | null;
  codConfirmedAt: Date | string | null;
}): "awaiting" | "confirmed" | "notConfirmed" | null {
  if (order.codConfirmBy === null) return null;
  if (order.codConfirmedAt !== null) return "confirmed";
  return order.status === "pending" ? "awaiting" : "notConfirmed";
}

/** How long is left before an awaiting order is cancelled, in whole minutes, never below zero. */
export function minutesLeftToConfirm(confirmBy: Date, now: Date): number {
  return Math.max(0, Math.floor((confirmBy.getTime() - now.getTime()) / 60_000));
}

export const COD_RETURNED_TO_ORIGIN_MESSAGE =
  "Cash on delivery is not available for this phone number because earlier parcels were returned. Please pay online.";

/**
 * What parcels returned to the seller (RTO) do to cash on delivery for a delivery phone number:
 * from `blockAfter` returned cash-on-delivery parcels on, it is not offered; after any fewer (but
 * at least one), the shop's limit is halved, rounded down to whole rupees.
 */
export function codLimitAfterReturns(
  returnedCount: number,
  rule: { codLimitPaise: number; blockAfter: number },
): { limitPaise: number; refusal: string | null } {
  if (returnedCount >= rule.blockAfter) return { limitPaise: 0, refusal: COD_RETURNED_TO_ORIGIN_MESSAGE };
  if (returnedCount === 0) return { limitPaise: rule.codLimitPaise, refusal: null };
  return { limitPaise: Math.floor(rule.codLimitPaise / 200) * 100, refusal: null };
}

/** The refusal of an amount above the limit that applies to this checkout. */
export function codLimitRefusal(toCollectPaise: number, limitPaise: number, lowered: boolean): string | null {
  if (toCollectPaise <= limitPaise) return null;
  if (limitPaise === 0) return "Cash on delivery is not available at the moment. Please pay online.";
  const forPhone = lowered ? " for this phone number, as an earlier parcel was returned" : "";
  return `Cash on delivery is available for orders up to ${formatPaise(limitPaise)}${forPhone}. Please pay online.`;
}

/** The last ten digits of a phone number, as deliveries are counted by it. */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, "").slice(-10);
}

/**
 * What a cash-on-delivery checkout charges: store credit covering the whole order leaves nothing
 * to collect (no fee, and the order counts as paid); otherwise the fee is added and the credit
 * lowers what the courier collects.
 */
export function codCharge(goodsPaise: number, feePaise: number, creditBalancePaise: number) {
  if (creditBalancePaise >= goodsPaise) {
    return { creditPaise: goodsPaise, covered: true, codFeePaise: 0, totalPaise: goodsPaise, toCollectPaise: 0 };
  }
  const totalPaise = goodsPaise + feePaise;
  return {
    creditPaise: creditBalancePaise,
    covered: false,
    codFeePaise: feePaise,
    totalPaise,
    toCollectPaise: totalPaise - creditBalancePaise,
  };
}

/**
 * The cash-on-delivery fee on an invoice: a service of its own (the shopper avoids it by paying
 * online, so it is not bundled with the goods), SAC 9985 (support services) at 18 %, the general
 * rate for services; its tax is backed out of the fee like every line's (docs/gst.md).
 */
export const COD_FEE_SAC = "9985";
export const COD_FEE_GST_RATE = 18;

export function codFeeTaxableLine(feePaise: number): TaxableLine {
  return {
    description: "Cash on delivery fee",
    hsnCode: COD_FEE_SAC,
    quantity: 1,
    unit: "NA",
    unitPricePaise: feePaise,
    rateOverride: COD_FEE_GST_RATE,
  };
}
