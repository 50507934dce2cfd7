import { sql, type SQL } from "drizzle-orm";

/**
 * How many of a category's best sellers a product page's suggestions are picked from. Read in the
 * order of the category's best-seller index, they cost the same in a category of a hundred products
 * or of a hundred thousand; the drafts, sold-out pieces and the product itself among them are left out.
 */
export const SUGGESTION_CANDIDATES = 100;

/** The products suggested with a product: its category's best sellers on show and in stock, best first. */
export function suggestionsFilter(product: { id: string; categoryId: string }): SQL {
  // purchased is NOT NULL: NULLS LAST only lets the planner match the index (DESC alone means NULLS FIRST)
  return sql`p.id IN (
      SELECT candidate.id FROM products candidate
      WHERE candidate.category_id = ${product.categoryId} AND candidate.deleted_at IS NULL
      ORDER BY candidate.purchased DESC NULLS LAST, candidate.id ASC LIMIT ${SUGGESTION_CANDIDATES}
    ) AND p.deleted_at IS NULL AND NOT p.hidden AND p.total_stock > 0 AND p.id <> ${product.id}`;
}

export const suggestionsOrder = sql`p.purchased DESC NULLS LAST, p.id ASC`;
