import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { rowsOf } from "../../lib/rows.js";

/** The SQL of admin writes to categories. */
export function categoryRepository(db: Queryable) {
  return {
    async exists(id: string): Promise<{ name: string; image: string | null } | undefined> {
      return rowsOf<{ name: string; image: string | null }>(await db.execute(sql`SELECT name, image FROM categories WHERE id = ${id}`))[0];
    },

    /** Another category of the same name, compared as the unique index does (case-insensitive). */
    async nameTaken(name: string, exceptId?: string): Promise<boolean> {
      const rows = await db.execute(sql`SELECT id FROM categories
        WHERE lower(name) = lower(${name}) ${exceptId ? sql`AND id <> ${exceptId}` : sql``}`);
      return rowsOf(rows).length > 0;
    },

    async insert(name: string, image: string, sizeChart: string | null, hsnCode: string | null): Promise<void> {
      await db.execute(sql`INSERT INTO categories (name, image, position, size_chart, hsn_code)
        VALUES (${name}, ${image}, (SELECT COALESCE(max(position) + 1, 0) FROM categories), ${sizeChart}, ${hsnCode})`);
    },

    async update(id: string, name: string, image: string | undefined, sizeChart: string | null | undefined, hsnCode: string | null | undefined): Promise<void> {
      await db.execute(sql`UPDATE categories SET name = ${name}, updated_at = now()
        ${image ? sql`, image = ${image}` : sql``}
        ${sizeChart !== undefined ? sql`, size_chart = ${sizeChart}` : sql``}
        ${hsnCode !== undefined ? sql`, hsn_code = ${hsnCode}` : sql``} WHERE id = ${id}`);
    },

    async remove(id: string): Promise<boolean> {
      return rowsOf(await db.execute(sql`DELETE FROM categories WHERE id = ${id} RETURNING id`)).length > 0;
    },
  };
}
