import { asc, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { siteSlides } from "../../db/schema/index.js";

export type SlideValues = { title: string; description: string; alt: string | null; link: string | null; showText: boolean };

/** Admin writes to the home slider. */
export function slideRepository(db: Queryable) {
  return {
    async imagesOf(id: string): Promise<string[]> {
      const rows = await db
        .select({ smallImage: siteSlides.smallImage, largeImage: siteSlides.largeImage })
        .from(siteSlides)
        .where(eq(siteSlides.id, id));
      return rows.flatMap((row) => [row.smallImage, row.largeImage]);
    },

    async exists(id: string): Promise<boolean> {
      const rows = await db.select({ id: siteSlides.id }).from(siteSlides).where(eq(siteSlides.id, id));
      return rows.length > 0;
    },

    async insertLast(values: SlideValues & { smallImage: string; largeImage: string }): Promise<string> {
      const [row] = await db
        .insert(siteSlides)
        .values({
          position: sql`(SELECT COALESCE(max(position) + 1, 0) FROM site_slides)`,
          title: values.title,
          description: values.description,
          smallImage: values.smallImage,
          largeImage: values.largeImage,
          alt: values.alt,
          link: values.link,
          showText: values.showText,
        })
        .returning({ id: siteSlides.id });
      return row!.id;
    },

    async update(id: string, values: SlideValues & { smallImage?: string; largeImage?: string }): Promise<boolean> {
      const rows = await db
        .update(siteSlides)
        .set({
          title: values.title,
          description: values.description,
          alt: values.alt,
          link: values.link,
          showText: values.showText,
          updatedAt: sql`now()`,
          ...(values.smallImage ? { smallImage: values.smallImage } : {}),
          ...(values.largeImage ? { largeImage: values.largeImage } : {}),
        })
        .where(eq(siteSlides.id, id))
        .returning({ id: siteSlides.id });
      return rows.length > 0;
    },

    /** Slide ids in their shown order, locked for the rest of the transaction. */
    async lockOrder(): Promise<string[]> {
      const rows = await db
        .select({ id: siteSlides.id })
        .from(siteSlides)
        .orderBy(asc(siteSlides.position), asc(siteSlides.createdAt), asc(siteSlides.id))
        .for("update");
      return rows.map((row) => row.id);
    },

    async remove(id: string): Promise<void> {
      await db.delete(siteSlides).where(eq(siteSlides.id, id));
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
