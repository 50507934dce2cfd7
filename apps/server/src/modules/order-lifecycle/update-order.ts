import { canMarkShipped, SHIP_WITHOUT_TRACKING_MESSAGE, statusFromWire, type OrderStatus, type ReturnCondition } from "@pallu/domain";
import type { AppDeps } from "../../app-deps.js";
import { invalid, notFound } from "../../lib/app-error.js";
import { changeStatus } from "./order-status-change.js";
import { lockOrder } from "../orders/index.js";
import { settleRefund } from "./refunds.js";
import { orders } from "../../db/schema/index.js";
import { eq } from "drizzle-orm";
import { isUuid } from "../../lib/ids.js";
import { queueOrderNotice } from "../notifications/index.js";
import { sellerIdentity } from "../invoices/index.js";
import { recordHistory, trackingText, type OrderActor } from "../orders/index.js";
import { refundPaiseOf, type StepCheck } from "./staff-steps.js";

/**
 * The admin moves an order or a return on (state machine) and records courier and AWB; answers
 * whether anything changed (a step already taken, or the same tracking again, changes nothing).
 */
export async function updateOrder(
  deps: AppDeps,
  input: {
    orderId: string;
    status?: string | undefined;
    courier?: string | undefined;
    awbCode?: string | undefined;
    condition?: ReturnCondition | undefined;
    refundAmount?: number | undefined;
    refundReason?: string | undefined;
  },
  by: OrderActor,
  /** A member of staff's permissions and limits, checked once the order is locked. */
  check?: StepCheck,
): Promise<boolean> {
  if (!isUuid(input.orderId)) throw notFound("Order not found");
  let to: OrderStatus | undefined;
  if (input.status !== undefined) {
    to = statusFromWire(input.status);
    if (!to) throw invalid(`Unknown status: ${input.status}`);
  }
  const seller = await sellerIdentity(deps);
  const changed = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw notFound("Order not found");
    if (to && to !== order.status) {
      check?.({ to, refundPaise: refundPaiseOf(order, to, input.refundAmount) });
      await changeStatus(tx, order, { ...input, to }, deps.now(), seller, { by });
      return true;
    }
    if (input.courier !== undefined || input.awbCode !== undefined) {
      check?.({ tracking: true });
      if (order.orderType === "order" && order.status === "shipped") {
        // A shipped parcel keeps something to track it by.
        const tracking = { courier: input.courier ?? order.courier, awbCode: input.awbCode ?? order.awbCode, shippingOrderId: order.shippingOrderId };
        if (!canMarkShipped(tracking)) throw invalid(SHIP_WITHOUT_TRACKING_MESSAGE);
      }
      if (order.orderType === "order" && order.status === "shipped" && input.awbCode?.trim()) {
        const awbCode = input.awbCode.trim();
        // The shopper tracks the parcel by this number: a new one is sent to them again.
        if (awbCode !== order.awbCode?.trim()) await queueOrderNotice(tx, order.id, "shipped", awbCode);
      }
      await tx
        .update(orders)
        .set({
          ...(input.courier !== undefined ? { courier: input.courier } : {}),
          ...(input.awbCode !== undefined ? { awbCode: input.awbCode } : {}),
          updatedAt: deps.now(),
        })
        .where(eq(orders.id, order.id));
      const courier = input.courier ?? order.courier;
      const awbCode = input.awbCode ?? order.awbCode;
      if (courier !== order.courier || awbCode !== order.awbCode) {
        const detail = trackingText(courier, awbCode) ?? "Tracking removed";
        await recordHistory(tx, order.id, by, { event: "tracking", detail }, deps.now());
        return true;
      }
    }
    return false;
  });
  await settleRefund(deps, input.orderId, by);
  return changed;
}
