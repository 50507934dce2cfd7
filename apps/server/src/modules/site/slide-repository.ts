import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { rowsOf } from "../../lib/rows.js";

export type SlideValues = { title: string; description: string; alt: string | null; link: string | null; showText: boolean };

/** The SQL of admin writes to the home slider. */
export function slideRepository(db: Queryable) {
  return {
    async imagesOf(id: string): Promise<string[]> {
      const rows = rowsOf<{ small_image: string; large_image: string }>(
        await db.execute(sql`SELECT small_image, large_image FROM site_slides WHERE id = ${id}`),
      );
      return rows.flatMap((row) => [row.small_image, row.large_image]);
    },

    async exists(id: string): Promise<boolean> {
      return rowsOf(await db.execute(sql`SELECT id FROM site_slides WHERE id = ${id}`)).length > 0;
    },

    async insertLast(values: SlideValues & { smallImage: string; largeImage: string }): Promise<string> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`INSERT INTO site_slides (position, title, description, small_image, large_image, alt, link, show_text)
          VALUES ((SELECT COALESCE(max(position) + 1, 0) FROM site_slides),
            ${values.title}, ${values.description}, ${values.smallImage}, ${values.largeImage}, ${values.alt}, ${values.link},
            ${values.showText})
          RETURNING id`),
      );
      return rows[0]!.id;
    },

    async update(id: string, values: SlideValues & { smallImage?: string; largeImage?: string }): Promise<boolean> {
      const rows = await db.execute(sql`UPDATE site_slides SET title = ${values.title}, description = ${values.description},
          alt = ${values.alt}, link = ${values.link}, show_text = ${values.showText}, updated_at = now()
          ${values.smallImage ? sql`, small_image = ${values.smallImage}` : sql``}
          ${values.largeImage ? sql`, large_image = ${values.largeImage}` : sql``}
        WHERE id = ${id} RETURNING id`);
      return rowsOf(rows).length > 0;
    },

    /** Slide ids in their shown order, locked for the rest of the transaction. */
    async lockOrder(): Promise<string[]> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`SELECT id FROM site_slides ORDER BY position, created_at, id FOR UPDATE`),
      );
      return rows.map((row) => row.id);
    },

    async remove(id: string): Promise<void> {
      await db.execute(sql`DELETE FROM site_slides WHERE id = ${id}`);
    },

    /** Numbers the slides 0..n-1 in the given order, touching only those whose position changes. */
    async renumber(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      const values = ids.map((id, position) => sql`(${id}::uuid, ${position}::int)`);
      await db.execute(sql`UPDATE site_slides s SET position = v.position, updated_at = now()
        FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, position)
        WHERE s.id = v.id AND s.position <> v.position`);
    },
  };
}
