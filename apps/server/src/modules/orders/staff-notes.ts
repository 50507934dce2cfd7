import type { StaffNote } from "@pallu/domain";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { customerStaffNotes, orders, orderStaffNotes, users } from "../../db/schema/index.js";
import { notFound } from "../../lib/app-error.js";
import { isUuid } from "../../lib/ids.js";

type NoteRow = { id: string; body: string; author: string | null; createdAt: Date };

const present = (row: NoteRow): StaffNote => ({ _id: row.id, body: row.body, author: row.author, createdAt: row.createdAt.toISOString() });

/**
 * The staff's own notes on an order and on a customer, oldest first. They are read only by these
 * back-office calls: no answer a shopper gets carries them.
 */
export function staffNotes(db: Queryable) {
  return {
    async ofOrder(orderId: string): Promise<StaffNote[]> {
      const rows = await db
        .select({ id: orderStaffNotes.id, body: orderStaffNotes.body, author: users.fullname, createdAt: orderStaffNotes.createdAt })
        .from(orderStaffNotes)
        .leftJoin(users, eq(users.id, orderStaffNotes.authorId))
        .where(eq(orderStaffNotes.orderId, orderId))
        .orderBy(asc(orderStaffNotes.createdAt), asc(orderStaffNotes.id));
      return rows.map(present);
    },

    async addToOrder(orderId: string, authorId: string, body: string, now: Date): Promise<void> {
      const [order] = isUuid(orderId) ? await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).limit(1) : [];
      if (!order) throw notFound("Order not found");
      await db.insert(orderStaffNotes).values({ orderId, authorId, body, createdAt: now });
    },

    async ofCustomer(userId: string): Promise<StaffNote[]> {
      const rows = await db
        .select({ id: customerStaffNotes.id, body: customerStaffNotes.body, author: users.fullname, createdAt: customerStaffNotes.createdAt })
        .from(customerStaffNotes)
        .leftJoin(users, eq(users.id, customerStaffNotes.authorId))
        .where(eq(customerStaffNotes.userId, userId))
        .orderBy(asc(customerStaffNotes.createdAt), asc(customerStaffNotes.id));
      return rows.map(present);
    },

    async addToCustomer(userId: string, authorId: string, body: string, now: Date): Promise<void> {
      const [customer] = isUuid(userId)
        ? await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).limit(1)
        : [];
      if (!customer) throw notFound("Customer not found");
      await db.insert(customerStaffNotes).values({ userId, authorId, body, createdAt: now });
    },
  };
}
