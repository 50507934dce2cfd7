import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { ORDER_STATUSES, type OrderStatus } from "@pallu/domain";
import { z } from "zod";
import type { Queryable, Tx } from "../../db/client.js";
import { isUuid } from "../../lib/ids.js";
import { parseRows } from "../../lib/rows.js";
import { orderLines, orders, users } from "../../db/schema/index.js";
import { liveBuyingOptionsOf, type LiveBuyingOption } from "../catalogue/index.js";

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

const StatusCountSchema = z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() });

export function orderRepository(db: Queryable) {
  return {
    async findById(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    /** An order with its shopper's name and how to reach them, for the notices and bookings about it. */
    async findWithShopper(id: string) {
      const [row] = await db
        .select({ order: orders, fullname: users.fullname, email: users.email, phone: users.phone, whatsappOptIn: users.whatsappOptIn })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, id));
      return row;
    },

    /** A page of orders, and how many match (unless the caller knows already). */
    async page(
      where: SQL | undefined,
      limit: number,
      offset: number,
      options: { orderBy?: SQL[]; total?: number } = {},
    ): Promise<{ rows: OrderRow[]; total: number }> {
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(...(options.orderBy ?? [sql`${orders.createdAt} DESC NULLS LAST`, desc(orders.id)]))
          .limit(limit)
          .offset(offset),
        options.total ??
          db
            .select({ total: sql<number>`count(*)::int` })
            .from(orders)
            .where(where)
            .then(([count]) => count?.total ?? 0),
      ]);
      return { rows, total };
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

    /** The returns asked of these orders, cancelled ones too, newest first. */
    async returnsOf(orderIds: string[]): Promise<OrderRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orders)
        .where(and(inArray(orders.parentOrderId, orderIds), eq(orders.orderType, "return")))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },

    /** The live sizes of these products, for the exchange choices of a returnable order. */
    async sizesOf(productIds: string[]): Promise<Map<string, LiveBuyingOption[]>> {
      const bySize = new Map<string, LiveBuyingOption[]>();
      for (const row of await liveBuyingOptionsOf(db, [...new Set(productIds)])) {
        bySize.set(row.productId, [...(bySize.get(row.productId) ?? []), row]);
      }
      return bySize;
    },

    /**
     * How many orders match in each of these statuses, each counted no further than `cap` + 1.
     * Up to `cap` matches in all are counted in one pass; past that, each count walks its status's
     * index and stops, so a million orders cost no more than a thousand (an uncapped count reads
     * them all, 4.7 s a request at a million).
     */
    /**
     * Every order's count per status, from the rollup kept with each order change (the dashboard's),
     * capped as the desk's other counts are: twelve small sums instead of reading the orders.
     */
    async rolledUpCounts(cap: number): Promise<Map<OrderStatus, number>> {
      const rows = parseRows(
        StatusCountSchema,
        await db.execute(sql`SELECT status, sum(order_count)::int AS count FROM sales_rollup GROUP BY status HAVING sum(order_count) > 0`),
      );
      return new Map(rows.map((row) => [row.status, Math.min(row.count, cap + 1)]));
    },

    async statusCounts(where: SQL | undefined, statuses: readonly OrderStatus[], cap: number): Promise<Map<OrderStatus, number>> {
      if (statuses.length === 0) return new Map();
      // A search or a few days find few orders: one grouped count over them is exact and reads the search once.
      const few = parseRows(
        StatusCountSchema,
        await db.execute(sql`SELECT found.status, count(*)::int AS count FROM (
            SELECT ${orders.status} AS status FROM ${orders} ${where ? sql`WHERE ${where}` : sql``} LIMIT ${cap + 1}
          ) found GROUP BY found.status`),
      );
      if (few.reduce((sum, row) => sum + row.count, 0) <= cap) {
        return new Map(few.filter((row) => statuses.includes(row.status)).map((row) => [row.status, row.count]));
      }
      const listed = sql.join(statuses.map((status) => sql`(${status}::order_status)`), sql`, `);
      const rows = parseRows(
        StatusCountSchema,
        await db.execute(sql`SELECT s.status, (
            SELECT count(*)::int FROM (
              SELECT 1 FROM ${orders} WHERE ${orders.status} = s.status ${where ? sql`AND ${where}` : sql``} LIMIT ${cap + 1}
            ) capped
          ) AS count
          FROM (VALUES ${listed}) AS s(status)`),
      );
      return new Map(rows.filter((row) => row.count > 0).map((row) => [row.status, row.count]));
    },

    ownedBy: (userId: string) => eq(orders.userId, userId),
    ofType: (type: "order" | "return") => eq(orders.orderType, type),
    withStatus: (status: OrderStatus) => eq(orders.status, status),
    withId: (id: string) => (isUuid(id) ? eq(orders.id, id) : sql`false`),
    and,
  };
}

/** Locks an order row for the rest of the transaction. */
export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return row;
}
