import { canAdminCancel, canCancel } from "@pallu/domain";
import type { AppDeps } from "../../app-deps.js";
import { conflict, notFound } from "../../lib/app-error.js";
import { changeStatus } from "./order-status-change.js";
import { lockOrder } from "../orders/index.js";
import { settleRefund } from "./refunds.js";
import { isUuid } from "../../lib/ids.js";
import { sellerIdentity } from "../invoices/index.js";
import type { PersonActor } from "../orders/index.js";

/**
 * Cancels an order in one transaction (stock and units sold restored), then refunds a prepaid
 * order through the payment provider. A shopper may cancel only their own order while it can be
 * cancelled; an admin any order not yet delivered, with a reason the order's history keeps.
 */
export async function cancelOrder(
  deps: AppDeps,
  orderId: string,
  by: PersonActor,
  reason?: string,
): Promise<void> {
  const asAdmin = by.kind === "admin";
  if (!isUuid(orderId)) throw notFound("Order not found");
  const seller = await sellerIdentity(deps);
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || (!asAdmin && order.userId !== by.id)) throw notFound("Order not found");
    const allowed = asAdmin ? canAdminCancel(order) : canCancel(order);
    if (!allowed) {
      throw conflict(
        asAdmin
          ? "This order can no longer be cancelled"
          : "Only a Pending order can be cancelled. Please contact us.",
      );
    }
    await changeStatus(tx, order, { to: "cancelled" }, deps.now(), seller, { by, note: reason });
  });
  await settleRefund(deps, orderId, by);
}
