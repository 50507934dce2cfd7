import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import { orders } from "../../db/schema/index.js";
import { sellerIdentity } from "../invoices/index.js";
import { SHIPROCKET } from "../orders/index.js";
import { lockOrder } from "../orders/index.js";
import { shipmentRequest } from "../shipping/index.js";
import { changeStatus } from "./order-status-change.js";

/** Books a return's pickup with the courier; the booking moves the return to Pickup Scheduled. */
export async function returnPickupJob(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  const found = await shipmentRequest(deps, String(payload.orderId));
  if (!found || found.shippingOrderId || deps.shipping.mode === "manual") return;
  const pickup = await deps.shipping.createReturnPickup(found.request);
  if (!pickup) return;
  const returnId = String(payload.orderId);
  // The booked pickup is the Pickup Scheduled step: the shopper is sent the courier and reverse AWB.
  const seller = await sellerIdentity(deps);
  await deps.db.transaction(async (tx) => {
    await tx.update(orders).set({ shippingOrderId: pickup.shippingOrderId, shipmentId: pickup.shipmentId }).where(eq(orders.id, returnId));
    const locked = await lockOrder(tx, returnId);
    if (locked?.status !== "return_requested") return;
    await changeStatus(
      tx,
      locked,
      { to: "pickup_scheduled", courier: pickup.courier ?? undefined, awbCode: pickup.awbCode ?? undefined },
      deps.now(),
      seller,
      { by: SHIPROCKET },
    );
  });
}
