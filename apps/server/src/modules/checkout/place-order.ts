import type { OrderStatus, PaymentType } from "@pallu/domain";
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { cartItems, orderLines, orders, type AddressSnapshot, type IntentLine } from "../../db/schema/index.js";
import { issueInvoice, type SellerIdentity } from "../invoices/tax-documents.js";
import { queueOrderNotice } from "../notifications/order-notices.js";
import { queueShipment } from "../shipping/shipping-jobs.js";
import { orderLineOf } from "../orders/order-lines.js";
import { newPublicOrderId } from "../orders/public-order-id.js";
import { rollupOrderPlaced } from "../orders/sales-rollup.js";
import { addPurchased } from "../catalog/stock.js";
import { lockForTransaction } from "../../db/transaction-lock.js";
import { recordHistory, shopperActor } from "../orders/order-history.js";
import { closeCheckoutOnOrder } from "../recovery/checkout-visits.js";

export type NewOrder = {
  userId: string;
  address: AddressSnapshot;
  lines: IntentLine[];
  totalPaise: number;
  /** Part of the total paid with store credit. */
  storeCreditPaise?: number;
  /** The cash-on-delivery fee in the total. */
  codFeePaise?: number;
  paymentType: PaymentType;
  status: OrderStatus;
  fingerprint: string;
  providerOrderId?: string;
  providerPaymentId?: string;
};

/** Serialises one buyer's checkouts, so a double submit sees the first one's order. */
export async function lockBuyer(tx: Tx, userId: string): Promise<void> {
  await lockForTransaction(tx, `checkout:${userId}`);
}

/** Orders that no longer stand: placing the same cart again after one of them is a new purchase. */
const FINISHED = ["cancelled", "refunded"] as const;

/**
 * The live order that this checkout repeats: same buyer, address and lines within ten minutes (a
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
 * Records an order whose stock has already been taken: the order and its lines, units sold,
 * the dashboard rollup, and the bought sizes leave the buyer's cart.
 */
export async function insertOrder(tx: Tx, order: NewOrder, now: Date, seller: SellerIdentity | null): Promise<string> {
  const [row] = await tx
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
      fingerprint: order.fingerprint,
      providerOrderId: order.providerOrderId ?? null,
      providerPaymentId: order.providerPaymentId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  const orderId = row!.id;
  await tx.insert(orderLines).values(order.lines.map((line) => orderLineOf(orderId, line)));
  await addPurchased(tx, order.lines, 1);
  if (order.status === "confirmed") {
    await issueInvoice(tx, orderId, now, seller);
    await queueShipment(tx, orderId);
  }
  await queueOrderNotice(tx, orderId, "placed");
  const payment = order.paymentType === "cod" ? "Cash on delivery" : "Paid online";
  await recordHistory(
    tx,
    orderId,
    shopperActor(order.userId),
    { event: "placed", to: order.status, detail: payment },
    now,
  );
  await rollupOrderPlaced(tx, { createdAt: now, status: order.status, totalPaise: order.totalPaise });
  await closeCheckoutOnOrder(tx, { userId: order.userId, orderId, totalPaise: order.totalPaise }, now);
  await tx.delete(cartItems).where(
    and(
      eq(cartItems.userId, order.userId),
      inArray(
        cartItems.buyingOptionId,
        order.lines.map((l) => l.buyingOptionId),
      ),
    ),
  );
  return orderId;
}
