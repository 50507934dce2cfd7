import {
  allowedNextStatuses,
  canMarkShipped,
  canTransition,
  isAwaitingCodConfirmation,
  SHIP_WITHOUT_TRACKING_MESSAGE,
  statusToWire,
} from "@pallu/domain";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { orderLines, orders } from "../../db/schema/index.js";
import { conflict, invalid } from "../../lib/app-error.js";
import type { DocumentSeller, OrderActor } from "../../lib/order-transition.js";
import type { OrderRow } from "../orders/index.js";
import { applyReturnStep, type ReturnStep } from "./return-steps.js";
import { runTransitionEffects } from "./transition-effects.js";

/** A step, with what it needs: courier and AWB to ship or pick up; how returned pieces arrived and what to give back. */
export type StatusChange = ReturnStep;

/** Who asked for a step, and why when they said (a cancellation's reason): both go into the order's history. */
export type StepAuthor = { by: OrderActor; note?: string | undefined };

/**
 * Moves an order or a return one step through the state machine (packages/domain): the order row
 * takes what the step means for it (when it was cancelled or delivered, the refund it owes, the
 * return's settlement), then every module's registered effect runs in the same transaction (stock,
 * offers, credit, the sales rollup, tax documents, shipments, notices, history). Illegal steps are
 * refused with the legal ones.
 */
export async function changeStatus(
  tx: Tx,
  order: OrderRow,
  change: StatusChange,
  now: Date,
  seller: DocumentSeller,
  author: StepAuthor,
): Promise<OrderRow> {
  if (!canTransition(order.orderType, order.status, change.to)) {
    const allowed = allowedNextStatuses(order.orderType, order.status).map(statusToWire);
    throw conflict(
      `An order that is ${statusToWire(order.status)} cannot become ${statusToWire(change.to)}` +
        (allowed.length ? `; it can become: ${allowed.join(", ")}` : "; it cannot change any more"),
      { allowed },
    );
  }
  if (order.orderType === "order" && change.to === "shipped") {
    const tracking = { courier: change.courier ?? order.courier, awbCode: change.awbCode ?? order.awbCode, shippingOrderId: order.shippingOrderId };
    if (!canMarkShipped(tracking)) throw invalid(SHIP_WITHOUT_TRACKING_MESSAGE);
  }
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const patch: Partial<typeof orders.$inferInsert> = { status: change.to, updatedAt: now };

  if (order.orderType === "order" && change.to === "cancelled") {
    patch.cancelledAt = now;
    const paidPaise = order.totalPaise - order.storeCreditPaise;
    if (order.paymentType === "prepaid" && paidPaise > 0) Object.assign(patch, { refundStatus: "pending", refundPaise: paidPaise });
  }
  if (order.orderType === "order" && change.to === "delivered") patch.deliveredAt = now;
  // The seller confirming an order that awaits its shopper confirms it on the shopper's behalf.
  if (change.to === "confirmed" && isAwaitingCodConfirmation(order)) patch.codConfirmedAt = now;
  if (order.orderType === "return") Object.assign(patch, await applyReturnStep(tx, order, change, lines, now));
  if (change.to === "refunded" && order.refundStatus !== "completed") patch.refundStatus = "completed";
  if (change.courier !== undefined) patch.courier = change.courier;
  if (change.awbCode !== undefined) patch.awbCode = change.awbCode;

  const [updated] = await tx.update(orders).set(patch).where(eq(orders.id, order.id)).returning();
  await runTransitionEffects({ tx, before: order, after: updated!, lines, now, seller, by: author.by, details: change, note: author.note });
  return updated!;
}
