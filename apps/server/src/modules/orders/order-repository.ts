import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { OrderStatus } from "@pallu/domain";
import type { Queryable } from "../../db/client.js";
import { isUuid } from "../../lib/ids.js";
import { orderLines, orders, users } from "../../db/schema/index.js";

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export function orderRepository(db: Queryable) {
  return {
    async findById(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    async page(where: SQL | undefined, limit: number, offset: number): Promise<{ rows: OrderRow[]; total: number }> {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(sql`${orders.createdAt} DESC NULLS LAST`, desc(orders.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(orders)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    linesOf(orderIds: string[]): Promise<OrderLineRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, orderIds))
        .orderBy(asc(orderLines.orderId), asc(orderLines.id));
    },

    async customersOf(userIds: string[]) {
      const unique = [...new Set(userIds)];
      if (unique.length === 0)
        return new Map<string, { _id: string; fullname: string; email: string | null; phone: string | null }>();
      const rows = await db
        .select({ _id: users.id, fullname: users.fullname, email: users.email, phone: users.phone })
        .from(users)
        .where(inArray(users.id, unique));
      return new Map(rows.map((row) => [row._id, row]));
    },

    async parentsWithOpenReturn(orderIds: string[]): Promise<Set<string>> {
      if (orderIds.length === 0) return new Set();
      const rows = await db
        .select({ parent: orders.parentOrderId })
        .from(orders)
        .where(and(inArray(orders.parentOrderId, orderIds), sql`${orders.status} <> 'cancelled'`));
      return new Set(rows.map((row) => row.parent!));
    },

    ownedBy: (userId: string) => eq(orders.userId, userId),
    ofType: (type: "order" | "return") => eq(orders.orderType, type),
    withStatus: (status: OrderStatus) => eq(orders.status, status),
    withId: (id: string) => (isUuid(id) ? eq(orders.id, id) : sql`false`),
    and,
  };
}
