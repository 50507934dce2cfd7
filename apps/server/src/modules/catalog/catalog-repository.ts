import type { ProductListQuery } from "@pallu/domain";
import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import type { ProductDetailRow } from "../../db/schema/index.js";
import { rowsOf } from "../../lib/rows.js";
import type { ProductWithListsRow } from "./product-presenter.js";
import { productFilters, productOrder, SEARCH_RESULTS_MAX, searchScore } from "./product-list-sql.js";

const productColumns = sql`
  p.id, p.name, p.description, p.category_id, c.name AS category_name,
  p.colour_id, col.name AS colour_name, col.code AS colour_code, p.location,
  p.is_cod, p.size_option, p.rating, p.review_count, p.min_price_paise, p.max_discount_percent,
  p.min_stock, p.total_stock, p.total_options, p.out_of_stock_options, p.viewed, p.purchased, p.created_at`;

const productJoins = sql`
  FROM products p
  LEFT JOIN categories c ON c.id = p.category_id
  LEFT JOIN colours col ON col.id = p.colour_id`;

export type CategoryRow = { id: string; name: string; image: string | null; product_count: number };
export type ColourRow = { id: string; name: string; code: string };

export function catalogRepository(db: Queryable) {
  /**
   * A page of products with their images and live buying options, in one round trip: the
   * page is cut first, then only its rows get their lists (and are put back in order).
   */
  async function selectProducts(where: SQL, order: SQL, limit: number, offset = 0): Promise<ProductWithListsRow[]> {
    return rowsOf<ProductWithListsRow>(
      await db.execute(sql`SELECT p.*,
          COALESCE((SELECT json_agg(pi.url ORDER BY pi.position) FROM product_images pi WHERE pi.product_id = p.id), '[]'::json) AS images,
          COALESCE((SELECT json_agg(json_build_object(
              'id', bo.id, 'product_id', bo.product_id, 'size', bo.size, 'original_price_paise', bo.original_price_paise,
              'discounted_price_paise', bo.discounted_price_paise, 'stock', bo.stock) ORDER BY bo.position)
            FROM buying_options bo WHERE bo.product_id = p.id AND bo.deleted_at IS NULL), '[]'::json) AS options
        FROM (SELECT ${productColumns} ${productJoins} WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) p
        ORDER BY ${order}`),
    );
  }

  return {
    async listRows(query: ProductListQuery, searchText: string): Promise<ProductWithListsRow[]> {
      return selectProducts(productFilters(query, searchText), productOrder(query, searchText), query.limit, (query.page - 1) * query.limit);
    },

    /** The number of matches; a search counts at most SEARCH_RESULTS_MAX. */
    async countProducts(query: ProductListQuery, searchText: string): Promise<number> {
      const where = productFilters(query, searchText);
      const rows = searchText
        ? await db.execute(sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM products p WHERE ${where} LIMIT ${SEARCH_RESULTS_MAX}) m`)
        : await db.execute(sql`SELECT count(*)::int AS total FROM products p WHERE ${where}`);
      return rowsOf<{ total: number }>(rows)[0]?.total ?? 0;
    },

    /** The ids of one page of search matches ranked by relevance, among the first SEARCH_RESULTS_MAX matches. */
    async rankedPageIds(query: ProductListQuery, searchText: string): Promise<string[]> {
      const rows = await db.execute(sql`SELECT m.id FROM (
          SELECT p.id, ${searchScore(searchText)} AS score FROM products p
          WHERE ${productFilters(query, searchText)} LIMIT ${SEARCH_RESULTS_MAX}
        ) m
        ORDER BY m.score DESC, m.id ASC LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`);
      return rowsOf<{ id: string }>(rows).map((row) => row.id);
    },

    /** Live products by id, in the order of the ids given. */
    async productsByIds(ids: string[]): Promise<ProductWithListsRow[]> {
      if (ids.length === 0) return [];
      const rows = await selectProducts(sql`p.deleted_at IS NULL AND p.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`, sql`p.id`, ids.length);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async findProduct(id: string): Promise<ProductWithListsRow | undefined> {
      const rows = await selectProducts(sql`p.id = ${id} AND p.deleted_at IS NULL`, sql`p.id`, 1);
      return rows[0];
    },

    async suggestionsFor(product: { id: string; category_id: string | null }, limit: number): Promise<ProductWithListsRow[]> {
      if (!product.category_id) return [];
      return selectProducts(
        sql`p.deleted_at IS NULL AND p.category_id = ${product.category_id} AND p.id <> ${product.id} AND p.total_stock > 0`,
        sql`p.purchased DESC, p.id ASC`,
        limit,
      );
    },

    async detailsOf(id: string): Promise<ProductDetailRow[]> {
      const rows = rowsOf<{ details: ProductDetailRow[] }>(await db.execute(sql`SELECT details FROM products WHERE id = ${id}`));
      return rows[0]?.details ?? [];
    },

    async recordView(id: string): Promise<void> {
      await db.execute(sql`UPDATE products SET viewed = viewed + 1 WHERE id = ${id}`);
    },

    async listCategories(): Promise<CategoryRow[]> {
      return rowsOf<CategoryRow>(
        await db.execute(sql`SELECT c.id, c.name, c.image,
            (SELECT count(*)::int FROM products p WHERE p.category_id = c.id AND p.deleted_at IS NULL) AS product_count
          FROM categories c ORDER BY c.position, c.name`),
      );
    },

    async listColours(): Promise<ColourRow[]> {
      return rowsOf<ColourRow>(await db.execute(sql`SELECT id, name, code FROM colours ORDER BY name`));
    },
  };
}

export type CatalogRepository = ReturnType<typeof catalogRepository>;
