import { phoneKey } from "@pallu/domain";
import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import type { Queryable, Tx } from "../../db/client.js";
import { returnsToOrigin } from "../../db/schema/index.js";
import { conflict, notFound } from "../../lib/app-error.js";
import { isUuid } from "../../lib/ids.js";
import { sellerIdentity, type SellerIdentity } from "../invoices/index.js";
import { recordHistory, type OrderActor } from "../orders/index.js";
import { changeStatus } from "./order-status-change.js";
import { lockOrder } from "../orders/index.js";
import { settleRefund } from "./refunds.js";

/** Orders whose parcel may still come back: handed over, or about to be. */
const CLOSABLE = new Set(["pending", "confirmed", "shipped"]);
/** Already closed: its stock came back when it was cancelled, so only the return is recorded. */
const CLOSED = new Set(["cancelled", "refunded"]);

export const RETURNED_TO_ORIGIN_NOTE = "Returned to origin";

export type ReturnToOriginOutcome = { recorded: boolean };

/**
 * Closes an order whose parcel came back to the seller, in the caller's transaction: an open order
 * is cancelled (its pieces restocked, a prepaid one owed its refund), and the return is counted
 * against the delivery phone once. A second call for the same order changes nothing.
 */
export async function closeReturnedToOrigin(
  tx: Tx,
  orderId: string,
  by: OrderActor,
  at: { now: Date; seller: SellerIdentity | null },
): Promise<ReturnToOriginOutcome> {
  const order = await lockOrder(tx, orderId);
  if (!order || order.orderType !== "order") throw notFound("Order not found");
  if (!CLOSABLE.has(order.status) && !CLOSED.has(order.status)) {
    throw conflict("A delivered order cannot be marked as returned to origin; the shopper may return it instead");
  }
  const [recorded] = await tx
    .insert(returnsToOrigin)
    .values({
      orderId,
      phone: phoneKey(order.address.phoneNumber),
      paymentType: order.paymentType,
      recordedAt: at.now,
      recordedBy: by.kind,
      recordedByName: by.name ?? null,
    })
    .onConflictDoNothing()
    .returning({ orderId: returnsToOrigin.orderId });
  if (!recorded) return { recorded: false };
  if (CLOSABLE.has(order.status)) {
    await changeStatus(tx, order, { to: "cancelled" }, at.now, at.seller, { by, note: RETURNED_TO_ORIGIN_NOTE });
  } else {
    await recordHistory(tx, orderId, by, { event: "tracking", detail: RETURNED_TO_ORIGIN_NOTE }, at.now);
  }
  return { recorded: true };
}

/**
 * The parcel of this order came back to the seller (returned to origin): the order desk's action,
 * and the courier's tracking. The refund of a prepaid order is sent once the change is kept.
 */
export async function returnToOrigin(deps: AppDeps, orderId: string, by: OrderActor): Promise<ReturnToOriginOutcome> {
  if (!isUuid(orderId)) throw notFound("Order not found");
  const seller = await sellerIdentity(deps);
  const outcome = await deps.db.transaction((tx) =>
    closeReturnedToOrigin(tx, orderId, by, { now: deps.now(), seller }),
  );
  if (outcome.recorded) await settleRefund(deps, orderId, by);
  return outcome;
}

/** How many cash-on-delivery parcels to this delivery phone came back to the seller. */
export async function returnedCodParcels(db: Queryable, phone: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(returnsToOrigin)
    .where(and(eq(returnsToOrigin.phone, phoneKey(phone)), eq(returnsToOrigin.paymentType, "cod")));
  return row?.count ?? 0;
}
