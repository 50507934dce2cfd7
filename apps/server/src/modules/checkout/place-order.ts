import { HOME_CURRENCY, type OrderStatus, type PaymentType } from "@pallu/domain";
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { orderLines, orders, type AddressSnapshot, type IntentLine, type OrderExtras, type SaleCurrency } from "../../db/schema/index.js";
import type { DocumentSeller, OrderActor } from "../../lib/order-transition.js";
import { shopperActor } from "../orders/index.js";
import { orderLineOf } from "../orders/index.js";
import { newPublicOrderId } from "../orders/index.js";
import { runTransitionEffects } from "../order-lifecycle/index.js";
import { launchDayAhead, promisedDeliveryDate, shipsByDate } from "@pallu/domain";

/** The promise of an order: its slowest line, its stitching, weaving and launch day counted. */
export function orderDeliveryDate(lines: readonly IntentLine[], placedAt: Date): string {
  return lines
    .map((line) => promisedDeliveryDate(placedAt, { leadDays: line.leadDays ?? 0, startsOn: line.startsOn ?? null }))
    .reduce((latest, day) => (day > latest ? day : latest));
}

/** What a line made to order or on pre-order promises, in India's days as of the order: when it leaves, or from when. */
function shipDaysOf(line: IntentLine, placedAt: Date): { shipsBy: string | null; shipsFrom: string | null } {
  const work = { leadDays: line.leadDays ?? 0, startsOn: line.startsOn ?? null };
  return {
    shipsBy: (line.madeToOrderQuantity ?? 0) > 0 ? shipsByDate(placedAt, work) : null,
    shipsFrom: launchDayAhead(placedAt, work.startsOn),
  };
}

export type NewOrder = {
  userId: string;
  address: AddressSnapshot;
  lines: IntentLine[];
  totalPaise: number;
  /** Part of the total paid with store credit. */
  storeCreditPaise?: number;
  /** The cash-on-delivery fee in the total. */
  codFeePaise?: number;
  /** Shipping abroad in the total. */
  shippingPaise?: number;
  /** The buyer's currency and rate, when they saw another currency than rupees. */
  saleCurrency?: SaleCurrency | null;
  paymentType: PaymentType;
  status: OrderStatus;
  fingerprint: string;
  providerOrderId?: string;
  providerPaymentId?: string;
  /** The note, the gift message, a discount the seller gave, a payment received outside the shop. */
  extras?: OrderExtras;
  /** Who placed it, when not the shopper (an order taken at the counter), and what its history says. */
  by?: OrderActor;
  placedNote?: string;
};

/** Orders that no longer stand: placing the same cart again after one of them is a new purchase. */
const FINISHED = ["cancelled", "refunded"] as const;

/**
 * The live order that this checkout repeats: same shopper, address and lines within ten minutes (a
 * double submit or a retried request). A cancelled or refunded order is not repeated but bought again.
 */
export async function findRecentOrderByFingerprint(tx: Tx, userId: string, fingerprint: string, now: Date) {
  const since = new Date(now.getTime() - 10 * 60_000);
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.fingerprint, fingerprint),
        sql`${orders.createdAt} > ${since.toISOString()}`,
        notInArray(orders.status, [...FINISHED]),
      ),
    )
    .limit(1);
  return row?.id;
}

/**
 * Records an order whose stock has already been taken, with its lines, and runs what placing it
 * means for every module (units sold, the rollup, the invoice and shipment of a confirmed order,
 * the notices, the history, the shopper's cart and checkout reminders) in the same transaction.
 */
export async function insertOrder(tx: Tx, order: NewOrder, now: Date, seller: DocumentSeller): Promise<string> {
  const [placed] = await tx
    .insert(orders)
    .values({
      publicOrderId: newPublicOrderId(now),
      userId: order.userId,
      orderType: "order",
      status: order.status,
      paymentType: order.paymentType,
      address: order.address,
      totalPaise: order.totalPaise,
      storeCreditPaise: order.storeCreditPaise ?? 0,
      codFeePaise: order.codFeePaise ?? 0,
      shippingPaise: order.shippingPaise ?? 0,
      currency: order.saleCurrency?.currency ?? HOME_CURRENCY,
      exchangeRate: order.saleCurrency?.exchangeRate ?? null,
      currencyTotalMinor: order.saleCurrency?.totalMinor ?? null,
      currencyRounding: order.saleCurrency?.rounding ?? null,
      fingerprint: order.fingerprint,
      deliveryDate: orderDeliveryDate(order.lines, now),
      providerOrderId: order.providerOrderId ?? null,
      providerPaymentId: order.providerPaymentId ?? null,
      note: order.extras?.note ?? null,
      giftMessage: order.extras?.giftMessage ?? null,
      sellerDiscountPaise: order.extras?.sellerDiscountPaise ?? 0,
      sellerDiscountReason: order.extras?.sellerDiscountReason ?? null,
      paymentReference: order.extras?.paymentReference ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const lines = await tx.insert(orderLines).values(order.lines.map((line) => ({ ...orderLineOf(placed!.id, line), ...shipDaysOf(line, now) }))).returning();
  const note = order.placedNote ?? (order.paymentType === "cod" ? "Cash on delivery" : "Paid online");
  await runTransitionEffects({ tx, before: null, after: placed!, lines, now, seller, by: order.by ?? shopperActor(order.userId), details: {}, note });
  return placed!.id;
}
