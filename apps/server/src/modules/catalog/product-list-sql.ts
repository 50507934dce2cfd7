import { rupeesToPaise, type ProductListQuery, type SortField, type SortOrder } from "@pallu/domain";
import { sql, type SQL } from "drizzle-orm";

/**
 * Each sort column with the direction of its index: a sort in that direction reads the index
 * forwards with `id ASC` as tie-break, the other direction reads it backwards with `id DESC`.
 * The columns are NOT NULL, so the NULLS clauses only let the planner match the index.
 */
const sortColumns: Record<SortField, { column: SQL; indexed: SortOrder }> = {
  price: { column: sql`p.min_price_paise`, indexed: "asc" },
  viewed: { column: sql`p.viewed`, indexed: "desc" },
  purchased: { column: sql`p.purchased`, indexed: "desc" },
  createdAt: { column: sql`p.created_at`, indexed: "desc" },
  rating: { column: sql`p.rating`, indexed: "desc" },
};

/** Lower-case words of a search text, with every character that is not a letter or digit dropped. */
export function normaliseSearch(text: string | undefined): string {
  return (text ?? "")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .slice(0, 100);
}

function colourCode(value: string): string {
  return /^[0-9a-f]{6}$/i.test(value) ? `#${value}` : value;
}

/** The WHERE clause of the shopper listing; every branch is served by an index of the products table. */
export function productFilters(query: ProductListQuery, searchText: string): SQL {
  const conditions: SQL[] = [sql`p.deleted_at IS NULL`];
  if (query.category) conditions.push(sql`p.category_id = ${query.category}`);
  if (query.priceMin !== undefined || query.priceMax !== undefined) {
    const min = rupeesToPaise(query.priceMin ?? 0);
    const max = query.priceMax === undefined ? 2_147_483_647 : rupeesToPaise(query.priceMax);
    conditions.push(sql`EXISTS (
      SELECT 1 FROM buying_options bo
      WHERE bo.product_id = p.id AND bo.deleted_at IS NULL
        AND bo.discounted_price_paise BETWEEN ${min} AND ${max})`);
  }
  if (query.discount !== undefined && query.discount > 0) {
    conditions.push(sql`p.max_discount_percent >= ${query.discount}`);
  }
  if ((query.availability ?? query.availibility) === true) conditions.push(sql`p.total_stock > 0`);
  if (query.location) conditions.push(sql`lower(p.location) = lower(${query.location})`);
  if (query.payment === "Off") conditions.push(sql`p.is_cod`);
  if (query.color) {
    const value = colourCode(query.color);
    conditions.push(sql`p.colour_id IN (SELECT c.id FROM colours c WHERE lower(c.name) = lower(${value}) OR lower(c.code) = lower(${value}))`);
  }
  if (searchText) {
    // the short trigram test first: the full-text vector is read only when it fails
    conditions.push(sql`(${searchText} <% p.search_name OR p.search_vector @@ plainto_tsquery('simple', ${searchText}))`);
  }
  return sql.join(conditions, sql` AND `);
}

/**
 * How many matches a search looks at and counts. Ranking costs work per match, so a search
 * matching a whole category ranks (and pages through) its first SEARCH_RESULTS_MAX matches.
 */
export const SEARCH_RESULTS_MAX = 1000;

/** How close a product's name, category, colour and origin are to the search text. */
export function searchScore(searchText: string): SQL {
  return sql`word_similarity(${searchText}, p.search_name)`;
}

export function productOrder(query: ProductListQuery, searchText: string): SQL {
  if (!query.sortBy && searchText) return sql`${searchScore(searchText)} DESC, p.id ASC`;
  const field: SortField = query.sortBy ?? "createdAt";
  const order: SortOrder = query.sortOrder ?? (field === "price" ? "asc" : "desc");
  const { column, indexed } = sortColumns[field];
  if (order === indexed) return order === "asc" ? sql`${column} ASC NULLS LAST, p.id ASC` : sql`${column} DESC NULLS LAST, p.id ASC`;
  return order === "asc" ? sql`${column} ASC NULLS FIRST, p.id DESC` : sql`${column} DESC NULLS FIRST, p.id DESC`;
}

/** Whether a listing is ordered by search relevance, the one order no index can serve. */
export function isRelevanceOrder(query: ProductListQuery, searchText: string): boolean {
  return !query.sortBy && Boolean(searchText);
}
