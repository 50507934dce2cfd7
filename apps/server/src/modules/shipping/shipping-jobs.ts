import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import type { Queryable } from "../../db/client.js";
import { orderLines, orders, users } from "../../db/schema/index.js";
import type { ShipmentRequest } from "../../integrations/shiprocket/shipping-provider.js";
import { enqueueJob } from "../jobs/job-queue.js";

export const SHIPPING_CREATE_JOB = "shipping.create";
export const SHIPPING_CANCEL_JOB = "shipping.cancel";
export const SHIPPING_RETURN_JOB = "shipping.return";

export const queueShipment = (tx: Queryable, orderId: string) =>
  enqueueJob(tx, { kind: SHIPPING_CREATE_JOB, payload: { orderId }, dedupeKey: orderId });
export const queueShipmentCancel = (tx: Queryable, orderId: string) =>
  enqueueJob(tx, { kind: SHIPPING_CANCEL_JOB, payload: { orderId }, dedupeKey: orderId });
export const queueReturnPickup = (tx: Queryable, returnId: string) =>
  enqueueJob(tx, { kind: SHIPPING_RETURN_JOB, payload: { orderId: returnId }, dedupeKey: returnId });

async function shipmentRequest(deps: AppDeps, orderId: string): Promise<{ request: ShipmentRequest; shippingOrderId: string | null } | undefined> {
  const [row] = await deps.db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  const lines = await deps.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  return {
    shippingOrderId: row.order.shippingOrderId,
    request: {
      reference: row.order.publicOrderId,
      createdAt: row.order.createdAt,
      paymentType: row.order.paymentType,
      totalPaise: row.order.totalPaise,
      address: row.order.address,
      email: row.email,
      lines: lines.map((line) => ({ name: line.name, sku: line.buyingOptionId, quantity: line.quantity, unitPricePaise: line.unitPricePaise, hsnCode: line.hsnCode })),
    },
  };
}

/** Books a confirmed order with the shipping provider, once; the admin's own AWB is never overwritten. */
export async function createShipmentJob(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  const found = await shipmentRequest(deps, String(payload.orderId));
  if (!found || found.shippingOrderId || deps.shipping.mode === "manual") return;
  const shipment = await deps.shipping.createShipment(found.request);
  if (!shipment) return;
  await deps.db
    .update(orders)
    .set({ shippingOrderId: shipment.shippingOrderId, shipmentId: shipment.shipmentId })
    .where(and(eq(orders.id, String(payload.orderId)), isNull(orders.shippingOrderId)));
  if (shipment.awbCode) {
    await deps.db
      .update(orders)
      .set({ awbCode: shipment.awbCode, courier: shipment.courier })
      .where(and(eq(orders.id, String(payload.orderId)), isNull(orders.awbCode)));
  }
}

export async function cancelShipmentJob(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  const found = await shipmentRequest(deps, String(payload.orderId));
  if (found?.shippingOrderId) await deps.shipping.cancelShipment(found.shippingOrderId);
}

export async function returnPickupJob(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  const found = await shipmentRequest(deps, String(payload.orderId));
  if (!found || found.shippingOrderId || deps.shipping.mode === "manual") return;
  const pickup = await deps.shipping.createReturnPickup(found.request);
  if (pickup) {
    await deps.db.update(orders).set({ shippingOrderId: pickup.shippingOrderId, shipmentId: pickup.shipmentId }).where(eq(orders.id, String(payload.orderId)));
  }
}
