import { and, asc, gt, inArray, isNull, sql } from "drizzle-orm";
import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { categories, colours, pictureFetches, productImages, products } from "../../db/schema/index.js";
import { liveBuyingOptionsOf } from "../catalogue/index.js";

export type ExportedProduct = Awaited<ReturnType<ReturnType<typeof catalogueFileRepository>["productPage"]>>[number];

/** The reads of catalogue files: products a page at a time for an export, and what an import looks up by name and handle. */
export function catalogueFileRepository(db: Queryable) {
  return {
    /** Live products after `afterId` in id order, with their category's and colour's names. */
    async productPage(afterId: string | null, limit: number) {
      return db
        .select({
          id: products.id,
          handle: products.handle,
          name: products.name,
          description: products.description,
          category: categories.name,
          colour: colours.name,
          location: products.location,
          details: products.details,
          isCod: products.isCod,
          hsnCode: products.hsnCode,
          gstRate: products.gstRate,
          weightGrams: products.weightGrams,
          lengthCm: products.lengthCm,
          breadthCm: products.breadthCm,
          heightCm: products.heightCm,
          hidden: products.hidden,
          fabric: products.fabric,
          weave: products.weave,
          region: products.region,
          occasion: products.occasion,
          sareeLengthCm: products.sareeLengthCm,
          blousePiece: products.blousePiece,
          oneOfAKind: products.oneOfAKind,
          services: products.services,
          madeToOrderDays: products.madeToOrderDays,
          availableFrom: products.availableFrom,
        })
        .from(products)
        .leftJoin(categories, eq(categories.id, products.categoryId))
        .leftJoin(colours, eq(colours.id, products.colourId))
        .where(and(isNull(products.deletedAt), afterId ? gt(products.id, afterId) : undefined))
        .orderBy(asc(products.id))
        .limit(limit);
    },

    optionsOf: (productIds: string[]) => liveBuyingOptionsOf(db, productIds),

    async imagesOf(productIds: string[]) {
      if (productIds.length === 0) return [];
      return db
        .select({ productId: productImages.productId, url: productImages.url })
        .from(productImages)
        .where(inArray(productImages.productId, productIds))
        .orderBy(asc(productImages.productId), asc(productImages.position));
    },

    /** Products with these handles, deleted ones too (a handle stays taken), with what a file may leave out and keep. */
    async productsByHandle(handles: string[]) {
      if (handles.length === 0) return [];
      return db
        .select({
          id: products.id,
          handle: products.handle,
          deleted: products.deletedAt,
          madeToOrderDays: products.madeToOrderDays,
          availableFrom: products.availableFrom,
        })
        .from(products)
        .where(inArray(products.handle, handles));
    },

    async categoryIdsByName(): Promise<Map<string, string>> {
      const rows = await db.select({ id: categories.id, name: categories.name }).from(categories);
      return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
    },

    /** A category an import names and the shop lacks: placed last, without a picture until the seller gives one. */
    async createCategory(name: string): Promise<string> {
      const [row] = await db
        .insert(categories)
        .values({ name, position: sql`(SELECT COALESCE(max(position) + 1, 0) FROM categories)` })
        .returning({ id: categories.id });
      return row!.id;
    },

    async queuePictures(
      importId: string,
      productId: string,
      publish: boolean,
      pictures: { url: string; line: number }[],
    ): Promise<void> {
      if (pictures.length === 0) return;
      await db
        .insert(pictureFetches)
        .values(pictures.map((picture, position) => ({ importId, productId, position, publish, ...picture })));
    },

    async colourIdsByName(): Promise<Map<string, string>> {
      const rows = await db.select({ id: colours.id, name: colours.name }).from(colours);
      return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
    },
  };
}

export type CatalogueFileRepository = ReturnType<typeof catalogueFileRepository>;
