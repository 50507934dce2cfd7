import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { shipments } from "../../db/schema/index.js";

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentPatch = Partial<Omit<typeof shipments.$inferInsert, "orderId">>;

export async function shipmentOf(db: Queryable, orderId: string, lock = false): Promise<ShipmentRow | undefined> {
  const query = db.select().from(shipments).where(eq(shipments.orderId, orderId));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** Creates the order's shipment row or changes it. */
export async function saveShipment(
  db: Queryable,
  orderId: string,
  patch: ShipmentPatch & { stage: ShipmentRow["stage"] },
  now: Date,
): Promise<void> {
  await db
    .insert(shipments)
    .values({ orderId, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: shipments.orderId, set: { ...patch, updatedAt: now } });
}

export async function forgetShipment(db: Queryable, orderId: string): Promise<void> {
  await db.delete(shipments).where(eq(shipments.orderId, orderId));
}
