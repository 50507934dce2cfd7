import { and, asc, inArray, isNull } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { buyingOptions } from "../../db/schema/index.js";

export type LiveBuyingOption = Awaited<ReturnType<typeof liveBuyingOptionsOf>>[number];

/** The live sizes of these products, each product's in its own order. */
export async function liveBuyingOptionsOf(db: Queryable, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: buyingOptions.id,
      productId: buyingOptions.productId,
      size: buyingOptions.size,
      originalPricePaise: buyingOptions.originalPricePaise,
      discountedPricePaise: buyingOptions.discountedPricePaise,
      stock: buyingOptions.stock,
    })
    .from(buyingOptions)
    .where(and(inArray(buyingOptions.productId, productIds), isNull(buyingOptions.deletedAt)))
    .orderBy(asc(buyingOptions.productId), asc(buyingOptions.position));
}
