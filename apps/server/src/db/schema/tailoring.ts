import type { Measurements, MeasurementUnit, WorkOrderStage } from "@pallu/domain";
import { sql } from "drizzle-orm";
import { check, date, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, timestampTz, updatedAt } from "./columns.js";
import { orderLines, orders } from "./orders.js";
import { users } from "./users.js";

/** A shopper's named measurements ("Me", "Amma") that blouses are stitched to. */
export const measurementProfiles = pgTable(
  "measurement_profiles",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    unit: text("unit", { enum: ["in", "cm"] }).$type<MeasurementUnit>().notNull(),
    measurements: jsonb("measurements").$type<Measurements>().notNull(),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("measurement_profiles_user_name_unique").on(t.userId, sql`lower(${t.name})`)],
);

/**
 * One stitched piece on the tailoring desk: each order line with a service that needs
 * measurements gets one when the order is placed, and the order ships once all are Ready.
 */
export const workOrders = pgTable(
  "work_orders",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderLineId: uuid("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    stage: text("stage", {
      enum: ["awaitingMeasurements", "measurementsReceived", "cutting", "stitching", "ready", "packed"],
    })
      .$type<WorkOrderStage>()
      .notNull(),
    /** The day the piece must be Ready for the order to keep its delivery promise (India's day). */
    dueDate: date("due_date", { mode: "string" }).notNull(),
    /** When the shopper was last reminded to send her measurements. */
    remindedAt: timestampTz("reminded_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("work_orders_line_unique").on(t.orderLineId),
    index("work_orders_order_idx").on(t.orderId),
    index("work_orders_stage_due_idx").on(t.stage, t.dueDate),
    check("work_orders_stage_known", sql`${t.stage} IN ('awaitingMeasurements','measurementsReceived','cutting','stitching','ready','packed')`),
  ],
);
