import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { rowsOf } from "../../lib/rows.js";

export type ColourValues = { name: string; code: string };

/** The SQL of admin writes to colours; names and codes are unique case-insensitively. */
export function colourRepository(db: Queryable) {
  return {
    async find(id: string): Promise<ColourValues | undefined> {
      return rowsOf<ColourValues>(await db.execute(sql`SELECT name, code FROM colours WHERE id = ${id}`))[0];
    },

    /** What an existing other colour already uses: "name", "code", or undefined. */
    async clash(values: ColourValues, exceptId?: string): Promise<"name" | "code" | undefined> {
      const rows = rowsOf<{ name: string; code: string }>(
        await db.execute(sql`SELECT name, code FROM colours
          WHERE (lower(name) = lower(${values.name}) OR lower(code) = lower(${values.code}))
            ${exceptId ? sql`AND id <> ${exceptId}` : sql``}
          LIMIT 1`),
      );
      const row = rows[0];
      if (!row) return undefined;
      return row.name.toLowerCase() === values.name.toLowerCase() ? "name" : "code";
    },

    async insert(values: ColourValues): Promise<void> {
      await db.execute(sql`INSERT INTO colours (name, code) VALUES (${values.name}, ${values.code})`);
    },

    async update(id: string, values: ColourValues): Promise<void> {
      await db.execute(sql`UPDATE colours SET name = ${values.name}, code = ${values.code} WHERE id = ${id}`);
    },

    async remove(id: string): Promise<boolean> {
      return rowsOf(await db.execute(sql`DELETE FROM colours WHERE id = ${id} RETURNING id`)).length > 0;
    },
  };
}
