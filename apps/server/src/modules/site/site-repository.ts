import { asc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { siteContent, siteSlides } from "../../db/schema/index.js";

export function siteRepository(db: Queryable) {
  return {
    listSlides: () => db.select().from(siteSlides).orderBy(asc(siteSlides.position), asc(siteSlides.createdAt)),

    async content(key: string): Promise<unknown> {
      const [row] = await db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, key));
      return row?.value;
    },

    async saveContent(key: string, value: unknown): Promise<void> {
      await db
        .insert(siteContent)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteContent.key, set: { value, updatedAt: new Date() } });
    },
  };
}
