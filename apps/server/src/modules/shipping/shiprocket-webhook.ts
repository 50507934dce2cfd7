import { allowedNextStatuses, statusToWire, type OrderStatus } from "@pallu/domain";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { AppDeps } from "../../app-deps.js";
import { orders } from "../../db/schema/index.js";
import { changeStatus, lockOrder } from "../orders/order-status-change.js";
import { sellerIdentity } from "../invoices/tax-documents.js";
import { recordHistory, SHIPROCKET, trackingText } from "../orders/order-history.js";

export const ShiprocketEventSchema = z
  .object({
    order_id: z.union([z.string(), z.number()]).transform(String),
    awb: z.union([z.string(), z.number()]).transform(String).optional(),
    current_status: z.string().max(80),
    courier_name: z.string().max(80).optional(),
  })
  .loose();

/** Shiprocket's words for where a parcel is, mapped onto the shop's states; others change nothing. */
function statusOf(shiprocketStatus: string): OrderStatus | undefined {
  const status = shiprocketStatus.trim().toUpperCase();
  if (status === "DELIVERED") return "delivered";
  if (["SHIPPED", "PICKED UP", "IN TRANSIT", "OUT FOR DELIVERY", "REACHED AT DESTINATION HUB"].includes(status)) return "shipped";
  return undefined;
}

/**
 * A tracking update (its token header already checked by the route): idempotent (an update that
 * the order has already passed does nothing), and it only fills in AWB and courier.
 */
export async function handleShiprocketEvent(deps: AppDeps, event: z.infer<typeof ShiprocketEventSchema>) {
  const target = statusOf(event.current_status);
  const seller = await sellerIdentity(deps);
  return deps.db.transaction(async (tx) => {
    const [found] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.publicOrderId, event.order_id));
    const order = found ? await lockOrder(tx, found.id) : undefined;
    if (!order) return "unknown order";
    const fill = {
      ...(event.awb && !order.awbCode ? { awbCode: event.awb } : {}),
      ...(event.courier_name && !order.courier ? { courier: event.courier_name } : {}),
    };
    if (Object.keys(fill).length) {
      await tx.update(orders).set(fill).where(eq(orders.id, order.id));
      const detail = trackingText(fill.courier ?? order.courier, fill.awbCode ?? order.awbCode);
      await recordHistory(tx, order.id, SHIPROCKET, { event: "tracking", detail }, deps.now());
    }
    if (!target || target === order.status) return "no change";
    const path: OrderStatus[] = order.status === "confirmed" && target === "delivered" ? ["shipped", "delivered"] : [target];
    let current = { ...order, ...fill };
    for (const step of path) {
      if (!allowedNextStatuses(current.orderType, current.status).includes(step)) return `ignored: ${statusToWire(current.status)}`;
      current = await changeStatus(tx, current, { to: step }, deps.now(), seller, { by: SHIPROCKET });
    }
    return statusToWire(current.status);
  });
}
