import {
  statusToWire,
  type OrderHistoryEntry,
  type OrderHistoryEvent,
  type OrderStatus,
} from "@pallu/domain";
import { asc, inArray } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { orderHistory } from "../../db/schema/index.js";
import { recordAudit } from "../audit/index.js";

import type { OrderActor } from "../../lib/order-transition.js";

export type { OrderActor };

export const SHOP_JOB: OrderActor = { kind: "system" };
/** A person with an account: the shopper who owns an order, or an admin. */
export type PersonActor = { kind: "shopper" | "admin"; id: string; name?: string | null };

export const shopperActor = (id: string): PersonActor => ({ kind: "shopper", id });
export const adminActor = (admin: { id: string; fullname: string }): PersonActor => ({
  kind: "admin",
  id: admin.id,
  name: admin.fullname,
});
export const providerActor = (name: string): OrderActor => ({ kind: "provider", name });

export const SHIPROCKET = providerActor("Shiprocket");

/** A parcel's tracking as the history says it: "Delhivery · AWB 1234". */
export function trackingText(courier: string | null | undefined, awbCode: string | null | undefined): string | null {
  return [courier, awbCode && `AWB ${awbCode}`].filter(Boolean).join(" · ") || null;
}

export type HistoryChange = {
  event: OrderHistoryEvent;
  from?: OrderStatus | null;
  to?: OrderStatus | null;
  detail?: string | null;
};

/** Writes one change into the order's history, in the transaction that made it: the two stand or fall together. */
export async function recordHistory(
  db: Queryable,
  orderId: string,
  by: OrderActor,
  change: HistoryChange,
  at: Date,
): Promise<void> {
  await db.insert(orderHistory).values({
    orderId,
    at,
    actor: by.kind,
    actorId: by.id ?? null,
    actorName: by.name ?? null,
    event: change.event,
    fromStatus: change.from ?? null,
    toStatus: change.to ?? null,
    detail: change.detail ?? null,
  });
  // A step a member of staff took is also theirs in the audit log: the order's status before and after.
  if (by.kind === "admin") {
    await recordAudit(
      db,
      {
        action: `order.${change.to ?? change.event}`,
        object: { kind: "order", id: orderId },
        before: change.from ? { status: statusToWire(change.from) } : null,
        after: { ...(change.to ? { status: statusToWire(change.to) } : {}), event: change.event, ...(change.detail ? { detail: change.detail } : {}) },
      },
      at,
    );
  }
}

/** The orders' histories, oldest first; a shopper is not shown which admin acted. */
export async function historiesOf(
  db: Queryable,
  orderIds: string[],
  viewer: "shopper" | "admin",
): Promise<Map<string, OrderHistoryEntry[]>> {
  const histories = new Map<string, OrderHistoryEntry[]>();
  if (orderIds.length === 0) return histories;
  const rows = await db
    .select()
    .from(orderHistory)
    .where(inArray(orderHistory.orderId, orderIds))
    .orderBy(asc(orderHistory.seq));
  for (const row of rows) {
    const entry: OrderHistoryEntry = {
      at: row.at.toISOString(),
      by: row.actor,
      name: row.actor === "provider" || viewer === "admin" ? row.actorName : null,
      event: row.event,
      from: row.fromStatus ? statusToWire(row.fromStatus) : null,
      to: row.toStatus ? statusToWire(row.toStatus) : null,
      detail: row.detail,
    };
    const history = histories.get(row.orderId);
    if (history) history.push(entry);
    else histories.set(row.orderId, [entry]);
  }
  return histories;
}
