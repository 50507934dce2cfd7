import {
  canCancelShipment,
  canHandToCourier,
  DELIVERY_PROBLEM_STAGES,
  SHIPMENT_STAGE_TEXT,
  type CourierRate,
  type DeliveryProblem,
  type Shipment,
} from "@pallu/domain";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import { orders, shipments } from "../../db/schema/index.js";
import { conflict, notFound } from "../../lib/app-error.js";
import { isUuid } from "../../lib/ids.js";
import { lockOrder } from "../orders/index.js";
import { recordHistory, trackingText, type OrderActor } from "../orders/index.js";
import type { OrderRow } from "../orders/index.js";
import { shopSettings } from "../settings/index.js";
import { askProvider } from "./provider-failure.js";
import { pickupPincodeOf } from "./serviceability.js";
import { forgetShipment, saveShipment, shipmentOf, type ShipmentRow } from "./shipment-store.js";
import { shipmentRequest } from "./shipping-jobs.js";

const NOT_CONFIRMED = "Confirm the order before handing it to a courier";

async function orderOf(deps: AppDeps, orderId: string): Promise<OrderRow> {
  const [order] = isUuid(orderId) ? await deps.db.select().from(orders).where(eq(orders.id, orderId)) : [];
  if (!order || order.orderType !== "order") throw notFound("Order not found");
  return order;
}

function requireShiprocket(deps: AppDeps): void {
  if (deps.shipping.mode !== "shiprocket")
    throw conflict("Shiprocket is not connected: enter the courier and AWB by hand");
}

function shipmentView(deps: AppDeps, order: OrderRow, row: ShipmentRow | undefined): Shipment {
  const connected = deps.shipping.mode === "shiprocket";
  const stage = row?.stage ?? null;
  const booked = connected && Boolean(order.shippingOrderId && order.shipmentId);
  const hasAwb = booked && Boolean(order.awbCode);
  return {
    mode: deps.shipping.mode,
    stage,
    stageText: stage ? SHIPMENT_STAGE_TEXT[stage] : null,
    shippingOrderId: order.shippingOrderId,
    shipmentId: order.shipmentId,
    courier: order.courier,
    awbCode: order.awbCode,
    pickupRequestedAt: row?.pickupRequestedAt?.toISOString() ?? null,
    pickupDate: row?.pickupDate ?? null,
    trackingStatus: row?.trackingStatus ?? null,
    trackingAt: row?.trackingAt?.toISOString() ?? null,
    problem: row?.problem ?? null,
    failedAttempts: row?.failedAttempts ?? 0,
    can: {
      create: connected && !order.shippingOrderId && canHandToCourier(order),
      assignAwb: booked && !order.awbCode && canHandToCourier(order),
      requestPickup: hasAwb && !row?.pickupRequestedAt && canHandToCourier(order),
      label: hasAwb && order.status !== "cancelled",
      manifest: hasAwb && Boolean(row?.pickupRequestedAt) && order.status !== "cancelled",
      cancel: booked && canCancelShipment(order, stage),
    },
  };
}

export async function shipmentFor(deps: AppDeps, orderId: string): Promise<Shipment> {
  const order = await orderOf(deps, orderId);
  return shipmentView(deps, order, await shipmentOf(deps.db, order.id));
}

/** The couriers that reach the order's PIN code from the pickup's, for this parcel, with their rates. */
export async function courierRatesFor(
  deps: AppDeps,
  orderId: string,
): Promise<{ couriers: CourierRate[]; message: string }> {
  requireShiprocket(deps);
  const order = await orderOf(deps, orderId);
  const pickupPincode = pickupPincodeOf((await shopSettings(deps)).address);
  if (!pickupPincode) throw conflict("Add the pickup's PIN code at the end of the shop's address in Settings");
  const found = await shipmentRequest(deps, order.id);
  const couriers = await askProvider("list the couriers", () =>
    deps.shipping.courierQuotes({
      pickupPincode,
      deliveryPincode: order.address.pinCode,
      weightKg: found!.request.parcel.weightKg,
      cod: order.paymentType === "cod",
    }),
  );
  const message = couriers.length
    ? `${couriers.length} courier${couriers.length === 1 ? "" : "s"} reach ${order.address.pinCode}`
    : `No courier reaches ${order.address.pinCode}${order.paymentType === "cod" ? " with cash on delivery" : ""}`;
  return { couriers, message };
}

/** Books the order with Shiprocket: once, and only an order that may be handed to a courier. */
export async function createShipment(deps: AppDeps, orderId: string, by: OrderActor): Promise<Shipment> {
  requireShiprocket(deps);
  const order = await orderOf(deps, orderId);
  if (order.shippingOrderId)
    throw conflict(`This order is already booked with Shiprocket (order ${order.shippingOrderId})`);
  if (!canHandToCourier(order)) throw conflict(NOT_CONFIRMED);
  const found = await shipmentRequest(deps, order.id);
  const booked = await askProvider("book the shipment", () => deps.shipping.bookOrder(found!.request));
  return deps.db.transaction(async (tx) => {
    const [kept] = await tx
      .update(orders)
      .set({ shippingOrderId: booked.shippingOrderId, shipmentId: booked.shipmentId })
      .where(and(eq(orders.id, order.id), isNull(orders.shippingOrderId)))
      .returning();
    // Another admin (or the booking job) booked it meanwhile: theirs stands.
    if (!kept) throw conflict("This order was booked with Shiprocket meanwhile");
    await saveShipment(tx, order.id, { stage: "booked" }, deps.now());
    await recordHistory(
      tx,
      order.id,
      by,
      {
        event: "tracking",
        detail: `Booked with Shiprocket · order ${booked.shippingOrderId}, shipment ${booked.shipmentId}`,
      },
      deps.now(),
    );
    return shipmentView(deps, kept, await shipmentOf(tx, order.id));
  });
}

/** Gives the booked shipment an AWB with the chosen courier, or the recommended one. */
export async function assignAwb(
  deps: AppDeps,
  orderId: string,
  courierId: number | undefined,
  by: OrderActor,
): Promise<Shipment> {
  requireShiprocket(deps);
  const order = await orderOf(deps, orderId);
  if (!order.shippingOrderId || !order.shipmentId)
    throw conflict("Book the shipment with Shiprocket before assigning an AWB");
  if (order.awbCode)
    throw conflict(
      `AWB ${order.awbCode} is already assigned${order.courier ? ` with ${order.courier}` : ""}; cancel the shipment to choose another courier`,
    );
  if (!canHandToCourier(order)) throw conflict(NOT_CONFIRMED);
  const chosen =
    courierId ?? (await courierRatesFor(deps, order.id)).couriers.find((courier) => courier.recommended)?.courierId;
  const assigned = await askProvider("assign an AWB", () => deps.shipping.assignAwb(order.shipmentId!, chosen));
  return deps.db.transaction(async (tx) => {
    const [kept] = await tx
      .update(orders)
      .set({ awbCode: assigned.awbCode, courier: assigned.courier ?? order.courier })
      .where(and(eq(orders.id, order.id), isNull(orders.awbCode)))
      .returning();
    if (!kept) throw conflict("An AWB was assigned to this order meanwhile");
    await saveShipment(tx, order.id, { stage: "awb", courierId: assigned.courierId }, deps.now());
    await recordHistory(
      tx,
      order.id,
      by,
      { event: "tracking", detail: `AWB assigned · ${trackingText(kept.courier, kept.awbCode)}` },
      deps.now(),
    );
    return shipmentView(deps, kept, await shipmentOf(tx, order.id));
  });
}

/** Asks the courier to collect the parcel: after the AWB, once. */
export async function requestPickup(deps: AppDeps, orderId: string, by: OrderActor): Promise<Shipment> {
  requireShiprocket(deps);
  const order = await orderOf(deps, orderId);
  if (!order.shipmentId || !order.awbCode) throw conflict("Assign an AWB before requesting a pickup");
  const current = await shipmentOf(deps.db, order.id);
  if (current?.pickupRequestedAt)
    throw conflict(`A pickup is already requested${current.pickupDate ? ` for ${current.pickupDate}` : ""}`);
  if (!canHandToCourier(order)) throw conflict(NOT_CONFIRMED);
  const pickup = await askProvider("request the pickup", () => deps.shipping.requestPickup(order.shipmentId!));
  return deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    const row = await shipmentOf(tx, order.id, true);
    if (row?.pickupRequestedAt) throw conflict("A pickup was requested for this order meanwhile");
    await saveShipment(
      tx,
      order.id,
      {
        stage: row && row.stage !== "booked" && row.stage !== "awb" ? row.stage : "pickup",
        pickupRequestedAt: deps.now(),
        pickupDate: pickup.pickupDate,
      },
      deps.now(),
    );
    await recordHistory(
      tx,
      order.id,
      by,
      { event: "tracking", detail: `Pickup requested${pickup.pickupDate ? ` for ${pickup.pickupDate}` : ""}` },
      deps.now(),
    );
    return shipmentView(deps, locked!, await shipmentOf(tx, order.id));
  });
}

export type ShippingDocument = { kind: "label" | "manifest"; filename: string; pdf: Buffer };

/** The label (after the AWB) or the manifest (after the pickup) as a PDF, fetched from Shiprocket by the server. */
export async function shippingDocument(
  deps: AppDeps,
  orderId: string,
  kind: "label" | "manifest",
  by: OrderActor,
): Promise<ShippingDocument> {
  requireShiprocket(deps);
  const order = await orderOf(deps, orderId);
  if (!order.shipmentId || !order.shippingOrderId || !order.awbCode)
    throw conflict(`Assign an AWB before printing the ${kind}`);
  if (order.status === "cancelled") throw conflict(`A cancelled order has no ${kind}`);
  const row = await shipmentOf(deps.db, order.id);
  if (kind === "manifest" && !row?.pickupRequestedAt) throw conflict("Request the pickup before printing the manifest");
  const known = kind === "label" ? row?.labelUrl : row?.manifestUrl;
  const ids = { shipmentId: order.shipmentId, shippingOrderId: order.shippingOrderId };
  const url =
    known ??
    (await askProvider(`make the ${kind}`, () =>
      kind === "label" ? deps.shipping.labelUrl(ids.shipmentId) : deps.shipping.manifestUrl(ids),
    ));
  const pdf = await askProvider(`send the ${kind}`, () => deps.shipping.downloadDocument(url));
  if (!known) {
    await deps.db.transaction(async (tx) => {
      await saveShipment(
        tx,
        order.id,
        { stage: row?.stage ?? "awb", ...(kind === "label" ? { labelUrl: url } : { manifestUrl: url }) },
        deps.now(),
      );
      await recordHistory(
        tx,
        order.id,
        by,
        { event: "tracking", detail: kind === "label" ? "Shipping label made" : "Manifest made" },
        deps.now(),
      );
    });
  }
  return { kind, filename: `${kind}-${order.publicOrderId}.pdf`, pdf };
}

/**
 * Cancels the Shiprocket shipment (its AWB, then its Shiprocket order) while the courier has not
 * collected it; the order stays confirmed and can be booked again, with another courier.
 */
export async function cancelShipment(deps: AppDeps, orderId: string, by: OrderActor): Promise<Shipment> {
  requireShiprocket(deps);
  const order = await orderOf(deps, orderId);
  if (!order.shippingOrderId) throw conflict("This order has no Shiprocket shipment to cancel");
  const row = await shipmentOf(deps.db, order.id);
  if (!canCancelShipment(order, row?.stage ?? null)) {
    throw conflict(
      "The courier has already collected this parcel, so its shipment cannot be cancelled; if it cannot be delivered it comes back to you (RTO)",
    );
  }
  // The AWB first, kept as done at once: a retry after Shiprocket fails at the second call starts there.
  if (order.awbCode) {
    await askProvider("cancel the AWB", () => deps.shipping.cancelAwb(order.awbCode!));
    await deps.db.transaction(async (tx) => {
      await tx
        .update(orders)
        .set({ awbCode: null, courier: null })
        .where(and(eq(orders.id, order.id), eq(orders.awbCode, order.awbCode!)));
      await saveShipment(
        tx,
        order.id,
        { stage: "booked", pickupRequestedAt: null, pickupDate: null, labelUrl: null, manifestUrl: null },
        deps.now(),
      );
      await recordHistory(
        tx,
        order.id,
        by,
        { event: "tracking", detail: `AWB cancelled · ${trackingText(order.courier, order.awbCode)}` },
        deps.now(),
      );
    });
  }
  await askProvider("cancel the shipment", () => deps.shipping.cancelShipment(order.shippingOrderId!));
  return deps.db.transaction(async (tx) => {
    const [kept] = await tx
      .update(orders)
      .set({ shippingOrderId: null, shipmentId: null, awbCode: null, courier: null })
      .where(and(eq(orders.id, order.id), eq(orders.shippingOrderId, order.shippingOrderId!)))
      .returning();
    if (!kept) throw conflict("This order's shipment changed meanwhile; reload the order");
    await forgetShipment(tx, order.id);
    await recordHistory(
      tx,
      order.id,
      by,
      { event: "tracking", detail: `Shipment cancelled · Shiprocket order ${order.shippingOrderId}` },
      deps.now(),
    );
    return shipmentView(deps, kept, undefined);
  });
}

/** Orders whose parcel needs the seller: failed deliveries, parcels coming back, lost ones; newest news first. */
export async function deliveryProblems(deps: AppDeps): Promise<DeliveryProblem[]> {
  const rows = await deps.db
    .select({ order: orders, shipment: shipments })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(
      and(inArray(shipments.stage, [...DELIVERY_PROBLEM_STAGES]), inArray(orders.status, ["confirmed", "shipped"])),
    )
    .orderBy(desc(shipments.updatedAt))
    .limit(100);
  return rows.map(({ order, shipment }) => ({
    orderId: order.id,
    publicOrderId: order.publicOrderId,
    stage: shipment.stage,
    stageText: SHIPMENT_STAGE_TEXT[shipment.stage],
    problem: shipment.problem,
    failedAttempts: shipment.failedAttempts,
    courier: order.courier,
    awbCode: order.awbCode,
    at: shipment.trackingAt?.toISOString() ?? null,
  }));
}
