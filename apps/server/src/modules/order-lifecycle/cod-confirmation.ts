import { codConfirmDeadline, isAwaitingCodConfirmation } from "@pallu/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import type { Tx } from "../../db/client.js";
import { orders } from "../../db/schema/index.js";
import { notFound } from "../../lib/app-error.js";
import { isUuid } from "../../lib/ids.js";
import { enqueueJob } from "../jobs/index.js";
import { queueCodConfirmationNotice } from "../notifications/index.js";
import { sellerIdentity } from "../invoices/index.js";
import { SHOP_JOB, type OrderActor } from "../orders/index.js";
import { changeStatus } from "./order-status-change.js";
import { lockOrder } from "../orders/index.js";
import type { OrderRow } from "../orders/index.js";
import { orderOfCodConfirmLink } from "../orders/index.js";

export const COD_AUTO_CANCEL_JOB = "orders.codAutoCancel";

/** What asking to confirm an order came to. */
export type CodConfirmOutcome =
  { kind: "confirmed" | "alreadyConfirmed" | "cancelled" | "notAwaiting"; order: OrderRow } | { kind: "invalidLink" };

/**
 * A new cash-on-delivery order waits for its shopper's yes, in the order's own transaction: the
 * shopper is sent the one-tap link, and the order is cancelled by the job queue if it is still
 * unconfirmed when the time is up.
 */
export async function awaitCodConfirmation(tx: Tx, orderId: string, placedAt: Date, hours: number): Promise<void> {
  const confirmBy = codConfirmDeadline(placedAt, hours);
  await tx.update(orders).set({ codConfirmBy: confirmBy }).where(eq(orders.id, orderId));
  await enqueueJob(tx, {
    kind: COD_AUTO_CANCEL_JOB,
    payload: { orderId },
    dedupeKey: `codAutoCancel:${orderId}`,
    runAt: confirmBy,
  });
  await queueCodConfirmationNotice(tx, orderId);
}

/** Where an order stands for a confirmation, without changing it; undefined while it awaits one. */
export function standingOf(order: OrderRow): CodConfirmOutcome | undefined {
  if (order.status === "cancelled" || order.status === "refunded") return { kind: "cancelled", order };
  if (order.codConfirmedAt) return { kind: "alreadyConfirmed", order };
  if (!isAwaitingCodConfirmation(order)) return { kind: "notAwaiting", order };
  return undefined;
}

/** Confirms a locked order if it awaits its shopper: what confirming an order always does follows (invoice, booking, notice). */
async function confirmLocked(tx: Tx, order: OrderRow, by: OrderActor, deps: AppDeps): Promise<CodConfirmOutcome> {
  const standing = standingOf(order);
  if (standing) return standing;
  const confirmed = await changeStatus(tx, order, { to: "confirmed" }, deps.now(), await sellerIdentity(deps), {
    by,
    note: "Cash on delivery confirmed",
  });
  return { kind: "confirmed", order: confirmed };
}

/**
 * The shopper (their own order only) or an admin (on the shopper's behalf, after a call) confirms a
 * cash-on-delivery order. Confirming twice is harmless.
 */
export async function confirmCodOrder(deps: AppDeps, orderId: string, by: OrderActor): Promise<CodConfirmOutcome> {
  if (!isUuid(orderId)) throw notFound("Order not found");
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const foreign = by.kind === "shopper" && order?.userId !== by.id;
    if (!order || order.orderType !== "order" || foreign) throw notFound("Order not found");
    return confirmLocked(tx, order, by, deps);
  });
}

/** The one-tap link: whoever holds it confirms that order, as its shopper, without signing in. */
export async function confirmCodFromLink(deps: AppDeps, token: string): Promise<CodConfirmOutcome> {
  const orderId = await orderOfCodConfirmLink(deps.db, token, deps.now());
  if (!orderId) return { kind: "invalidLink" };
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return { kind: "invalidLink" as const };
    return confirmLocked(tx, order, { kind: "shopper", id: order.userId }, deps);
  });
}

/** The order a link points at, for the page that asks for the tap; nothing changes. */
export async function orderOfLink(deps: AppDeps, token: string): Promise<OrderRow | undefined> {
  const orderId = await orderOfCodConfirmLink(deps.db, token, deps.now());
  if (!orderId) return undefined;
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/**
 * Cancels an order still unconfirmed at its deadline, once: the row lock and the re-check make a
 * second worker (or a retry) find it cancelled and leave it, so its stock comes back once.
 */
export async function cancelUnconfirmedCodJob(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  const orderId = String(payload.orderId);
  const seller = await sellerIdentity(deps);
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || !isAwaitingCodConfirmation(order)) return;
    // Another instance's clock may run ahead: an early run fails and is retried after the deadline.
    if (order.codConfirmBy! > deps.now()) throw new Error("The order's confirmation time is not up yet");
    await changeStatus(tx, order, { to: "cancelled" }, deps.now(), seller, {
      by: SHOP_JOB,
      note: "Cash on delivery not confirmed in time",
    });
  });
}
