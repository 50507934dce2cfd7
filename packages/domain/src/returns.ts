import { formatRupees } from "./money.js";

/**
 * How a return is settled: money back, another size of the same piece (reserved when the return
 * is requested), or credit to spend in the shop.
 */
export const RETURN_RESOLUTIONS = ["refund", "exchange", "storeCredit"] as const;
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];

export const RETURN_RESOLUTION_LABELS: Record<ReturnResolution, string> = {
  refund: "Refund",
  exchange: "Exchange for another size",
  storeCredit: "Store credit",
};

/** The return status that settles each resolution (a refund waits in Inspected until it is paid back). */
export const RESOLUTION_STATUS = {
  refund: "inspected",
  exchange: "exchanged",
  storeCredit: "store_credited",
} as const satisfies Record<ReturnResolution, string>;

/** The shop's return rules beyond the window: the spec's policy lets discounted pieces be exchanged only. */
export type ReturnPolicy = { discountedExchangeOnly: boolean };

type PricedLine = { unitPricePaise: number; originalPricePaise: number };

export function isDiscounted(line: PricedLine): boolean {
  return line.unitPricePaise < line.originalPricePaise;
}

/**
 * Whether a piece can still be exchanged: another size of it at the same price, or the same one
 * again, is in stock. Unknown (undefined) counts as exchangeable; the request itself checks stock.
 */
type Exchangeable = { exchangeable?: boolean | undefined };

/**
 * What the policy lets a shopper ask for one piece. A discounted piece is exchanged only while the
 * policy says so; when nothing is left to exchange it for (a one-off piece, the last of its size),
 * it is offered store credit instead, so a return never dead-ends (docs/returns.md).
 */
export function resolutionsFor(line: PricedLine & Exchangeable, policy: ReturnPolicy): ReturnResolution[] {
  const canExchange = line.exchangeable !== false;
  if (policy.discountedExchangeOnly && isDiscounted(line)) return canExchange ? ["exchange"] : ["storeCredit"];
  return RETURN_RESOLUTIONS.filter((resolution) => resolution !== "exchange" || canExchange);
}

/** What the policy lets a shopper ask for a return of these pieces together: what every piece allows. */
export function resolutionsForAll(lines: (PricedLine & Exchangeable)[], policy: ReturnPolicy): ReturnResolution[] {
  return RETURN_RESOLUTIONS.filter((resolution) => lines.every((line) => resolutionsFor(line, policy).includes(resolution)));
}

/** Each resolution as the end of a sentence: "You may ask for store credit." */
const RESOLUTION_PHRASES: Record<ReturnResolution, string> = {
  refund: "a refund",
  exchange: "an exchange for another size",
  storeCredit: "store credit",
};

export const RETURN_MESSAGES = {
  conditionRequired: "Say whether the returned items arrived sellable or damaged",
  refundTooLarge: (paidRupees: string) => `A return can be refunded at most ${paidRupees}, what was paid for its items`,
  refundReasonRequired: "Give the reason for refunding less than was paid",
  resolutionNotAllowed: (asked: ReturnResolution, offered: readonly ReturnResolution[]) =>
    `${RETURN_RESOLUTION_LABELS[asked]} is not offered for these items. You may ask for ${offered.map((option) => RESOLUTION_PHRASES[option]).join(" or ")}.`,
  nothingOffered: "These pieces cannot be returned together. Please return them one at a time.",
  exchangeSamePrice: (label: string) => `${label} can be exchanged only for a size at the same price`,
  exchangeOtherProduct: "An exchange must be another size of the same item",
  noExchangeReserved: "This return has no replacement reserved; settle it with a refund or store credit",
  pickupNeedsAwb: "Add the courier and reverse AWB number of the pickup",
} as const;

/**
 * What a return refunds (or credits), in paise: what was paid for its items unless the seller sets
 * a smaller amount (with a reason). Never more than was paid.
 */
export function returnRefundPaise(
  paidPaise: number,
  requested: { amountRupees?: number | undefined; reason?: string | undefined },
): { ok: true; paise: number; note: string | null } | { ok: false; message: string } {
  if (requested.amountRupees === undefined) return { ok: true, paise: paidPaise, note: null };
  const paise = Math.round(requested.amountRupees * 100);
  if (paise > paidPaise) return { ok: false, message: RETURN_MESSAGES.refundTooLarge(formatRupees(paidPaise / 100)) };
  if (paise === paidPaise) return { ok: true, paise, note: null };
  const reason = requested.reason?.trim();
  if (!reason) return { ok: false, message: RETURN_MESSAGES.refundReasonRequired };
  return { ok: true, paise, note: reason };
}

/** How returned items arrived: sellable ones go back on sale, damaged ones do not. */
export const RETURN_CONDITIONS = ["sellable", "damaged"] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

/** The statuses a shopper's return goes through, ending in how it is settled. */
export function returnPath(resolution: ReturnResolution | null): readonly string[] {
  const end = resolution === "exchange" ? "exchanged" : resolution === "storeCredit" ? "store_credited" : "refunded";
  return ["return_requested", "pickup_scheduled", "returned", "inspected", end];
}
