import { paiseToRupees, type OrderDiscount } from "@pallu/domain";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { promotions, promotionUses } from "../../db/schema/index.js";

/**
 * Every offer each order got when it was placed, by its code (or its title for an automatic offer)
 * and the amount it took off: the code first, then the automatic offers by title. A use given back when the order was
 * cancelled still shows: it is what the order was priced with.
 */
export async function discountsOfOrders(db: Queryable, orderIds: readonly string[]): Promise<Map<string, OrderDiscount[]>> {
  const byOrder = new Map<string, OrderDiscount[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: promotionUses.orderId,
      promotionId: promotionUses.promotionId,
      code: promotions.code,
      title: promotions.title,
      discountPaise: promotionUses.discountPaise,
    })
    .from(promotionUses)
    .innerJoin(promotions, eq(promotions.id, promotionUses.promotionId))
    .where(inArray(promotionUses.orderId, [...orderIds]))
    .orderBy(asc(sql`${promotions.code} IS NULL`), asc(promotions.title), asc(promotionUses.id));
  for (const row of rows) {
    const discount = { promotionId: row.promotionId, code: row.code, title: row.title, amount: paiseToRupees(row.discountPaise) };
    byOrder.set(row.orderId!, [...(byOrder.get(row.orderId!) ?? []), discount]);
  }
  return byOrder;
}
