import { and, asc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Queryable } from "../../db/client.js";
import { colours, productSlugs, products, type ProductDetailRow } from "../../db/schema/index.js";
import { isUuid } from "../../lib/ids.js";
import { parseRows } from "../../lib/rows.js";
import { ProductWithListsRowSchema, type ProductWithListsRow } from "./product-presenter.js";
import { productFilters, productOrder, SEARCH_RESULTS_MAX, searchScore, type ListingQuery } from "./product-list-sql.js";
import { suggestionsFilter, suggestionsOrder } from "./product-suggestions-sql.js";

const productColumns = sql`
  p.id, p.slug, p.name, p.description, p.category_id, c.name AS category_name, c.slug AS category_slug,
  p.colour_id, col.name AS colour_name, col.code AS colour_code, p.location,
  p.is_cod, p.size_option, p.one_of_a_kind, p.rating, p.review_count, p.min_price_paise, p.max_discount_percent,
  p.min_stock, p.total_stock, p.total_options, p.out_of_stock_options, p.viewed, p.purchased, p.created_at,
  p.hidden, p.weight_grams, p.length_cm, p.breadth_cm, p.height_cm, c.size_chart AS category_size_chart,
  p.hsn_code, p.gst_rate, p.fabric, p.weave, p.region, p.occasion, p.saree_length_cm, p.blouse_piece,
  p.services AS own_services, c.services AS category_services, p.made_to_order_days, p.available_from::text AS available_from`;

const productJoins = sql`
  FROM products p
  LEFT JOIN categories c ON c.id = p.category_id
  LEFT JOIN colours col ON col.id = p.colour_id`;

// The details are the product's own (written by the seller through the product form), read as stored.
const ProductPageRowSchema = ProductWithListsRowSchema.extend({ details: z.array(z.custom<ProductDetailRow>()) });
export type ProductPageRow = z.output<typeof ProductPageRowSchema>;

const CategoryRowSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  size_chart: z.string().nullable(),
  hsn_code: z.string().nullable(),
  services: z.array(z.any()).nullable().optional(),
  product_count: z.number(),
});
export type CategoryRow = z.output<typeof CategoryRowSchema>;
export type ColourRow = { id: string; name: string; code: string };

const TotalRow = z.object({ total: z.number() });
const RankedRow = z.object({ id: z.string(), total: z.number() });
const ClosestWordRow = z.object({ word: z.string(), closest: z.string().nullable(), score: z.number() });

/** How many of the most viewed products lend their words to search respellings. */
const VOCABULARY_PRODUCTS = 2000;

export function catalogueRepository(db: Queryable) {
  /**
   * A page of products with their images and live buying options, in one round trip: the
   * page is cut first, then only its rows get their lists (and are put back in order).
   */
  async function selectProducts(where: SQL, order: SQL, limit: number, offset = 0): Promise<ProductWithListsRow[]> {
    return parseRows(ProductWithListsRowSchema, await db.execute(productsWithLists(productColumns, where, order, limit, offset)));
  }

  function productsWithLists(columns: SQL, where: SQL, order: SQL, limit: number, offset = 0): SQL {
    return sql`SELECT p.*,
          COALESCE((SELECT json_agg(pi.url ORDER BY pi.position) FROM product_images pi WHERE pi.product_id = p.id), '[]'::json) AS images,
          COALESCE((SELECT json_agg(json_build_object(
              'id', bo.id, 'product_id', bo.product_id, 'size', bo.size, 'original_price_paise', bo.original_price_paise,
              'discounted_price_paise', bo.discounted_price_paise, 'stock', bo.stock) ORDER BY bo.position)
            FROM buying_options bo WHERE bo.product_id = p.id AND bo.deleted_at IS NULL), '[]'::json) AS options
        FROM (SELECT ${columns} ${productJoins} WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) p
        ORDER BY ${order}`;
  }

  return {
    async listRows(query: ListingQuery, searchText: string): Promise<ProductWithListsRow[]> {
      return selectProducts(productFilters(query, searchText), productOrder(query, searchText), query.limit, (query.page - 1) * query.limit);
    },

    /** The number of matches; a search counts at most SEARCH_RESULTS_MAX. */
    async countProducts(query: ListingQuery, searchText: string): Promise<number> {
      const where = productFilters(query, searchText);
      const rows = searchText
        ? await db.execute(sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM products p WHERE ${where} LIMIT ${SEARCH_RESULTS_MAX}) m`)
        : await db.execute(sql`SELECT count(*)::int AS total FROM products p WHERE ${where}`);
      return parseRows(TotalRow, rows)[0]?.total ?? 0;
    },

    /** Whether anything matches, read no further than the first match. */
    async anyMatch(query: ListingQuery, searchText: string): Promise<boolean> {
      const rows = await db.execute(sql`SELECT 1 AS found FROM products p WHERE ${productFilters(query, searchText)} LIMIT 1`);
      return parseRows(z.object({ found: z.number() }), rows).length > 0;
    },

    /**
     * One page of search matches ranked by relevance, among the first SEARCH_RESULTS_MAX matches,
     * and how many matches there are, from one reading of the products; a page past the last
     * match cannot say how many there are (`total` undefined).
     */
    async rankedPage(query: ListingQuery, searchText: string): Promise<{ ids: string[]; total: number | undefined }> {
      const rows = parseRows(
        RankedRow,
        await db.execute(sql`SELECT m.id, count(*) OVER ()::int AS total FROM (
          SELECT p.id, ${searchScore(searchText)} AS score FROM products p
          WHERE ${productFilters(query, searchText)} LIMIT ${SEARCH_RESULTS_MAX}
        ) m
        ORDER BY m.score DESC, m.id ASC LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`),
      );
      return { ids: rows.map((row) => row.id), total: rows[0]?.total };
    },

    /** Live products by id, in the order of the ids given. */
    async productsByIds(ids: string[]): Promise<ProductWithListsRow[]> {
      if (ids.length === 0) return [];
      const rows = await selectProducts(sql`p.deleted_at IS NULL AND p.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`, sql`p.id`, ids.length);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** A live product; a draft only when asked for (the back office). */
    async findProduct(id: string, options: { includeHidden?: boolean } = {}): Promise<ProductWithListsRow | undefined> {
      const visible = options.includeHidden ? sql`true` : sql`NOT p.hidden`;
      const rows = await selectProducts(sql`p.id = ${id} AND p.deleted_at IS NULL AND ${visible}`, sql`p.id`, 1);
      return rows[0];
    },

    /**
     * A product page's row, its details included, by the product's id or any slug it has had, in one
     * round trip; a draft only when asked for (the back office).
     */
    async findProductPage(idOrSlug: string, options: { includeHidden?: boolean } = {}): Promise<ProductPageRow | undefined> {
      const id = isUuid(idOrSlug) ? sql`${idOrSlug}` : sql`(SELECT ps.product_id FROM product_slugs ps WHERE ps.slug = ${idOrSlug})`;
      const visible = options.includeHidden ? sql`true` : sql`NOT p.hidden`;
      const where = sql`p.id = ${id} AND p.deleted_at IS NULL AND ${visible}`;
      const [row] = parseRows(ProductPageRowSchema, await db.execute(productsWithLists(sql`${productColumns}, p.details`, where, sql`p.id`, 1)));
      return row;
    },

    /** The product a slug names, the current slug or one it had before; drafts and deleted products included. */
    async productIdOfSlug(slug: string): Promise<string | undefined> {
      const [row] = await db.select({ id: productSlugs.productId }).from(productSlugs).where(eq(productSlugs.slug, slug));
      return row?.id;
    },

    /** The current slug of a product shoppers can open (not a draft, not deleted). */
    async shownProductSlug(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ slug: products.slug })
        .from(products)
        .where(and(eq(products.id, id), isNull(products.deletedAt), eq(products.hidden, false)));
      return row?.slug;
    },

    /** The category an id, a slug (current or past) or a name (any case) names, with its current slug. */
    async categoryNamed(asked: string): Promise<{ id: string; slug: string } | undefined> {
      const byId = isUuid(asked) ? sql`c.id = ${asked}` : sql`false`;
      const [row] = parseRows(
        z.object({ id: z.string(), slug: z.string() }),
        await db.execute(sql`SELECT c.id, c.slug FROM categories c
          WHERE ${byId} OR c.id = (SELECT cs.category_id FROM category_slugs cs WHERE cs.slug = ${asked}) OR lower(c.name) = lower(${asked})
          ORDER BY (c.id::text = ${asked}) DESC, (c.slug = ${asked}) DESC LIMIT 1`),
      );
      return row;
    },

    /** A bounded sample of the category's best sellers (see product-suggestions-sql.ts), never the whole category. */
    async suggestionsFor(product: { id: string; category_id: string | null }, limit: number): Promise<ProductWithListsRow[]> {
      if (!product.category_id) return [];
      return selectProducts(suggestionsFilter({ id: product.id, categoryId: product.category_id }), suggestionsOrder, limit);
    },

    /** The products the slugs name (current or past), in one query; a slug that names none is left out. */
    async productIdsOfSlugs(slugs: string[]): Promise<Map<string, string>> {
      if (slugs.length === 0) return new Map();
      const rows = await db
        .select({ slug: productSlugs.slug, id: productSlugs.productId })
        .from(productSlugs)
        .where(inArray(productSlugs.slug, slugs));
      return new Map(rows.map((row) => [row.slug, row.id]));
    },

    /**
     * Adds views counted elsewhere, for many products in one statement: increments, so instances
     * flushing at once never lose each other's, and rows locked in id order, so two instances'
     * flushes of the same products wait for each other rather than deadlock.
     */
    async addViews(counts: ReadonlyMap<string, number>): Promise<void> {
      if (counts.size === 0) return;
      const values = sql.join(
        [...counts].map(([id, views]) => sql`(${id}::uuid, ${views}::int)`),
        sql`, `,
      );
      await db.execute(sql`WITH counted(id, views) AS (VALUES ${values}),
        locked AS (SELECT p.id FROM products p WHERE p.id IN (SELECT id FROM counted) ORDER BY p.id FOR UPDATE)
        UPDATE products p SET viewed = p.viewed + counted.views
        FROM counted JOIN locked ON locked.id = counted.id
        WHERE p.id = counted.id`);
    },

    async listCategories(): Promise<CategoryRow[]> {
      return parseRows(
        CategoryRowSchema,
        await db.execute(sql`SELECT c.id, c.slug, c.name, c.image, c.size_chart, c.hsn_code, c.services,
            (SELECT count(*)::int FROM products p WHERE p.category_id = c.id AND p.deleted_at IS NULL AND NOT p.hidden) AS product_count
          FROM categories c ORDER BY c.position, c.name`),
      );
    },

    /** The sizes some product on show has in stock, one each whatever its case; "NA" (no sizes) left out. */
    async sizesInStock(): Promise<string[]> {
      const rows = parseRows(
        z.object({ size: z.string() }),
        await db.execute(sql`SELECT min(bo.size) AS size FROM buying_options bo JOIN products p ON p.id = bo.product_id
          WHERE bo.deleted_at IS NULL AND bo.stock > 0 AND p.deleted_at IS NULL AND NOT p.hidden AND upper(bo.size) <> 'NA'
          GROUP BY lower(bo.size)`),
      );
      return rows.map((row) => row.size);
    },

    /** The highest price a shopper pays for any size on show, in paise (0 for an empty shop). */
    async highestPricePaise(): Promise<number> {
      const result = await db.execute(sql`SELECT COALESCE(max(bo.discounted_price_paise), 0)::int AS highest
        FROM buying_options bo JOIN products p ON p.id = bo.product_id
        WHERE bo.deleted_at IS NULL AND p.deleted_at IS NULL AND NOT p.hidden`);
      return parseRows(z.object({ highest: z.number() }), result)[0]?.highest ?? 0;
    },

    /**
     * For each word, the closest word in what the products on show are called (name, category,
     * colour, origin) and how close it is, 0 to 1 (trigram similarity). The words are those of the
     * VOCABULARY_PRODUCTS most viewed products: a shop's own words, read in milliseconds however
     * large the catalogue.
     */
    async closestNameWords(words: string[]): Promise<{ word: string; closest: string | null; score: number }[]> {
      if (words.length === 0) return [];
      const typed = sql.join(words.map((word, position) => sql`(${word}, ${position})`), sql`, `);
      return parseRows(
        ClosestWordRow,
        await db.execute(sql`WITH vocabulary AS MATERIALIZED (
            SELECT DISTINCT word
            FROM (
              SELECT p.search_name FROM products p WHERE p.deleted_at IS NULL AND NOT p.hidden
              ORDER BY p.viewed DESC NULLS LAST LIMIT ${VOCABULARY_PRODUCTS}
            ) popular, regexp_split_to_table(popular.search_name, '[^[:alnum:]]+') AS word
            WHERE length(word) > 2
          )
          SELECT t.word, best.word AS closest, COALESCE(best.score, 0)::float8 AS score
          FROM (VALUES ${typed}) AS t(word, position)
          LEFT JOIN LATERAL (
            SELECT v.word, similarity(v.word, t.word) AS score FROM vocabulary v
            ORDER BY similarity(v.word, t.word) DESC, v.word LIMIT 1
          ) best ON true
          ORDER BY t.position`),
      );
    },

    /** The categories whose products on show sell and are seen the most, most first, with their counts. */
    async popularCategories(limit: number): Promise<CategoryRow[]> {
      return parseRows(
        CategoryRowSchema,
        await db.execute(sql`SELECT c.id, c.slug, c.name, c.image, c.size_chart, c.hsn_code, shown.product_count
          FROM (
            SELECT p.category_id, count(*)::int AS product_count, sum(p.purchased) AS sold, sum(p.viewed) AS seen
            FROM products p
            WHERE p.deleted_at IS NULL AND NOT p.hidden AND p.category_id IS NOT NULL
            GROUP BY p.category_id
          ) shown
          JOIN categories c ON c.id = shown.category_id
          ORDER BY shown.sold DESC, shown.seen DESC, shown.product_count DESC, c.name LIMIT ${limit}`),
      );
    },

    async listColours(): Promise<ColourRow[]> {
      return db.select({ id: colours.id, name: colours.name, code: colours.code }).from(colours).orderBy(asc(colours.name));
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
