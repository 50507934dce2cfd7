import type { LowStockSize } from "@pallu/domain";
import { and, asc, count, eq, isNull, lte, not } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { buyingOptions, products } from "../../db/schema/index.js";

const LOW_STOCK_SHOWN = 20;

/** Sizes of live products at or below the seller's low-stock threshold, fewest pieces first; one-off pieces are not listed. */
export async function lowStockSizes(
  db: Queryable,
  threshold: number,
): Promise<{ threshold: number; count: number; sizes: LowStockSize[] }> {
  const low = and(
    lte(buyingOptions.stock, threshold),
    isNull(buyingOptions.deletedAt),
    isNull(products.deletedAt),
    not(products.hidden),
    // A one-off piece is never low: it is on sale or sold.
    not(products.oneOfAKind),
  );
  const [sizes, [total]] = await Promise.all([
    db
      .select({ _id: products.id, name: products.name, size: buyingOptions.size, stock: buyingOptions.stock })
      .from(buyingOptions)
      .innerJoin(products, eq(products.id, buyingOptions.productId))
      .where(low)
      .orderBy(asc(buyingOptions.stock), asc(products.name), asc(buyingOptions.position))
      .limit(LOW_STOCK_SHOWN),
    db
      .select({ count: count() })
      .from(buyingOptions)
      .innerJoin(products, eq(products.id, buyingOptions.productId))
      .where(low),
  ]);
  return { threshold, count: total?.count ?? 0, sizes };
}
