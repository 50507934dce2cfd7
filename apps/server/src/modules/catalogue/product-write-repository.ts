import type { ServiceOffer } from "@pallu/domain";
import { rupeesToPaise, type BuyingOptionFields, type ProductAttributes } from "@pallu/domain";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Queryable } from "../../db/client.js";
import {
  buyingOptions,
  categories,
  colours,
  productImages,
  productSlugs,
  products,
  type ProductDetailRow,
} from "../../db/schema/index.js";
import { parseRows } from "../../lib/rows.js";

export type ProductValues = {
  name: string;
  /** Undefined keeps the product's slug; "" has the database make one from the name. */
  slug?: string;
  description: string;
  categoryId: string;
  colourId: string | null;
  location: string | null;
  details: ProductDetailRow[];
  isCod: boolean;
  sizeOption: boolean;
  oneOfAKind: boolean;
  searchText: string;
  hidden: boolean;
  weightGrams: number | null;
  lengthCm: number | null;
  breadthCm: number | null;
  heightCm: number | null;
  hsnCode: string | null;
  gstRate: number | null;
  attributes: ProductAttributes;
  /** Undefined keeps the product's services; null takes its category's. */
  services?: ServiceOffer[] | null | undefined;
  madeToOrderDays?: number | null;
  availableFrom?: string | null;
};

export type OptionValues = Omit<BuyingOptionFields, "_id">;

/** Admin writes to products, their images and buying options; callers pass a transaction. */
export function productWriteRepository(db: Queryable) {
  const isLive = (id: string) => and(eq(products.id, id), isNull(products.deletedAt));
  const isLiveOptionOf = (productId: string, buyingOptionId: string) =>
    and(eq(buyingOptions.id, buyingOptionId), eq(buyingOptions.productId, productId), isNull(buyingOptions.deletedAt));

  return {
    /** Locks a live product for the rest of the transaction; false when it does not exist or was deleted. */
    async lockLiveProduct(id: string): Promise<boolean> {
      const rows = await db.select({ id: products.id }).from(products).where(isLive(id)).for("update");
      return rows.length > 0;
    },

    async isLiveProduct(id: string): Promise<boolean> {
      const rows = await db.select({ id: products.id }).from(products).where(isLive(id));
      return rows.length > 0;
    },

    /** Whether the product sells sizes, and whether it is a one-off piece. */
    async kindOf(id: string): Promise<{ sizeOption: boolean; oneOfAKind: boolean } | undefined> {
      const [row] = await db.select({ sizeOption: products.sizeOption, oneOfAKind: products.oneOfAKind }).from(products).where(eq(products.id, id));
      return row;
    },

    async categoryOf(id: string): Promise<{ name: string; hsn_code: string | null } | undefined> {
      const [row] = await db
        .select({ name: categories.name, hsn_code: categories.hsnCode })
        .from(categories)
        .where(eq(categories.id, id));
      return row;
    },

    async colourName(id: string): Promise<string | undefined> {
      const [row] = await db.select({ name: colours.name }).from(colours).where(eq(colours.id, id));
      return row?.name;
    },

    /** Whether another product has or had this slug (a deleted one too: its old links must not lead elsewhere). */
    async slugTaken(slug: string, exceptProductId?: string): Promise<boolean> {
      const [row] = await db
        .select({ productId: productSlugs.productId })
        .from(productSlugs)
        .where(eq(productSlugs.slug, slug));
      return row !== undefined && row.productId !== exceptProductId;
    },

    /** Without a handle, the database makes one from the name and the id. */
    async insertProduct(values: ProductValues, handle?: string): Promise<string> {
      const [row] = await db
        .insert(products)
        .values({ ...productColumns(values), ...(handle ? { handle } : {}) })
        .returning({ id: products.id });
      return row!.id;
    },

    async updateProduct(id: string, values: ProductValues): Promise<void> {
      await db
        .update(products)
        .set({ ...productColumns(values), updatedAt: sql`now()` })
        .where(eq(products.id, id));
    },

    /**
     * A new draft copy of a live product: the same fields, pictures and sizes at the same prices,
     * with no stock, named "… (copy)". Null when there is no such live product.
     */
    async duplicateProduct(id: string): Promise<string | null> {
      const [row] = parseRows(
        z.object({ id: z.string() }),
        await db.execute(sql`INSERT INTO products
            (name, description, category_id, colour_id, location, details, is_cod, size_option, one_of_a_kind, hsn_code, gst_rate, search_text,
             hidden, weight_grams, length_cm, breadth_cm, height_cm, fabric, weave, region, occasion, saree_length_cm, blouse_piece)
          SELECT left(name, 193) || ' (copy)', description, category_id, colour_id, location, details, is_cod, size_option, one_of_a_kind,
            hsn_code, gst_rate, search_text, true, weight_grams, length_cm, breadth_cm, height_cm,
            fabric, weave, region, occasion, saree_length_cm, blouse_piece
          FROM products WHERE id = ${id} AND deleted_at IS NULL
          RETURNING id`),
      );
      const copy = row?.id;
      if (!copy) return null;
      await db.execute(sql`INSERT INTO product_images (product_id, position, url)
        SELECT ${copy}, position, url FROM product_images WHERE product_id = ${id}`);
      await db.execute(sql`INSERT INTO buying_options (product_id, position, size, original_price_paise, discounted_price_paise, stock)
        SELECT ${copy}, position, size, original_price_paise, discounted_price_paise, 0
        FROM buying_options WHERE product_id = ${id} AND deleted_at IS NULL`);
      return copy;
    },

    async softDeleteProduct(id: string): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(isLive(id))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    async imageUrls(productId: string): Promise<string[]> {
      const rows = await db
        .select({ url: productImages.url })
        .from(productImages)
        .where(eq(productImages.productId, productId))
        .orderBy(asc(productImages.position));
      return rows.map((row) => row.url);
    },

    async replaceImages(productId: string, urls: string[]): Promise<void> {
      await db.delete(productImages).where(eq(productImages.productId, productId));
      if (urls.length === 0) return;
      await db.insert(productImages).values(urls.map((url, position) => ({ productId, position, url })));
    },

    async liveOptions(productId: string): Promise<{ id: string; size: string; position: number }[]> {
      return db
        .select({ id: buyingOptions.id, size: buyingOptions.size, position: buyingOptions.position })
        .from(buyingOptions)
        .where(and(eq(buyingOptions.productId, productId), isNull(buyingOptions.deletedAt)))
        .orderBy(asc(buyingOptions.position));
    },

    async liveOption(productId: string, buyingOptionId: string): Promise<OptionValues | undefined> {
      const [row] = await db
        .select({
          size: buyingOptions.size,
          originalPricePaise: buyingOptions.originalPricePaise,
          discountedPricePaise: buyingOptions.discountedPricePaise,
          stock: buyingOptions.stock,
        })
        .from(buyingOptions)
        .where(isLiveOptionOf(productId, buyingOptionId));
      return row
        ? {
            size: row.size,
            originalPrice: row.originalPricePaise / 100,
            discountedPrice: row.discountedPricePaise / 100,
            stock: row.stock,
          }
        : undefined;
    },

    async insertOption(productId: string, position: number, option: OptionValues): Promise<string> {
      const [row] = await db
        .insert(buyingOptions)
        .values({ productId, position, ...optionColumns(option) })
        .returning({ id: buyingOptions.id });
      return row!.id;
    },

    /** A new product's options in one statement, in their order. */
    async insertOptions(productId: string, options: OptionValues[]): Promise<void> {
      if (options.length === 0) return;
      await db.insert(buyingOptions).values(options.map((option, position) => ({ productId, position, ...optionColumns(option) })));
    },

    /** Updates a live option of the product; false when there is no such live option. */
    async updateOption(productId: string, buyingOptionId: string, position: number, option: OptionValues): Promise<boolean> {
      const rows = await db
        .update(buyingOptions)
        .set({
          position,
          ...optionColumns(option),
          // A restock lets the next fall below the low-stock threshold be told again.
          lowStockAlertedAt: sql`CASE WHEN ${option.stock} > ${buyingOptions.stock} THEN NULL ELSE ${buyingOptions.lowStockAlertedAt} END`,
          updatedAt: sql`now()`,
        })
        .where(isLiveOptionOf(productId, buyingOptionId))
        .returning({ id: buyingOptions.id });
      return rows.length > 0;
    },

    /** Soft-deletes options, so carts and orders that point at them stay valid. */
    async softDeleteOptions(productId: string, buyingOptionIds: string[]): Promise<void> {
      if (buyingOptionIds.length === 0) return;
      await db
        .update(buyingOptions)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(buyingOptions.productId, productId), isNull(buyingOptions.deletedAt), inArray(buyingOptions.id, buyingOptionIds)));
    },
  };
}

function productColumns(values: ProductValues) {
  return {
    ...(values.slug === undefined ? {} : { slug: values.slug }),
    name: values.name,
    description: values.description,
    categoryId: values.categoryId,
    colourId: values.colourId,
    location: values.location,
    details: values.details,
    isCod: values.isCod,
    sizeOption: values.sizeOption,
    oneOfAKind: values.oneOfAKind,
    searchText: values.searchText,
    hidden: values.hidden,
    weightGrams: values.weightGrams,
    lengthCm: values.lengthCm,
    breadthCm: values.breadthCm,
    heightCm: values.heightCm,
    hsnCode: values.hsnCode,
    gstRate: values.gstRate,
    ...(values.services === undefined ? {} : { services: values.services }),
    madeToOrderDays: values.madeToOrderDays ?? null,
    availableFrom: values.availableFrom ?? null,
    ...attributeColumns(values.attributes),
  };
}

export function attributeColumns(attributes: ProductAttributes) {
  return {
    fabric: attributes.fabric,
    weave: attributes.weave,
    region: attributes.region,
    occasion: attributes.occasion,
    sareeLengthCm: attributes.length === null ? null : Math.round(attributes.length * 100),
    blousePiece: attributes.blousePiece,
  };
}

function optionColumns(option: OptionValues) {
  return {
    size: option.size,
    originalPricePaise: rupeesToPaise(option.originalPrice),
    discountedPricePaise: rupeesToPaise(option.discountedPrice),
    stock: option.stock,
  };
}

export type ProductWriteRepository = ReturnType<typeof productWriteRepository>;
