import {
  canMoveWorkOrder,
  indiaDate,
  isWorkOrderDone,
  SERVICE_MESSAGES,
  servicesNeedMeasurements,
  serviceLeadDays,
  WORK_ORDER_STAGE_LABELS,
  workingDaysAfter,
  type WorkOrderStage,
  type WorkOrderWire,
} from "@pallu/domain";
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client.js";
import { orderLines, orders, users, workOrders } from "../../db/schema/index.js";
import { conflict, invalid, notFound } from "../../lib/app-error.js";
import { isUuid } from "../../lib/ids.js";
import { orderReached, type TransitionEffect } from "../../lib/order-transition.js";
import { queueTailoringNotice } from "../notifications/index.js";
import { measurementSnapshotOf } from "./measurement-profiles.js";

/**
 * The tailoring desk's side of an order's life: placing an order opens a work order for each
 * piece to be stitched to measurements, and an order cannot ship while one of them is not Ready.
 */
export const tailoringOnTransition: TransitionEffect = {
  name: "tailoring",
  async run(transition) {
    const { tx, before, after, lines, now } = transition;
    if (after.orderType !== "order") return;
    if (before === null) {
      const stitched = lines.filter((line) => servicesNeedMeasurements(line.services));
      if (stitched.length === 0) return;
      await tx.insert(workOrders).values(
        stitched.map((line) => ({
          orderId: after.id,
          orderLineId: line.id,
          stage: line.measurements ? ("measurementsReceived" as const) : ("awaitingMeasurements" as const),
          dueDate: workingDaysAfter(now, serviceLeadDays(line.services) + line.madeToOrderQuantity),
          createdAt: now,
          updatedAt: now,
        })),
      );
      return;
    }
    if (orderReached(transition, "shipped")) {
      const waiting = await piecesStillWithTheTailor(tx, after.id);
      if (waiting > 0) throw conflict(SERVICE_MESSAGES.notReady(waiting));
    }
  },
};

/** How many of an order's pieces the tailor has not finished (short of Ready): the parcel waits for them. */
export async function piecesStillWithTheTailor(db: Queryable, orderId: string): Promise<number> {
  const stages = await db.select({ stage: workOrders.stage }).from(workOrders).where(eq(workOrders.orderId, orderId));
  return stages.filter((row) => !isWorkOrderDone(row.stage)).length;
}

/** What the desk does once an order's last piece is Ready: the parcel can be booked with the courier now. */
export type WhenOrderTailored = (tx: Queryable, orderId: string, at: Date) => Promise<void>;

type DeskRow = {
  workOrder: typeof workOrders.$inferSelect;
  line: typeof orderLines.$inferSelect;
  publicOrderId: string;
  customerName: string;
};

function presentWorkOrder(row: DeskRow): WorkOrderWire {
  const { workOrder, line } = row;
  return {
    _id: workOrder.id,
    orderId: workOrder.orderId,
    publicOrderId: row.publicOrderId,
    orderLineId: line.id,
    productName: line.name,
    size: line.size,
    services: line.services.map((service) => ({ name: service.name, styleName: service.styleName, styleImage: service.styleImage ?? null })),
    stage: workOrder.stage,
    dueDate: workOrder.dueDate,
    customerName: row.customerName,
    measurements: line.measurements
      ? { name: line.measurements.name, unit: line.measurements.unit, measurements: line.measurements.measurements as Record<string, number> }
      : null,
    remindedAt: workOrder.remindedAt?.toISOString() ?? null,
    updatedAt: workOrder.updatedAt.toISOString(),
  };
}

async function deskRows(db: Queryable, where: SQL | undefined): Promise<DeskRow[]> {
  return db
    .select({ workOrder: workOrders, line: orderLines, publicOrderId: orders.publicOrderId, customerName: users.fullname })
    .from(workOrders)
    .innerJoin(orderLines, eq(orderLines.id, workOrders.orderLineId))
    .innerJoin(orders, eq(orders.id, workOrders.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(inArray(orders.status, ["pending", "confirmed"]), where))
    .orderBy(asc(workOrders.dueDate), asc(workOrders.createdAt))
    .limit(500);
}

async function oneRow(db: Queryable, workOrderId: string): Promise<DeskRow> {
  if (!isUuid(workOrderId)) throw notFound("Work order not found");
  const [row] = await db
    .select({ workOrder: workOrders, line: orderLines, publicOrderId: orders.publicOrderId, customerName: users.fullname })
    .from(workOrders)
    .innerJoin(orderLines, eq(orderLines.id, workOrders.orderLineId))
    .innerJoin(orders, eq(orders.id, workOrders.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(workOrders.id, workOrderId))
    .limit(1);
  if (!row) throw notFound("Work order not found");
  return row;
}

/** The back office's tailoring desk: the pieces to stitch, soonest due first, and their stages. */
export function tailoringDesk(db: Db, now: () => Date, whenOrderTailored: WhenOrderTailored) {
  return {
    async list(stage?: WorkOrderStage): Promise<WorkOrderWire[]> {
      return (await deskRows(db, stage ? eq(workOrders.stage, stage) : undefined)).map(presentWorkOrder);
    },

    async one(workOrderId: string): Promise<WorkOrderWire> {
      return presentWorkOrder(await oneRow(db, workOrderId));
    },

    /** One stage on (or back); reaching Ready tells the shopper her blouse is done. */
    async move(workOrderId: string, to: WorkOrderStage): Promise<WorkOrderWire> {
      return db.transaction(async (tx) => {
        const row = await oneRow(tx, workOrderId);
        const from = row.workOrder.stage;
        if (from === "awaitingMeasurements") throw conflict("The tailor is still waiting for this customer's measurements");
        if (!canMoveWorkOrder(from, to)) {
          throw invalid(`A work order at ${WORK_ORDER_STAGE_LABELS[from]} can only move to the next stage or back one`);
        }
        const at = now();
        const [moved] = await tx
          .update(workOrders)
          .set({ stage: to, updatedAt: at })
          .where(and(eq(workOrders.id, workOrderId), eq(workOrders.stage, from)))
          .returning();
        if (!moved) throw conflict("This work order was moved meanwhile; please refresh");
        if (to === "ready") {
          const { orderId } = row.workOrder;
          await queueTailoringNotice(tx, { kind: "blouseReady", orderId, pieceName: row.line.name }, `${workOrderId}:ready`);
          if ((await piecesStillWithTheTailor(tx, orderId)) === 0) await whenOrderTailored(tx, orderId, at);
        }
        return presentWorkOrder({ ...row, workOrder: moved });
      });
    },

    /** Asks the shopper again for the measurements she promised to send; at most once a day. */
    async remind(workOrderId: string): Promise<WorkOrderWire> {
      return db.transaction(async (tx) => {
        const row = await oneRow(tx, workOrderId);
        if (row.workOrder.stage !== "awaitingMeasurements") throw conflict("This customer's measurements have already arrived");
        const at = now();
        await queueTailoringNotice(
          tx,
          { kind: "measurementsReminder", orderId: row.workOrder.orderId, pieceName: row.line.name, dueDate: row.workOrder.dueDate },
          `${workOrderId}:remind:${indiaDate(at)}`,
        );
        const [moved] = await tx.update(workOrders).set({ remindedAt: at }).where(eq(workOrders.id, workOrderId)).returning();
        return presentWorkOrder({ ...row, workOrder: moved! });
      });
    },

    /** The shopper sends the measurements she promised: a copy goes on her order line, and the tailor may start. */
    async receiveMeasurements(userId: string, orderId: string, orderLineId: string, profileId: string): Promise<void> {
      if (!isUuid(orderId) || !isUuid(orderLineId)) throw notFound("Order not found");
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ workOrder: workOrders })
          .from(workOrders)
          .innerJoin(orders, eq(orders.id, workOrders.orderId))
          .where(and(eq(workOrders.orderLineId, orderLineId), eq(workOrders.orderId, orderId), eq(orders.userId, userId)))
          .limit(1);
        if (!row) throw notFound("Order not found");
        if (row.workOrder.stage !== "awaitingMeasurements") throw conflict("The tailor already has measurements for this piece");
        const snapshot = await measurementSnapshotOf(tx, userId, profileId);
        const at = now();
        await tx.update(orderLines).set({ measurements: snapshot }).where(eq(orderLines.id, orderLineId));
        await tx.update(workOrders).set({ stage: "measurementsReceived", updatedAt: at }).where(eq(workOrders.id, row.workOrder.id));
      });
    },
  };
}
