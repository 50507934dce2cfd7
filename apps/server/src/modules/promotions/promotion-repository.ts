import { and, desc, eq, inArray, isNull, ne, notInArray, or, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { orders, paymentIntents, promotions, promotionUses, type PromotionRow } from "../../db/schema/index.js";

export type PromotionValues = Omit<
  typeof promotions.$inferInsert,
  "id" | "timesUsed" | "deletedAt" | "createdAt" | "updatedAt"
>;

/** Usage of a promotion over the orders that used it and still stand. */
export type PromotionUsage = { ordersCount: number; discountPaise: number; revenuePaise: number };

const NOT_STANDING = ["cancelled"] as const;

/** A shopper's orders that stand (not cancelled), besides the one being placed: "first order only" reads it. */
export async function standingOrderCount(db: Queryable, userId: string, exceptOrderId?: string): Promise<number> {
  return db.$count(
    orders,
    and(
      eq(orders.userId, userId),
      eq(orders.orderType, "order"),
      ne(orders.status, "cancelled"),
      ...(exceptOrderId ? [ne(orders.id, exceptOrderId)] : []),
    ),
  );
}

/**
 * A shopper's open online payments, besides the one given, that hold a first-order-only offer: each
 * may still become her first order, so no other checkout may claim a first-order offer meanwhile.
 */
export async function firstOrderOffersHeldElsewhere(db: Queryable, userId: string, exceptIntentId?: string): Promise<number> {
  const [row] = await db
    .select({ held: sql<number>`count(*)::int` })
    .from(promotionUses)
    .innerJoin(promotions, eq(promotions.id, promotionUses.promotionId))
    .innerJoin(paymentIntents, eq(paymentIntents.id, promotionUses.paymentIntentId))
    .where(
      and(
        eq(promotionUses.userId, userId),
        isNull(promotionUses.releasedAt),
        isNull(promotionUses.orderId),
        eq(promotions.firstOrderOnly, true),
        eq(paymentIntents.status, "created"),
        ...(exceptIntentId ? [ne(paymentIntents.id, exceptIntentId)] : []),
      ),
    );
  return Number(row?.held ?? 0);
}

export function promotionRepository(db: Queryable) {
  const live = isNull(promotions.deletedAt);
  return {
    /** Every promotion not deleted, newest first; codes made in bulk are counted with their promotion instead. */
    async list(): Promise<PromotionRow[]> {
      return db
        .select()
        .from(promotions)
        .where(and(live, isNull(promotions.batchOf)))
        .orderBy(desc(promotions.createdAt), desc(promotions.id));
    },

    async findLive(id: string): Promise<PromotionRow | undefined> {
      const [row] = await db
        .select()
        .from(promotions)
        .where(and(eq(promotions.id, id), live));
      return row;
    },

    /** What a checkout may use: the automatic offers and the promotion of the code given, paused ones included (they answer "not valid"). */
    async forCheckout(code: string | null): Promise<PromotionRow[]> {
      return db
        .select()
        .from(promotions)
        .where(and(live, code ? or(isNull(promotions.code), eq(promotions.code, code)) : isNull(promotions.code)));
    },

    async insert(values: PromotionValues): Promise<PromotionRow> {
      const [row] = await db.insert(promotions).values(values).returning();
      return row!;
    },

    async update(id: string, values: PromotionValues, now: Date): Promise<PromotionRow | undefined> {
      const [row] = await db
        .update(promotions)
        .set({ ...values, updatedAt: now })
        .where(and(eq(promotions.id, id), live))
        .returning();
      return row;
    },

    async softDelete(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(promotions)
        .set({ deletedAt: now, active: false, updatedAt: now })
        .where(and(eq(promotions.id, id), live))
        .returning({ id: promotions.id });
      return rows.length > 0;
    },

    /**
     * Orders, discount and revenue per promotion, over the orders that used it and were not
     * cancelled; a promotion's figures include those of its batch of codes.
     */
    async usageOf(ids: string[]): Promise<Map<string, PromotionUsage>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          promotionId: promotionUses.promotionId,
          batchOf: promotions.batchOf,
          ordersCount: sql<number>`count(*)::int`,
          discountPaise: sql<string | number>`coalesce(sum(${promotionUses.discountPaise}), 0)`,
          revenuePaise: sql<string | number>`coalesce(sum(${orders.totalPaise}), 0)`,
        })
        .from(promotionUses)
        .innerJoin(orders, eq(orders.id, promotionUses.orderId))
        .innerJoin(promotions, eq(promotions.id, promotionUses.promotionId))
        .where(
          and(
            or(inArray(promotionUses.promotionId, ids), inArray(promotions.batchOf, ids)),
            isNull(promotionUses.releasedAt),
            notInArray(orders.status, [...NOT_STANDING]),
          ),
        )
        .groupBy(promotionUses.promotionId, promotions.batchOf);
      const asked = new Set(ids);
      const usage = new Map<string, PromotionUsage>();
      for (const row of rows) {
        const id = asked.has(row.promotionId) ? row.promotionId : (row.batchOf ?? row.promotionId);
        const sum = usage.get(id) ?? { ordersCount: 0, discountPaise: 0, revenuePaise: 0 };
        usage.set(id, {
          ordersCount: sum.ordersCount + Number(row.ordersCount),
          discountPaise: sum.discountPaise + Number(row.discountPaise),
          revenuePaise: sum.revenuePaise + Number(row.revenuePaise),
        });
      }
      return usage;
    },

    /** What the engine knows of a shopper: orders placed and not cancelled, and uses of each promotion still counted. */
    async shopperFacts(userId: string): Promise<{ priorOrderCount: number; usesByPromotion: Record<string, number> }> {
      const priorOrderCount = await standingOrderCount(db, userId);
      const uses = await db
        .select({ promotionId: promotionUses.promotionId, uses: sql<number>`count(*)::int` })
        .from(promotionUses)
        .where(and(eq(promotionUses.userId, userId), isNull(promotionUses.releasedAt)))
        .groupBy(promotionUses.promotionId);
      return {
        priorOrderCount,
        usesByPromotion: Object.fromEntries(uses.map((row) => [row.promotionId, Number(row.uses)])),
      };
    },
  };
}
