import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Queryable } from "../../db/client.js";
import { parseRows } from "../../lib/rows.js";
import { buildSearchText } from "./search-text.js";

const BATCH = 500;

const SearchSourceRow = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  details: z.array(z.object({ heading: z.string(), detail: z.string() })),
  location: z.string().nullable(),
  category_name: z.string().nullable(),
  colour_name: z.string().nullable(),
  fabric: z.string().nullable(),
  weave: z.string().nullable(),
  region: z.string().nullable(),
  occasion: z.string().nullable(),
});

/**
 * Rebuilds products.search_text of the given products from their current name, category,
 * colour, origin, attributes, description and details, in batches of one UPDATE each.
 */
export async function rebuildSearchText(db: Queryable, productIds: string[]): Promise<void> {
  for (let start = 0; start < productIds.length; start += BATCH) {
    const ids = productIds.slice(start, start + BATCH);
    const rows = parseRows(
      SearchSourceRow,
      await db.execute(sql`SELECT p.id, p.name, p.description, p.details, p.location, p.fabric, p.weave, p.region, p.occasion,
          c.name AS category_name, col.name AS colour_name
        FROM products p
        LEFT JOIN categories c ON c.id = p.category_id
        LEFT JOIN colours col ON col.id = p.colour_id
        WHERE p.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`),
    );
    if (rows.length === 0) continue;
    const values = rows.map(
      (row) =>
        sql`(${row.id}::uuid, ${buildSearchText({
          name: row.name,
          description: row.description,
          details: row.details,
          location: row.location,
          categoryName: row.category_name,
          colourName: row.colour_name,
          attributes: row,
        })})`,
    );
    await db.execute(sql`UPDATE products p SET search_text = v.text
      FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, text)
      WHERE p.id = v.id`);
  }
}

/** Ids of the products (deleted ones too: they may come back in reports) matching a condition. */
export async function productIdsWhere(db: Queryable, where: SQL): Promise<string[]> {
  return parseRows(z.object({ id: z.string() }), await db.execute(sql`SELECT p.id FROM products p WHERE ${where}`)).map((row) => row.id);
}
