import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Queryable } from "../../db/client.js";
import { categories, orderLines, productImages, siteSlides, users } from "../../db/schema/index.js";
import { parseRows } from "../../lib/rows.js";

/** Every column that holds the URL of a stored image (site content's JSON may hold some too). */
export const IMAGE_COLUMNS = [
  users.image,
  categories.image,
  productImages.url,
  siteSlides.smallImage,
  siteSlides.largeImage,
  orderLines.image,
] as const;

/** A stored image's URL as the store names it, before any mark is added to it. */
const UNMARKED_STORED_URL = "[0-9a-f]{24}-[0-9]+\\.webp$";

/** Up to `limit` shown image URLs that carry no mark yet, in URL order after `after`. */
export async function unmarkedImageUrls(db: Queryable, after: string, limit: number): Promise<string[]> {
  const shown = sql.join(
    IMAGE_COLUMNS.map((column) => sql`SELECT ${column} AS url FROM ${column.table}`),
    sql` UNION `,
  );
  const rows = parseRows(
    z.object({ url: z.string() }),
    await db.execute(sql`SELECT url FROM (${shown}) AS shown
      WHERE url ~ ${UNMARKED_STORED_URL} AND url > ${after} ORDER BY url LIMIT ${limit}`),
  );
  return rows.map((row) => row.url);
}

/** Adds `mark` to an image's URL in every row that shows it. */
export async function markImageUrl(db: Queryable, url: string, mark: string): Promise<void> {
  for (const column of IMAGE_COLUMNS) {
    await db.execute(
      sql`UPDATE ${column.table} SET ${sql.identifier(column.name)} = ${url + mark} WHERE ${column} = ${url}`,
    );
  }
}
