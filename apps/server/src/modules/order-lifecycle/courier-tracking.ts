import { statusToWire, type OrderStatus, type ShipmentStage } from "@pallu/domain";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { AppDeps } from "../../app-deps.js";
import type { Tx } from "../../db/client.js";
import { orders } from "../../db/schema/index.js";
import {
  trackingMeaningOf,
  trackingTimeOf,
  type TrackingMeaning,
} from "../../integrations/shiprocket/tracking-statuses.js";
import { changeStatus } from "./order-status-change.js";
import { lockOrder } from "../orders/index.js";
import { settleRefund } from "./refunds.js";
import { closeReturnedToOrigin } from "./return-to-origin.js";
import type { OrderRow } from "../orders/index.js";
import { sellerIdentity, type SellerIdentity } from "../invoices/index.js";
import { queueDeliveryFailedNotice, queueOutForDeliveryNotice } from "../notifications/index.js";
import { recordHistory, SHIPROCKET, trackingText } from "../orders/index.js";
import { saveShipment, shipmentOf, type ShipmentRow } from "../shipping/index.js";

const id = z.union([z.string().max(64), z.number()]).transform(String);

/** Shiprocket's tracking webhook body: the fields the shop reads; the rest is kept out. */
export const TrackingEventSchema = z
  .object({
    order_id: id.optional(),
    sr_order_id: id.optional(),
    awb: id.optional(),
    courier_name: z.string().max(80).optional(),
    // Shiprocket's test call from its panel may carry no status: it is answered, and changes nothing.
    current_status: z.string().max(80).default(""),
    current_status_id: z.coerce.number().int().optional(),
    shipment_status_id: z.coerce.number().int().optional(),
    current_timestamp: z.string().max(40).optional(),
    scans: z
      .array(
        z
          .object({
            date: z.string().max(40).optional(),
            activity: z.string().max(300).optional(),
            location: z.string().max(200).optional(),
          })
          .loose(),
      )
      .max(500)
      .optional(),
  })
  .loose();
export type TrackingEvent = z.infer<typeof TrackingEventSchema>;

/** How far along a parcel is: news of an earlier stage never moves it back. A failed attempt and a new one are level. */
const STAGE_RANK: Record<ShipmentStage, number> = {
  booked: 0,
  awb: 1,
  pickup: 2,
  in_transit: 3,
  out_for_delivery: 4,
  ndr: 4,
  exception: 5,
  rto: 6,
  delivered: 7,
  rto_delivered: 8,
};

/** Every meaning but delivery is news of a parcel the courier holds: a confirmed order is shipped by then. */
const SHIPPED_BY: ReadonlySet<TrackingMeaning> = new Set([
  "in_transit",
  "out_for_delivery",
  "ndr",
  "rto",
  "rto_delivered",
  "exception",
  "delivered",
]);

async function findOrder(tx: Tx, event: TrackingEvent): Promise<OrderRow | undefined> {
  const byNumber = event.order_id
    ? await tx.select({ id: orders.id }).from(orders).where(eq(orders.publicOrderId, event.order_id))
    : [];
  const byAwb =
    !byNumber.length && event.awb
      ? await tx
          .select({ id: orders.id })
          .from(orders)
          .where(eq(sql`upper(${orders.awbCode})`, event.awb.toUpperCase()))
      : [];
  const found = byNumber[0] ?? byAwb[0];
  const order = found ? await lockOrder(tx, found.id) : undefined;
  return order?.orderType === "order" ? order : undefined;
}

/** The courier's reason for a failed attempt: its last scan's words, or the status itself. */
function reasonOf(event: TrackingEvent): string {
  const activity = event.scans?.at(-1)?.activity?.trim();
  return (activity || event.current_status).slice(0, 200);
}

/**
 * A parcel that came back to the shop (RTO delivered): recorded in the order's history. This is
 * the one place where the shop acts on a returned parcel (restocking it and closing the order).
 */
export async function recordReturnedToOrigin(
  tx: Tx,
  order: OrderRow,
  detail: string,
  at: { now: Date; seller: SellerIdentity | null },
): Promise<boolean> {
  await recordHistory(
    tx,
    order.id,
    SHIPROCKET,
    { event: "tracking", detail: `RTO delivered · the parcel is back at the shop${detail ? ` (${detail})` : ""}` },
    at.now,
  );
  // The parcel is back: the order closes, its pieces go back on the shelf, and the refusal counts against the phone.
  return (await closeReturnedToOrigin(tx, order.id, SHIPROCKET, at)).recorded;
}

/** Moves the order to Shipped, then Delivered, as far as the news goes; a step the order has passed is left. */
async function advanceOrder(
  tx: Tx,
  order: OrderRow,
  meaning: TrackingMeaning,
  now: Date,
  seller: SellerIdentity | null,
): Promise<OrderRow> {
  let current = order;
  const steps: OrderStatus[] = [];
  if (SHIPPED_BY.has(meaning) && current.status === "confirmed") steps.push("shipped");
  if (meaning === "delivered" && (current.status === "shipped" || steps.length)) steps.push("delivered");
  for (const to of steps) current = await changeStatus(tx, current, { to }, now, seller, { by: SHIPROCKET });
  return current;
}

/** What a tracking event tells the shopper and the order's history, beyond a change of status. */
const NOTHING_RETURNED = { returnedToOrigin: false };

async function recordNews(
  tx: Tx,
  order: OrderRow,
  meaning: TrackingMeaning,
  previous: ShipmentRow | undefined,
  event: TrackingEvent,
  at: Date,
  now: Date,
  seller: SellerIdentity | null,
): Promise<{ returnedToOrigin: boolean }> {
  const entered = previous?.stage !== meaning;
  const note = (detail: string) => recordHistory(tx, order.id, SHIPROCKET, { event: "tracking", detail }, now);
  switch (meaning) {
    case "out_for_delivery":
      await note("Out for delivery");
      await queueOutForDeliveryNotice(tx, order.id, at.toISOString());
      return NOTHING_RETURNED;
    case "ndr": {
      const attempt = (previous?.failedAttempts ?? 0) + 1;
      await note(`Delivery failed (attempt ${attempt}): ${reasonOf(event)}`);
      await queueDeliveryFailedNotice(tx, order.id, reasonOf(event), String(attempt));
      return NOTHING_RETURNED;
    }
    case "rto":
      if (entered) await note(`Returning to the shop (RTO) · ${event.current_status}`);
      return NOTHING_RETURNED;
    case "rto_delivered":
      return { returnedToOrigin: entered && (await recordReturnedToOrigin(tx, order, event.current_status, { now, seller })) };
    case "exception":
      if (entered) await note(`Courier reports: ${event.current_status}`);
      return NOTHING_RETURNED;
    default:
      return NOTHING_RETURNED;
  }
}

/**
 * A tracking update (its token already checked by the route). Replay-safe: an event already
 * applied, or older than the last one applied, changes nothing; news of an earlier stage never
 * moves the order or its parcel back. AWB and courier are only filled in, never overwritten.
 */
export async function handleTrackingEvent(deps: AppDeps, event: TrackingEvent): Promise<string> {
  if (!event.current_status.trim()) return "no status";
  const meaning = trackingMeaningOf(event.current_status_id ?? event.shipment_status_id, event.current_status);
  const at = trackingTimeOf(event.current_timestamp) ?? deps.now();
  const seller = await sellerIdentity(deps);
  let returnedOrder: string | undefined;
  const outcome = await deps.db.transaction(async (tx) => {
    const order = await findOrder(tx, event);
    if (!order) return "unknown order";
    // News of a shipment cancelled before this one was booked.
    if (event.sr_order_id && order.shippingOrderId && event.sr_order_id !== order.shippingOrderId)
      return "another shipment";
    const previous = await shipmentOf(tx, order.id, true);
    if (previous?.trackingAt) {
      const last = previous.trackingAt.getTime();
      if (at.getTime() < last) return "stale";
      if (at.getTime() === last && previous.trackingStatus === event.current_status) return "replay";
    }
    const fill = {
      ...(event.awb && !order.awbCode ? { awbCode: event.awb } : {}),
      ...(event.courier_name && !order.courier ? { courier: event.courier_name } : {}),
    };
    let current: OrderRow = { ...order, ...fill };
    if (Object.keys(fill).length) {
      await tx.update(orders).set(fill).where(eq(orders.id, order.id));
      await recordHistory(
        tx,
        order.id,
        SHIPROCKET,
        { event: "tracking", detail: trackingText(current.courier, current.awbCode) },
        deps.now(),
      );
    }
    const forward = meaning !== undefined && (!previous || STAGE_RANK[meaning] >= STAGE_RANK[previous.stage]);
    await saveShipment(
      tx,
      order.id,
      {
        stage: forward ? meaning : (previous?.stage ?? "booked"),
        trackingAt: at,
        trackingStatus: event.current_status,
        trackingStatusId: event.current_status_id ?? event.shipment_status_id ?? null,
        ...(forward && meaning === "ndr"
          ? { problem: reasonOf(event), failedAttempts: (previous?.failedAttempts ?? 0) + 1 }
          : {}),
        ...(forward && meaning === "delivered" ? { problem: null } : {}),
      },
      deps.now(),
    );
    if (!forward) return meaning ? `ignored: ${statusToWire(current.status)}` : "recorded";
    if (current.status === "cancelled" || current.status === "delivered") {
      if (meaning !== "rto" && meaning !== "rto_delivered") return `ignored: ${statusToWire(current.status)}`;
    }
    current = await advanceOrder(tx, current, meaning, deps.now(), seller);
    const news = meaning === "ndr" || meaning === "out_for_delivery" || previous?.stage !== meaning;
    if (!news && current.status === order.status) return "no change";
    const { returnedToOrigin } = await recordNews(tx, current, meaning, previous, event, at, deps.now(), seller);
    if (returnedToOrigin) returnedOrder = order.id;
    return statusToWire(returnedToOrigin ? "cancelled" : current.status);
  });
  // A prepaid parcel that came back is refunded once the change is kept, as any cancellation is.
  if (returnedOrder) await settleRefund(deps, returnedOrder, SHIPROCKET);
  return outcome;
}
