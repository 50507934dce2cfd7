import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import type { Queryable } from "../../db/client.js";
import { parcelOf, type OrderStatus, isAbroad } from "@pallu/domain";
import { orderLines, orders, products } from "../../db/schema/index.js";
import type { ShipmentRequest } from "../../integrations/shiprocket/shipping-provider.js";
import { orderRepository } from "../orders/index.js";
import type { JobHandlers } from "../jobs/index.js";
import { enqueueJob } from "../jobs/index.js";
import { recordHistory, SHOP_JOB, trackingText } from "../orders/index.js";
import { piecesStillWithTheTailor } from "../tailoring/index.js";
import { saveShipment } from "./shipment-store.js";

export const SHIPPING_CREATE_JOB = "shipping.create";
export const SHIPPING_CANCEL_JOB = "shipping.cancel";
export const SHIPPING_RETURN_JOB = "shipping.return";

export const queueShipment = (tx: Queryable, orderId: string) =>
  enqueueJob(tx, { kind: SHIPPING_CREATE_JOB, payload: { orderId }, dedupeKey: orderId });
/**
 * A confirmed order whose booking waited for the tailor, booked now that its last piece is Ready.
 * Keyed by the moment, so a piece moved back and made Ready again still gets its booking.
 */
export const queueShipmentOfTailoredOrder = (tx: Queryable, orderId: string, at: Date) =>
  enqueueJob(tx, { kind: SHIPPING_CREATE_JOB, payload: { orderId }, dedupeKey: `${orderId}:tailored:${at.getTime()}` });
export const queueShipmentCancel = (tx: Queryable, orderId: string) =>
  enqueueJob(tx, { kind: SHIPPING_CANCEL_JOB, payload: { orderId }, dedupeKey: orderId });
export const queueReturnPickup = (tx: Queryable, returnId: string) =>
  enqueueJob(tx, { kind: SHIPPING_RETURN_JOB, payload: { orderId: returnId }, dedupeKey: returnId });

export async function shipmentRequest(
  deps: AppDeps,
  orderId: string,
): Promise<{ request: ShipmentRequest; shippingOrderId: string | null; status: OrderStatus } | undefined> {
  const row = await orderRepository(deps.db).findWithShopper(orderId);
  if (!row) return undefined;
  const lines = await deps.db
    .select({
      line: orderLines,
      weightGrams: products.weightGrams,
      lengthCm: products.lengthCm,
      breadthCm: products.breadthCm,
      heightCm: products.heightCm,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId));
  return {
    shippingOrderId: row.order.shippingOrderId,
    status: row.order.status,
    request: {
      reference: row.order.publicOrderId,
      createdAt: row.order.createdAt,
      paymentType: row.order.paymentType,
      totalPaise: row.order.totalPaise,
      storeCreditPaise: row.order.storeCreditPaise,
      address: row.order.address,
      email: row.email,
      lines: lines.map(({ line }) => ({ name: line.name, sku: line.buyingOptionId, quantity: line.quantity, unitPricePaise: line.unitPricePaise, hsnCode: line.hsnCode })),
      parcel: parcelOf(lines.map(({ line, ...size }) => ({ quantity: line.quantity, ...size }))),
    },
  };
}

/**
 * Books a confirmed order with the shipping provider, once, with Shiprocket's AWB unless the seller
 * picks couriers (SHIPROCKET_AUTO_BOOK); the admin's own AWB is never overwritten.
 */
export async function createShipmentJob(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  const orderId = String(payload.orderId);
  const found = await shipmentRequest(deps, orderId);
  // An order cancelled before its booking came round (a shopper may cancel a paid order at once) is not booked.
  const auto = deps.config.shiprocketAutoBook;
  if (!found || found.shippingOrderId || found.status !== "confirmed" || deps.shipping.mode === "manual" || auto === "off") return;
  // The provider's order API books parcels within India; a parcel abroad is booked by the seller with the courier of their choice (docs/selling-abroad.md).
  if (isAbroad(found.request.address.country)) return;
  // A courier sent for a parcel whose blouse is still being stitched would come for nothing; the
  // desk books it when the last piece is Ready (queueShipmentOfTailoredOrder).
  if ((await piecesStillWithTheTailor(deps.db, orderId)) > 0) return;
  const shipment =
    auto === "order"
      ? { ...(await deps.shipping.bookOrder(found.request)), awbCode: null, courier: null }
      : await deps.shipping.createShipment(found.request);
  if (!shipment) return;
  await deps.db.transaction(async (tx) => {
    const [booked] = await tx
      .update(orders)
      .set({ shippingOrderId: shipment.shippingOrderId, shipmentId: shipment.shipmentId })
      .where(and(eq(orders.id, orderId), isNull(orders.shippingOrderId)))
      .returning({ id: orders.id });
    // Booked from the order page meanwhile: that booking stands.
    if (!booked) return;
    const [assigned] = shipment.awbCode
      ? await tx
          .update(orders)
          .set({ awbCode: shipment.awbCode, courier: shipment.courier })
          .where(and(eq(orders.id, orderId), isNull(orders.awbCode)))
          .returning({ id: orders.id })
      : [];
    await saveShipment(tx, orderId, { stage: assigned ? "awb" : "booked" }, deps.now());
    const detail = [`Booked with Shiprocket · order ${shipment.shippingOrderId}`, assigned && trackingText(shipment.courier, shipment.awbCode)].filter(Boolean).join(" · ");
    await recordHistory(tx, orderId, SHOP_JOB, { event: "tracking", detail }, deps.now());
  });
}

export async function cancelShipmentJob(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  const found = await shipmentRequest(deps, String(payload.orderId));
  if (found?.shippingOrderId) await deps.shipping.cancelShipment(found.shippingOrderId);
}

/**
 * The courier work done from the job queue, by job kind and lane (see jobs/job-lanes.ts); a return's
 * pickup is booked by the order lifecycle. Routine rather than urgent: while the courier is down each
 * attempt waits out its timeout, and that must not hold up the shopper's notices.
 */
export const shippingJobHandlers: JobHandlers = {
  [SHIPPING_CREATE_JOB]: { lane: "routine", run: createShipmentJob },
  [SHIPPING_CANCEL_JOB]: { lane: "routine", run: cancelShipmentJob },
};
