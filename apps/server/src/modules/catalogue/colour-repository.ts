import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { colours } from "../../db/schema/index.js";

export type ColourValues = { name: string; code: string };

/** Admin writes to colours; names and codes are unique case-insensitively. */
export function colourRepository(db: Queryable) {
  return {
    async find(id: string): Promise<ColourValues | undefined> {
      const [row] = await db.select({ name: colours.name, code: colours.code }).from(colours).where(eq(colours.id, id));
      return row;
    },

    /** What an existing other colour already uses: "name", "code", or undefined. */
    async clash(values: ColourValues, exceptId?: string): Promise<"name" | "code" | undefined> {
      const [row] = await db
        .select({ name: colours.name, code: colours.code })
        .from(colours)
        .where(
          and(
            or(sql`lower(${colours.name}) = lower(${values.name})`, sql`lower(${colours.code}) = lower(${values.code})`),
            exceptId ? ne(colours.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      if (!row) return undefined;
      return row.name.toLowerCase() === values.name.toLowerCase() ? "name" : "code";
    },

    async insert(values: ColourValues): Promise<void> {
      await db.insert(colours).values({ name: values.name, code: values.code });
    },

    async update(id: string, values: ColourValues): Promise<void> {
      await db.update(colours).set({ name: values.name, code: values.code }).where(eq(colours.id, id));
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(colours).where(eq(colours.id, id)).returning({ id: colours.id });
      return rows.length > 0;
    },
  };
}
