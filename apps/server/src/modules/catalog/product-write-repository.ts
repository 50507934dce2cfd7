import { rupeesToPaise, type BuyingOptionFields } from "@pallu/domain";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import type { ProductDetailRow } from "../../db/schema/index.js";
import { rowsOf } from "../../lib/rows.js";

export type ProductValues = {
  name: string;
  description: string;
  categoryId: string;
  colourId: string | null;
  location: string | null;
  details: ProductDetailRow[];
  isCod: boolean;
  sizeOption: boolean;
  searchText: string;
  hidden: boolean;
  weightGrams: number | null;
  lengthCm: number | null;
  breadthCm: number | null;
  heightCm: number | null;
  hsnCode: string | null;
  gstRate: number | null;
};

export type OptionValues = Omit<BuyingOptionFields, "_id">;

/** The SQL of admin writes to products, their images and buying options; callers pass a transaction. */
export function productWriteRepository(db: Queryable) {
  return {
    /** Locks a live product for the rest of the transaction; false when it does not exist or was deleted. */
    async lockLiveProduct(id: string): Promise<boolean> {
      const rows = await db.execute(sql`SELECT id FROM products WHERE id = ${id} AND deleted_at IS NULL FOR UPDATE`);
      return rowsOf(rows).length > 0;
    },

    async isLiveProduct(id: string): Promise<boolean> {
      const rows = await db.execute(sql`SELECT id FROM products WHERE id = ${id} AND deleted_at IS NULL`);
      return rowsOf(rows).length > 0;
    },

    async sizeOptionOf(id: string): Promise<boolean | undefined> {
      const rows = rowsOf<{ size_option: boolean }>(await db.execute(sql`SELECT size_option FROM products WHERE id = ${id}`));
      return rows[0]?.size_option;
    },

    async categoryOf(id: string): Promise<{ name: string; hsn_code: string | null } | undefined> {
      const rows = rowsOf<{ name: string; hsn_code: string | null }>(await db.execute(sql`SELECT name, hsn_code FROM categories WHERE id = ${id}`));
      return rows[0];
    },

    async colourName(id: string): Promise<string | undefined> {
      const rows = rowsOf<{ name: string }>(await db.execute(sql`SELECT name FROM colours WHERE id = ${id}`));
      return rows[0]?.name;
    },

    async insertProduct(values: ProductValues): Promise<string> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`INSERT INTO products
            (name, description, category_id, colour_id, location, details, is_cod, size_option, search_text,
             hidden, weight_grams, length_cm, breadth_cm, height_cm, hsn_code, gst_rate)
          VALUES (${values.name}, ${values.description}, ${values.categoryId}, ${values.colourId}, ${values.location},
            ${JSON.stringify(values.details)}::jsonb, ${values.isCod}, ${values.sizeOption}, ${values.searchText},
            ${values.hidden}, ${values.weightGrams}, ${values.lengthCm}, ${values.breadthCm}, ${values.heightCm},
            ${values.hsnCode}, ${values.gstRate})
          RETURNING id`),
      );
      return rows[0]!.id;
    },

    async updateProduct(id: string, values: ProductValues): Promise<void> {
      await db.execute(sql`UPDATE products SET
          name = ${values.name}, description = ${values.description}, category_id = ${values.categoryId},
          colour_id = ${values.colourId}, location = ${values.location}, details = ${JSON.stringify(values.details)}::jsonb,
          is_cod = ${values.isCod}, size_option = ${values.sizeOption}, search_text = ${values.searchText},
          hidden = ${values.hidden}, weight_grams = ${values.weightGrams}, length_cm = ${values.lengthCm},
          breadth_cm = ${values.breadthCm}, height_cm = ${values.heightCm},
          hsn_code = ${values.hsnCode}, gst_rate = ${values.gstRate},
          updated_at = now()
        WHERE id = ${id}`);
    },

    /**
     * A new draft copy of a live product: the same fields, pictures and sizes at the same prices,
     * with no stock, named "… (copy)". Null when there is no such live product.
     */
    async duplicateProduct(id: string): Promise<string | null> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`INSERT INTO products
            (name, description, category_id, colour_id, location, details, is_cod, size_option, hsn_code, gst_rate, search_text,
             hidden, weight_grams, length_cm, breadth_cm, height_cm)
          SELECT left(name, 193) || ' (copy)', description, category_id, colour_id, location, details, is_cod, size_option,
            hsn_code, gst_rate, search_text, true, weight_grams, length_cm, breadth_cm, height_cm
          FROM products WHERE id = ${id} AND deleted_at IS NULL
          RETURNING id`),
      );
      const copy = rows[0]?.id;
      if (!copy) return null;
      await db.execute(sql`INSERT INTO product_images (product_id, position, url)
        SELECT ${copy}, position, url FROM product_images WHERE product_id = ${id}`);
      await db.execute(sql`INSERT INTO buying_options (product_id, position, size, original_price_paise, discounted_price_paise, stock)
        SELECT ${copy}, position, size, original_price_paise, discounted_price_paise, 0
        FROM buying_options WHERE product_id = ${id} AND deleted_at IS NULL`);
      return copy;
    },

    async softDeleteProduct(id: string): Promise<boolean> {
      const rows = await db.execute(sql`UPDATE products SET deleted_at = now(), updated_at = now()
        WHERE id = ${id} AND deleted_at IS NULL RETURNING id`);
      return rowsOf(rows).length > 0;
    },

    async imageUrls(productId: string): Promise<string[]> {
      const rows = rowsOf<{ url: string }>(
        await db.execute(sql`SELECT url FROM product_images WHERE product_id = ${productId} ORDER BY position`),
      );
      return rows.map((row) => row.url);
    },

    async replaceImages(productId: string, urls: string[]): Promise<void> {
      await db.execute(sql`DELETE FROM product_images WHERE product_id = ${productId}`);
      if (urls.length === 0) return;
      const values = urls.map((url, position) => sql`(${productId}, ${position}, ${url})`);
      await db.execute(sql`INSERT INTO product_images (product_id, position, url) VALUES ${sql.join(values, sql`, `)}`);
    },

    async liveOptions(productId: string): Promise<{ id: string; size: string; position: number }[]> {
      return rowsOf(
        await db.execute(sql`SELECT id, size, position FROM buying_options
          WHERE product_id = ${productId} AND deleted_at IS NULL ORDER BY position`),
      );
    },

    async liveOption(productId: string, optionId: string): Promise<OptionValues | undefined> {
      const rows = rowsOf<{ size: string; original_price_paise: number; discounted_price_paise: number; stock: number }>(
        await db.execute(sql`SELECT size, original_price_paise, discounted_price_paise, stock FROM buying_options
          WHERE id = ${optionId} AND product_id = ${productId} AND deleted_at IS NULL`),
      );
      const row = rows[0];
      return row
        ? { size: row.size, originalPrice: row.original_price_paise / 100, discountedPrice: row.discounted_price_paise / 100, stock: row.stock }
        : undefined;
    },

    async insertOption(productId: string, position: number, option: OptionValues): Promise<string> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`INSERT INTO buying_options
            (product_id, position, size, original_price_paise, discounted_price_paise, stock)
          VALUES (${productId}, ${position}, ${option.size}, ${rupeesToPaise(option.originalPrice)},
            ${rupeesToPaise(option.discountedPrice)}, ${option.stock})
          RETURNING id`),
      );
      return rows[0]!.id;
    },

    /** Updates a live option of the product; false when there is no such live option. */
    async updateOption(productId: string, optionId: string, position: number, option: OptionValues): Promise<boolean> {
      const rows = await db.execute(sql`UPDATE buying_options SET
          position = ${position}, size = ${option.size}, original_price_paise = ${rupeesToPaise(option.originalPrice)},
          discounted_price_paise = ${rupeesToPaise(option.discountedPrice)}, stock = ${option.stock}, updated_at = now()
        WHERE id = ${optionId} AND product_id = ${productId} AND deleted_at IS NULL
        RETURNING id`);
      return rowsOf(rows).length > 0;
    },

    /** Soft-deletes options, so carts and orders that point at them stay valid. */
    async softDeleteOptions(productId: string, optionIds: string[]): Promise<void> {
      if (optionIds.length === 0) return;
      await db.execute(sql`UPDATE buying_options SET deleted_at = now(), updated_at = now()
        WHERE product_id = ${productId} AND deleted_at IS NULL
          AND id IN (${sql.join(optionIds.map((id) => sql`${id}`), sql`, `)})`);
    },
  };
}

export type ProductWriteRepository = ReturnType<typeof productWriteRepository>;
