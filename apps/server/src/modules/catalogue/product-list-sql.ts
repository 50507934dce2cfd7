import {
  catalogueWordFor,
  IdSchema,
  LISTED_ATTRIBUTE_NAMES,
  rupeesToPaise,
  searchSynonymsOf,
  type ProductListQuery,
  type SortField,
  type SortOrder,
} from "@pallu/domain";
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

const isId = (value: string) => IdSchema.safeParse(value).success;

function colourCode(value: string): string {
  return /^[0-9a-f]{6}$/i.test(value) ? `#${value}` : value;
}

/** A listing's query; the back office's also shows drafts (never a shopper's: it is not a client field). */
export type ListingQuery = ProductListQuery & { includeHidden?: boolean };

/** The WHERE clause of the shopper listing; every branch is served by an index of the products table. */
export function productFilters(query: ListingQuery, searchText: string): SQL {
  const conditions: SQL[] = [sql`p.deleted_at IS NULL`];
  if (!query.includeHidden) conditions.push(sql`NOT p.hidden`);
  if (query.category) {
    conditions.push(
      isId(query.category)
        ? sql`p.category_id = ${query.category}`
        : // one category, compared by equality: a category's index then also serves the page's order
          sql`p.category_id = (SELECT named.id FROM (
              SELECT cs.category_id AS id, 0 AS rank FROM category_slugs cs WHERE cs.slug = ${query.category}
              UNION ALL SELECT c.id, 1 FROM categories c WHERE lower(c.name) = lower(${query.category})
            ) named ORDER BY named.rank LIMIT 1)`,
    );
  }
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
    conditions.push(
      isId(value)
        ? sql`p.colour_id = ${value}`
        : sql`p.colour_id IN (SELECT c.id FROM colours c WHERE lower(c.name) = lower(${value}) OR lower(c.code) = lower(${value}))`,
    );
  }
  for (const attribute of LISTED_ATTRIBUTE_NAMES) {
    const values = query[attribute];
    if (values?.length) conditions.push(sql`p.${sql.raw(attribute)} IN (${sql.join(values.map((value) => sql`${value}`), sql`, `)})`);
  }
  if (query.length?.length) {
    conditions.push(sql`p.saree_length_cm IN (${sql.join(query.length.map((metres) => sql`${Math.round(metres * 100)}`), sql`, `)})`);
  }
  if (query.blousePiece !== undefined) conditions.push(sql`p.blouse_piece = ${query.blousePiece}`);
  if (query.size) {
    conditions.push(sql`EXISTS (
      SELECT 1 FROM buying_options bo
      WHERE bo.product_id = p.id AND bo.deleted_at IS NULL AND bo.stock > 0 AND lower(bo.size) = lower(${query.size}))`);
  }
  if (searchText) {
    // the short trigram test first: the full-text vector is read only when it fails
    conditions.push(sql`(${catalogueWords(searchText)} <% p.search_name OR p.search_vector @@ to_tsquery('simple', ${everyWordQuery(searchText)}))`);
  }
  return sql.join(conditions, sql` AND `);
}

/**
 * How many matches a search looks at and counts. Ranking costs work per match, so a search
 * matching a whole category ranks (and pages through) its first SEARCH_RESULTS_MAX matches.
 */
export const SEARCH_RESULTS_MAX = 1000;

/** Synonyms shorter than this must match a whole word: "kala" (black) must not find "kalamkari". */
const SYNONYM_PREFIX_MIN = 5;

/**
 * A full-text query asking for every word of a normalised search text, each as the start of a
 * word (a half-typed "banaras" finds "banarasi"), a plural's trailing s dropped ("sarees" finds
 * "saree"), or as any of its synonyms ("lal" finds "red", "sari" finds "saree"; see
 * search-synonyms.ts in packages/domain). normaliseSearch has left only letters, digits and
 * single spaces, and the synonyms are letters only: nothing tsquery reads.
 */
export function everyWordQuery(searchText: string): string {
  return searchText
    .split(" ")
    .map((word) => {
      const typed = `${word.length > 3 && word.endsWith("s") ? word.slice(0, -1) : word}:*`;
      const synonyms = searchSynonymsOf(word)
        .slice(1)
        .map((synonym) => (synonym.length >= SYNONYM_PREFIX_MIN ? `${synonym}:*` : synonym));
      return synonyms.length ? `(${[typed, ...synonyms].join(" | ")})` : typed;
    })
    .join(" & ");
}

/** The search in the catalogue's own words ("lal resham sari" → "red silk saree"), for typo matching and ranking. */
export function catalogueWords(searchText: string): string {
  return searchText.split(" ").map(catalogueWordFor).join(" ");
}

/**
 * How well a product answers the search: every word in what it is called (its name, category,
 * colour, origin and attributes) first, then every word anywhere in its text, then the rest; within
 * each, how close the name is to the words typed (in the catalogue's words), which also ranks misspellings.
 */
export function searchScore(searchText: string): SQL {
  const everyWord = sql`to_tsquery('simple', ${everyWordQuery(searchText)})`;
  return sql`(CASE
      WHEN to_tsvector('simple', p.search_name) @@ ${everyWord} THEN 2
      WHEN p.search_vector @@ ${everyWord} THEN 1
      ELSE 0
    END + word_similarity(${catalogueWords(searchText)}, p.search_name))`;
}

export function productOrder(query: ListingQuery, searchText: string): SQL {
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
