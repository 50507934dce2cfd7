import {
  allowedNextStatuses,
  canMarkShipped,
  canTransition,
  formatPaise,
  isAwaitingCodConfirmation,
  SHIP_WITHOUT_TRACKING_MESSAGE,
  statusToWire,
  type OrderStatus,
} from "@pallu/domain";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { orderLines, orders } from "../../db/schema/index.js";
import { conflict, invalid } from "../../lib/app-error.js";
import type { OrderRow } from "../orders/order-repository.js";
import { issueCancellationCreditNote, issueInvoice, issueReturnCreditNote, type SellerIdentity } from "../invoices/tax-documents.js";
import { ORDER_EVENTS, queueOrderNotice, type OrderEvent } from "../notifications/order-notices.js";
import { queueShipment, queueShipmentCancel } from "../shipping/shipping-jobs.js";
import { rollupStatusChanged } from "../orders/sales-rollup.js";

import { addPurchased, returnStock } from "../catalog/stock.js";
import { releaseOrderPromotionUses } from "../promotions/promotion-uses.js";
import { applyReturnStep, type ReturnStep } from "./return-steps.js";
import { addStoreCredit } from "../wallet/store-credit.js";
import { recordHistory, trackingText, type OrderActor } from "../orders/order-history.js";

const NOTIFIED = new Set<string>(ORDER_EVENTS);
/** The steps that settle a return's value: each gets a credit note. */
const CREDIT_NOTED = new Set<OrderStatus>(["inspected", "store_credited"]);

/** A step, with what it needs: courier and AWB to ship or pick up; how returned pieces arrived and what to give back. */
export type StatusChange = ReturnStep;

/** Who asked for a step, and why when they said (a cancellation's reason): both go into the order's history. */
export type StepAuthor = { by: OrderActor; note?: string | undefined };

/**
 * Moves an order or a return one step through the state machine, with what each step means for
 * stock, units sold, refunds and the dashboard rollup, and records it in the order's history.
 * Illegal steps are refused with the legal ones.
 */
export async function changeStatus(
  tx: Tx,
  order: OrderRow,
  change: StatusChange,
  now: Date,
  seller: SellerIdentity | null,
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
    await returnStock(tx, lines);
    await addPurchased(tx, lines, -1);
    await releaseOrderPromotionUses(tx, order.id, now);
    patch.cancelledAt = now;
    // Store credit spent on the order comes back as credit; only money paid goes back as money.
    await addStoreCredit(tx, { userId: order.userId, amountPaise: order.storeCreditPaise, orderId: order.id, note: `Cancelled ${order.publicOrderId}` });
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
  if (order.orderType === "order") await rollupStatusChanged(tx, order, order.status, change.to);
  if (order.orderType === "order" && change.to === "confirmed") await issueInvoice(tx, order.id, now, seller);
  if (order.orderType === "order" && change.to === "cancelled") await issueCancellationCreditNote(tx, order.id, now, seller);
  const creditedPaise = updated!.refundPaise + updated!.storeCreditPaise;
  if (order.orderType === "return" && CREDIT_NOTED.has(change.to) && creditedPaise > 0) {
    await issueReturnCreditNote(tx, { id: order.id, parentOrderId: order.parentOrderId, creditedPaise }, now, seller);
  }
  if (order.orderType === "order" && change.to === "confirmed") await queueShipment(tx, order.id);
  if (order.orderType === "order" && change.to === "cancelled" && order.shippingOrderId) await queueShipmentCancel(tx, order.id);
  if (NOTIFIED.has(change.to)) await queueOrderNotice(tx, order.id, change.to as OrderEvent);
  await recordHistory(tx, order.id, author.by, { event: "status", from: order.status, to: change.to, detail: stepDetail(updated!, change, author) }, now);
  return updated!;
}

/** What the history says beside a step: the tracking it was given, the money it sends back, the reason given. */
function stepDetail(updated: OrderRow, change: StatusChange, author: StepAuthor): string | null {
  const parts = [
    trackingText(change.courier, change.awbCode),
    change.to === "refunded" && updated.refundPaise > 0 ? `Refund of ${formatPaise(updated.refundPaise)}` : null,
    change.condition ? `Arrived ${change.condition}` : null,
    change.refundReason?.trim() || null,
    author.note?.trim() || null,
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : null;
}
