import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { orders, promotions, promotionUses, type PromotionRow } from "../../db/schema/index.js";
import type { PromotionValues } from "./promotion-repository.js";

/** A batch's size and use: live codes, those with a use that stands, and the uses themselves. */
export type BatchTotals = { total: number; used: number; timesUsed: number };

/** The rules a batch member copies from its promotion; its own code and limits stay its own. */
export type BatchRules = Omit<PromotionValues, "code" | "usageLimit" | "perCustomerLimit" | "batchOf">;

/** One code of a batch as the seller hands it out: used or not, and the order that used it. */
export type BatchCode = { code: string; used: boolean; orderNumber: string | null };

/** The single-use codes made in bulk for a coupon promotion (rows whose `batch_of` is that promotion). */
export function promotionBatchRepository(db: Queryable) {
  const memberOf = (id: string) => and(eq(promotions.batchOf, id), isNull(promotions.deletedAt));
  return {
    /** The promotion, locked until the transaction ends, so two batch requests for it take turns. */
    async lockLive(id: string): Promise<PromotionRow | undefined> {
      const [row] = await db
        .select()
        .from(promotions)
        .where(and(eq(promotions.id, id), isNull(promotions.deletedAt)))
        .for("update");
      return row;
    },

    async liveCount(id: string): Promise<number> {
      return db.$count(promotions, memberOf(id));
    },

    /** Inserts the codes no live promotion holds yet; answers the codes inserted. */
    async insertFree(rows: PromotionValues[]): Promise<string[]> {
      if (rows.length === 0) return [];
      const inserted = await db
        .insert(promotions)
        .values(rows)
        .onConflictDoNothing()
        .returning({ code: promotions.code });
      return inserted.flatMap((row) => (row.code ? [row.code] : []));
    },

    async applyRules(id: string, rules: BatchRules, now: Date): Promise<void> {
      await db
        .update(promotions)
        .set({ ...rules, updatedAt: now })
        .where(memberOf(id));
    },

    async softDeleteMembers(id: string, now: Date): Promise<void> {
      await db.update(promotions).set({ deletedAt: now, active: false, updatedAt: now }).where(memberOf(id));
    },

    /** Each promotion's batch: its live codes, how many have a use that stands, and those uses. */
    async totalsOf(ids: string[]): Promise<Map<string, BatchTotals>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          batchOf: promotions.batchOf,
          total: sql<number>`count(*)::int`,
          used: sql<number>`(count(*) FILTER (WHERE ${promotions.timesUsed} > 0))::int`,
          timesUsed: sql<number>`coalesce(sum(${promotions.timesUsed}), 0)::int`,
        })
        .from(promotions)
        .where(and(inArray(promotions.batchOf, ids), isNull(promotions.deletedAt)))
        .groupBy(promotions.batchOf);
      return new Map(
        rows.flatMap((row) =>
          row.batchOf
            ? [[row.batchOf, { total: Number(row.total), used: Number(row.used), timesUsed: Number(row.timesUsed) }]]
            : [],
        ),
      );
    },

    /** The live codes of a batch in code order, each with the order that holds its use, if any. */
    async codesOf(id: string): Promise<BatchCode[]> {
      const rows = await db
        .select({
          code: promotions.code,
          timesUsed: promotions.timesUsed,
          orderNumber: orders.publicOrderId,
        })
        .from(promotions)
        .leftJoin(promotionUses, and(eq(promotionUses.promotionId, promotions.id), isNull(promotionUses.releasedAt)))
        .leftJoin(orders, eq(orders.id, promotionUses.orderId))
        .where(memberOf(id))
        .orderBy(asc(promotions.code));
      return rows.flatMap((row) =>
        row.code ? [{ code: row.code, used: row.timesUsed > 0, orderNumber: row.orderNumber ?? null }] : [],
      );
    },
  };
}
