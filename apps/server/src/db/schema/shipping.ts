import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { ShipmentStage } from "@pallu/domain";
import { timestampTz, updatedAt } from "./columns.js";
import { orders } from "./orders.js";

/**
 * An order's parcel with the courier aggregator, beyond the ids and AWB kept on the order: the
 * pickup, the documents' addresses, and the last tracking news (to refuse replays and stale news).
 */
export const shipments = pgTable(
  "shipments",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    stage: text("stage").$type<ShipmentStage>().notNull(),
    courierId: integer("courier_id"),
    pickupRequestedAt: timestampTz("pickup_requested_at"),
    /** The day and time the courier said it would come, as Shiprocket wrote it. */
    pickupDate: text("pickup_date"),
    labelUrl: text("label_url"),
    manifestUrl: text("manifest_url"),
    trackingStatusId: integer("tracking_status_id"),
    trackingStatus: text("tracking_status"),
    /** When the courier's last applied event happened: older news is ignored. */
    trackingAt: timestampTz("tracking_at"),
    problem: text("problem"),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index("shipments_stage_idx").on(t.stage, t.updatedAt.desc())],
);
