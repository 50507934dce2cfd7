import { and, asc, eq, inArray, isNull, not, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { offeredServices, type ServiceOffer } from "@pallu/domain";
import { buyingOptions, categories, products } from "../../db/schema/index.js";
import { isUuid } from "../../lib/ids.js";

/** A live size of a live product, with everything a cart line or an order line needs. */
export type PurchasableBuyingOption = {
  id: string;
  productId: string;
  categoryId: string | null;
  name: string;
  description: string;
  image: string | null;
  size: string;
  originalPricePaise: number;
  discountedPricePaise: number;
  stock: number;
  isCod: boolean;
  /** A one-off piece: never more than one to a cart or an order. */
  oneOfAKind: boolean;
  hsnCode: string | null;
  gstRate: number | null;
  /** A piece's packed weight; a product without one cannot be shipped abroad. */
  weightGrams: number | null;
  /** The services offered with it: the product's own, else its category's. */
  services: ServiceOffer[];
  /** Sold beyond its stock, made in this many working days; null when it is not. */
  madeToOrderDays: number | null;
  /** A pre-order's launch day. */
  availableFrom: string | null;
};

// A size a shopper can buy: neither it nor its product deleted, and the product shown in the shop.
const purchasable = () => and(isNull(buyingOptions.deletedAt), isNull(products.deletedAt), not(products.hidden));

/** A product a shopper can buy (shown, with a size that can be bought) and its category, in one query. */
export async function findPurchasableProduct(
  db: Queryable,
  productId: string,
): Promise<{ productId: string; categoryId: string | null } | undefined> {
  if (!isUuid(productId)) return undefined;
  const [row] = await db
    .select({ productId: products.id, categoryId: products.categoryId })
    .from(buyingOptions)
    .innerJoin(products, eq(products.id, buyingOptions.productId))
    .where(and(eq(products.id, productId), purchasable()))
    .limit(1);
  return row;
}

/** Looks up many sizes in one query; unknown ids, deleted sizes and deleted products are simply absent. */
export async function findPurchasableBuyingOptions(
  db: Queryable,
  buyingOptionIds: string[],
): Promise<Map<string, PurchasableBuyingOption>> {
  const ids = [...new Set(buyingOptionIds.filter(isUuid))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: buyingOptions.id,
      productId: products.id,
      categoryId: products.categoryId,
      name: products.name,
      description: products.description,
      image: sql<string | null>`(SELECT pi.url FROM product_images pi WHERE pi.product_id = ${products.id} ORDER BY pi.position LIMIT 1)`,
      size: buyingOptions.size,
      originalPricePaise: buyingOptions.originalPricePaise,
      discountedPricePaise: buyingOptions.discountedPricePaise,
      stock: buyingOptions.stock,
      isCod: products.isCod,
      oneOfAKind: products.oneOfAKind,
      hsnCode: products.hsnCode,
      gstRate: products.gstRate,
      weightGrams: products.weightGrams,
      ownServices: products.services,
      categoryServices: categories.services,
      madeToOrderDays: products.madeToOrderDays,
      availableFrom: products.availableFrom,
    })
    .from(buyingOptions)
    .innerJoin(products, eq(products.id, buyingOptions.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(inArray(buyingOptions.id, ids), purchasable()));
  return new Map(
    rows.map(({ ownServices, categoryServices, ...row }) => [row.id, { ...row, services: offeredServices(ownServices, categoryServices) }]),
  );
}

/** The first live size of each product, for lines that name a product but no size. */
export async function findFirstBuyingOptions(db: Queryable, productIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(productIds.filter(isUuid))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([buyingOptions.productId], { productId: buyingOptions.productId, buyingOptionId: buyingOptions.id })
    .from(buyingOptions)
    .where(and(inArray(buyingOptions.productId, ids), isNull(buyingOptions.deletedAt)))
    .orderBy(asc(buyingOptions.productId), asc(buyingOptions.position));
  return new Map(rows.map((row) => [row.productId, row.buyingOptionId]));
}
