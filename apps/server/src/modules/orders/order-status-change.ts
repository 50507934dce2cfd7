import {
  allowedNextStatuses,
  canMarkShipped,
  canTransition,
  RETURN_MESSAGES,
  returnRefundPaise,
  SHIP_WITHOUT_TRACKING_MESSAGE,
  statusToWire,
  type OrderStatus,
  type ReturnCondition,
} from "@pallu/domain";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { orderLines, orders } from "../../db/schema/index.js";
import { conflict, invalid } from "../../lib/app-error.js";
import type { OrderRow } from "./order-repository.js";
import { assignInvoiceNumber } from "../invoices/invoice-numbering.js";
import { queueOrderNotice, type OrderEvent } from "../notifications/order-notices.js";
import { queueShipment, queueShipmentCancel } from "../shipping/shipping-jobs.js";
import { rollupStatusChanged } from "./sales-rollup.js";

const NOTIFIED = new Set<OrderStatus>(["shipped", "delivered", "cancelled", "refunded", "returned"]);
import { addPurchased, returnStock } from "./stock.js";

export type StatusChange = {
  to: OrderStatus;
  courier?: string | undefined;
  awbCode?: string | undefined;
  /** A return's receipt: how the items arrived, and a refund below what was paid, with its reason. */
  condition?: ReturnCondition | undefined;
  refundAmount?: number | undefined;
  refundReason?: string | undefined;
};

/** Locks an order row for the rest of the transaction. */
export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return row;
}

/**
 * Moves an order or a return one step through the state machine, with what each step means for
 * stock, units sold, refunds and the dashboard rollup. Illegal steps are refused with the legal ones.
 */
export async function changeStatus(tx: Tx, order: OrderRow, change: StatusChange, now: Date): Promise<OrderRow> {
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
    patch.cancelledAt = now;
    if (order.paymentType === "prepaid") Object.assign(patch, { refundStatus: "pending", refundPaise: order.totalPaise });
  }
  if (order.orderType === "order" && change.to === "delivered") patch.deliveredAt = now;
  if (order.orderType === "return" && change.to === "returned") {
    // Received: the seller says how the items arrived and what to refund; a damaged piece is not sold again.
    if (!change.condition) throw invalid(RETURN_MESSAGES.conditionRequired);
    const refund = returnRefundPaise(order.totalPaise, { amountRupees: change.refundAmount, reason: change.refundReason });
    if (!refund.ok) throw invalid(refund.message);
    if (change.condition === "sellable") await returnStock(tx, lines);
    await addPurchased(tx, lines, -1);
    Object.assign(patch, {
      returnCondition: change.condition,
      refundNote: refund.note,
      refundStatus: refund.paise === 0 ? "none" : order.paymentType === "prepaid" ? "pending" : "manual",
      refundPaise: refund.paise,
    });
  }
  if (change.to === "refunded" && order.refundStatus !== "completed") patch.refundStatus = "completed";
  if (change.courier !== undefined) patch.courier = change.courier;
  if (change.awbCode !== undefined) patch.awbCode = change.awbCode;

  const [updated] = await tx.update(orders).set(patch).where(eq(orders.id, order.id)).returning();
  if (order.orderType === "order") await rollupStatusChanged(tx, order, order.status, change.to);
  if (order.orderType === "order" && change.to === "confirmed") await assignInvoiceNumber(tx, order.id, now);
  if (order.orderType === "return" && change.to === "returned") await assignInvoiceNumber(tx, order.id, now, "CN");
  if (order.orderType === "order" && change.to === "confirmed") await queueShipment(tx, order.id);
  if (order.orderType === "order" && change.to === "cancelled" && order.shippingOrderId) await queueShipmentCancel(tx, order.id);
  if (NOTIFIED.has(change.to)) await queueOrderNotice(tx, order.id, change.to as OrderEvent);
  return updated!;
}
