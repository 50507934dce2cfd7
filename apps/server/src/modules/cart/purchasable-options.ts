import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { rowsOf } from "../../lib/rows.js";
import { isUuid } from "../../lib/ids.js";

/** A live size of a live product, with everything a cart line or an order line needs. */
export type PurchasableOption = {
  option_id: string;
  product_id: string;
  name: string;
  description: string;
  image: string | null;
  size: string;
  original_price_paise: number;
  discounted_price_paise: number;
  stock: number;
  is_cod: boolean;
  hsn_code: string | null;
  gst_rate: number | null;
};

/** Looks up many sizes in one query; unknown ids, deleted sizes and deleted products are simply absent. */
export async function findPurchasableOptions(
  db: Queryable,
  optionIds: string[],
): Promise<Map<string, PurchasableOption>> {
  const ids = [...new Set(optionIds.filter(isUuid))];
  if (ids.length === 0) return new Map();
  const rows = rowsOf<PurchasableOption>(
    await db.execute(sql`
      SELECT bo.id AS option_id, p.id AS product_id, p.name, p.description, bo.size,
             bo.original_price_paise, bo.discounted_price_paise, bo.stock, p.is_cod, p.hsn_code, p.gst_rate,
             (SELECT pi.url FROM product_images pi WHERE pi.product_id = p.id ORDER BY pi.position LIMIT 1) AS image
      FROM buying_options bo
      JOIN products p ON p.id = bo.product_id
      WHERE bo.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
        AND bo.deleted_at IS NULL AND p.deleted_at IS NULL AND NOT p.hidden`),
  );
  return new Map(rows.map((row) => [row.option_id, row]));
}

/** The first live size of each product, for lines that name a product but no size. */
export async function findFirstOptions(db: Queryable, productIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(productIds.filter(isUuid))];
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{ product_id: string; option_id: string }>(
    await db.execute(sql`
      SELECT DISTINCT ON (bo.product_id) bo.product_id, bo.id AS option_id
      FROM buying_options bo
      WHERE bo.product_id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) AND bo.deleted_at IS NULL
      ORDER BY bo.product_id, bo.position`),
  );
  return new Map(rows.map((row) => [row.product_id, row.option_id]));
}
