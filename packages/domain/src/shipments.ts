import type { OrderStatus, OrderType } from "./orders.js";

/**
 * Where a parcel booked with the courier aggregator stands, as the shop reads its tracking:
 * booked (no AWB yet), awb (courier chosen), pickup (courier asked to collect), in transit, out
 * for delivery, delivered, a failed delivery attempt (NDR), on its way back (RTO), back at the
 * shop, or lost/damaged.
 */
export const SHIPMENT_STAGES = [
  "booked",
  "awb",
  "pickup",
  "in_transit",
  "out_for_delivery",
  "delivered",
  "ndr",
  "rto",
  "rto_delivered",
  "exception",
] as const;
export type ShipmentStage = (typeof SHIPMENT_STAGES)[number];

export const SHIPMENT_STAGE_TEXT: Record<ShipmentStage, string> = {
  booked: "Booked, no AWB yet",
  awb: "AWB assigned",
  pickup: "Pickup requested",
  in_transit: "In transit",
  out_for_delivery: "Out for delivery",
  delivered: "Delivered",
  ndr: "Delivery attempt failed",
  rto: "Returning to the shop (RTO)",
  rto_delivered: "Returned to the shop (RTO delivered)",
  exception: "Needs attention",
};

/** Stages before the courier has collected the parcel: after them it can only come back (RTO). */
const BEFORE_COLLECTION = new Set<ShipmentStage>(["booked", "awb", "pickup"]);

/**
 * Whether an order may be handed to a courier (booked, given an AWB, picked up): only an order the
 * seller has confirmed, so a cash-on-delivery order still Pending is never shipped.
 */
export function canHandToCourier(order: { orderType: OrderType; status: OrderStatus }): boolean {
  return order.orderType === "order" && order.status === "confirmed";
}

/** A booked shipment may be cancelled until the courier has picked it up. */
export function canCancelShipment(order: { status: OrderStatus }, stage: ShipmentStage | null): boolean {
  return order.status === "confirmed" && (stage === null || BEFORE_COLLECTION.has(stage));
}

/** Stages the seller must act on: a failed delivery, a parcel coming back, a lost one. */
export const DELIVERY_PROBLEM_STAGES: readonly ShipmentStage[] = ["ndr", "rto", "rto_delivered", "exception"];
