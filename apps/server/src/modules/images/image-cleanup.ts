import { IMAGE_WIDTHS } from "@pallu/domain";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Queryable } from "../../db/client.js";
import type { ImageStore } from "../../integrations/storage/image-store.js";
import { parseRows } from "../../lib/rows.js";
import { copyName } from "./image-copies.js";
import { IMAGE_COLUMNS } from "./image-columns.js";

/** The name in the image store of one of its URLs: the last part of the path, without the AVIF mark. */
export const storedNameOf = (url: string) => url.split("?")[0]!.split("/").pop() ?? "";

/** The content key of a stored image's URL or file (`<key>-<width>.webp`, `.avif`), or undefined for anything else. */
export function imageKeyOf(url: string | null | undefined): string | undefined {
  return url ? storedNameOf(url).match(/^([0-9a-f]{24})-\d+\.(?:webp|avif)$/)?.[1] : undefined;
}

/** The keys, among those given, that some row still shows: users, categories, products, slides, order lines, site content. */
async function keysInUse(db: Queryable, keys: string[]): Promise<Set<string>> {
  const used = new Set<string>();
  for (const key of keys) {
    const pattern = `%/${key}-%`;
    const shown = IMAGE_COLUMNS.map(
      (column) => sql`EXISTS (SELECT 1 FROM ${column.table} WHERE ${column} LIKE ${pattern})`,
    );
    const rows = parseRows(
      z.object({ used: z.boolean() }),
      await db.execute(sql`SELECT (
          ${sql.join(shown, sql` OR `)}
          OR EXISTS (SELECT 1 FROM site_content WHERE value::text LIKE ${pattern})
        ) AS used`),
    );
    if (rows[0]?.used) used.add(key);
  }
  return used;
}

async function deleteKey(store: ImageStore, key: string): Promise<void> {
  for (const width of IMAGE_WIDTHS) {
    await store.delete(copyName(key, width, "webp"));
    await store.delete(copyName(key, width, "avif"));
  }
}

/**
 * Called after a change that dropped images has committed: deletes every width of each image no row
 * shows any more. Images are named by content, so another shopper's identical picture keeps its files.
 * A failure here only leaves files behind for the orphan sweep.
 */
export async function releaseImages(deps: { db: Queryable; imageStore: ImageStore }, urls: (string | null | undefined)[]): Promise<void> {
  const keys = [...new Set(urls.map(imageKeyOf).filter((key): key is string => key !== undefined))];
  if (keys.length === 0) return;
  try {
    const used = await keysInUse(deps.db, keys);
    for (const key of keys) if (!used.has(key)) await deleteKey(deps.imageStore, key);
  } catch {
    // the sweep job removes what is left
  }
}

/** Files older than the grace period that no row shows: written by an upload whose change never committed, or left by a failed release. */
export async function sweepOrphanImages(deps: { db: Queryable; imageStore: ImageStore }, now: Date, graceMs: number): Promise<number> {
  const files = await deps.imageStore.list();
  const old = files.filter((file) => now.getTime() - file.modifiedAt.getTime() > graceMs);
  const byKey = new Map<string, string[]>();
  for (const file of old) {
    const key = imageKeyOf(file.name);
    if (key) byKey.set(key, [...(byKey.get(key) ?? []), file.name]);
  }
  const used = await keysInUse(deps.db, [...byKey.keys()]);
  let deleted = 0;
  for (const [key, names] of byKey) {
    if (used.has(key)) continue;
    for (const name of names) await deps.imageStore.delete(name);
    deleted += names.length;
  }
  return deleted;
}
