import type { ServiceOffer } from "@pallu/domain";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { categories, categorySlugs } from "../../db/schema/index.js";

/** Admin writes to categories. */
export function categoryRepository(db: Queryable) {
  return {
    async exists(id: string): Promise<{ name: string; image: string | null } | undefined> {
      const [row] = await db.select({ name: categories.name, image: categories.image }).from(categories).where(eq(categories.id, id));
      return row;
    },

    /** Another category of the same name, compared as the unique index does (case-insensitive). */
    async nameTaken(name: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(sql`lower(${categories.name}) = lower(${name})`, exceptId ? ne(categories.id, exceptId) : undefined));
      return rows.length > 0;
    },

    /** Whether another category has or had this slug. */
    async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ categoryId: categorySlugs.categoryId })
        .from(categorySlugs)
        .where(eq(categorySlugs.slug, slug));
      return row !== undefined && row.categoryId !== exceptId;
    },

    /** Without a slug, the database makes one from the name. */
    async insert(
      name: string,
      slug: string | undefined,
      image: string,
      sizeChart: string | null,
      hsnCode: string | null,
      services: ServiceOffer[] | null = null,
    ): Promise<void> {
      await db.insert(categories).values({
        name,
        ...(slug ? { slug } : {}),
        image,
        position: sql`(SELECT COALESCE(max(position) + 1, 0) FROM categories)`,
        sizeChart,
        hsnCode,
        services,
      });
    },

    /** A slug left undefined stays; "" has the database make one from the name. */
    async update(
      id: string,
      fields: {
        name: string;
        slug: string | undefined;
        sizeChart: string | null | undefined;
        hsnCode: string | null | undefined;
        services?: ServiceOffer[] | null | undefined;
      },
      image: string | undefined,
    ): Promise<void> {
      const { name, slug, sizeChart, hsnCode, services } = fields;
      await db
        .update(categories)
        .set({ name, updatedAt: sql`now()`, ...(image ? { image } : {}), ...(slug === undefined ? {} : { slug }), sizeChart, hsnCode, services })
        .where(eq(categories.id, id));
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
      return rows.length > 0;
    },
  };
}
