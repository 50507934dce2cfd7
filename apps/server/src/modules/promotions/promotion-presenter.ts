import {
  paiseToRupees,
  promotionFromInput,
  type Offer,
  type Promotion,
  type PromotionInput,
  type PromotionWire,
} from "@pallu/domain";
import type { PromotionRow } from "../../db/schema/index.js";
import type { BatchTotals } from "./promotion-batch-repository.js";
import type { PromotionUsage, PromotionValues } from "./promotion-repository.js";

/** A promotion stored before the choice existed joins codes as it joins offers. */
const joinsCodesOfRow = (row: PromotionRow) => row.combinesWithCodes ?? row.combinable;

/** The engine's promotion from its stored row. */
export function promotionOfRow(row: PromotionRow): Promotion {
  return {
    id: row.id,
    title: row.title,
    code: row.code,
    type: row.type,
    value: row.value,
    buyQuantity: row.buyQuantity,
    getQuantity: row.getQuantity,
    minCartValuePaise: row.minCartValuePaise,
    paymentType: row.paymentType,
    categories: row.categories,
    products: row.products,
    firstOrderOnly: row.firstOrderOnly,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    timesUsed: row.timesUsed,
    combinable: row.combinable,
    combinesWithCodes: joinsCodesOfRow(row),
    appliesToServices: row.appliesToServices,
    active: row.active,
  };
}

/** The stored columns of what the seller sent, in paise and instants as the engine reads them. */
export function valuesOfInput(input: PromotionInput): PromotionValues {
  const promotion = promotionFromInput("", input);
  return {
    title: promotion.title,
    code: promotion.code,
    type: promotion.type,
    value: promotion.value,
    buyQuantity: promotion.buyQuantity,
    getQuantity: promotion.getQuantity,
    minCartValuePaise: promotion.minCartValuePaise,
    paymentType: promotion.paymentType,
    categories: [...promotion.categories],
    products: [...promotion.products],
    firstOrderOnly: promotion.firstOrderOnly,
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
    usageLimit: promotion.usageLimit,
    perCustomerLimit: promotion.perCustomerLimit,
    combinable: promotion.combinable,
    combinesWithCodes: promotion.combinesWithCodes ?? promotion.combinable,
    appliesToServices: promotion.appliesToServices ?? false,
    active: promotion.active,
  };
}

const NO_USAGE: PromotionUsage = { ordersCount: 0, discountPaise: 0, revenuePaise: 0 };
const NO_BATCH: BatchTotals = { total: 0, used: 0, timesUsed: 0 };

export function presentOffer(row: PromotionRow): Offer {
  return {
    _id: row.id,
    title: row.title,
    type: row.type,
    value: row.type === "fixed" ? paiseToRupees(row.value) : row.value,
    paymentType: row.paymentType,
    minCartValue: row.minCartValuePaise === null ? null : paiseToRupees(row.minCartValuePaise),
    buyQuantity: row.buyQuantity,
    getQuantity: row.getQuantity,
    combinable: row.combinable,
    combinesWithCodes: joinsCodesOfRow(row),
  };
}

/** A promotion with its usage; a coupon's figures include its batch of codes, so a campaign reads as one. */
export function presentPromotion(
  row: PromotionRow,
  usage: PromotionUsage = NO_USAGE,
  batch: BatchTotals = NO_BATCH,
): PromotionWire {
  return {
    ...presentOffer(row),
    code: row.code,
    categories: row.categories,
    products: row.products,
    firstOrderOnly: row.firstOrderOnly,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    combinable: row.combinable,
    combinesWithCodes: joinsCodesOfRow(row),
    appliesToServices: row.appliesToServices,
    active: row.active,
    timesUsed: row.timesUsed + batch.timesUsed,
    ordersCount: usage.ordersCount,
    discountGiven: paiseToRupees(usage.discountPaise),
    revenue: paiseToRupees(usage.revenuePaise),
    codes: { total: batch.total, used: batch.used },
    createdAt: row.createdAt.toISOString(),
  };
}
