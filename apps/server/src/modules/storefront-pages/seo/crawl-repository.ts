import { and, asc, count, eq, exists, gt, gte, isNull } from "drizzle-orm";
import type { Queryable } from "../../../db/client.js";
import { categories, productImages, products } from "../../../db/schema/index.js";

/** A product shoppers can open: not deleted, not a draft. */
const shown = and(isNull(products.deletedAt), eq(products.hidden, false));

/** What search engines are told of the catalogue: shown products and the categories that have some. */
export function crawlRepository(db: Queryable) {
  return {
    async countProducts(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(products).where(shown);
      return row?.total ?? 0;
    },

    /** The id a sitemap of products starts at: the one after `skipped` others in id order (only ids are read). */
    async productIdAfterSkipping(skipped: number): Promise<string | undefined> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(shown)
        .orderBy(asc(products.id))
        .offset(skipped)
        .limit(1);
      return row?.id;
    },

    /** Up to `limit` products in id order from `from` (included) or after `after`: keyset pages, never an offset. */
    async productsFrom(
      start: { from: string } | { after: string },
      limit: number,
    ): Promise<{ id: string; slug: string; updatedAt: Date }[]> {
      const boundary = "from" in start ? gte(products.id, start.from) : gt(products.id, start.after);
      return db
        .select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt })
        .from(products)
        .where(and(shown, boundary))
        .orderBy(asc(products.id))
        .limit(limit);
    },

    async categoriesWithProducts(): Promise<{ id: string; slug: string; updatedAt: Date }[]> {
      return db
        .select({ id: categories.id, slug: categories.slug, updatedAt: categories.updatedAt })
        .from(categories)
        .where(
          exists(
            db
              .select({ one: products.id })
              .from(products)
              .where(and(shown, eq(products.categoryId, categories.id))),
          ),
        )
        .orderBy(asc(categories.position), asc(categories.id));
    },

    /** A shown product's first picture: undefined for no such product, null for one without pictures. */
    async firstImageOf(productId: string): Promise<string | null | undefined> {
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(shown, eq(products.id, productId)));
      if (!product) return undefined;
      const [image] = await db
        .select({ url: productImages.url })
        .from(productImages)
        .where(eq(productImages.productId, productId))
        .orderBy(asc(productImages.position))
        .limit(1);
      return image?.url ?? null;
    },
  };
}
