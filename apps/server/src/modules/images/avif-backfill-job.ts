import { AVIF_MARK } from "@pallu/domain";
import sharp from "sharp";
import type { AppDeps } from "../../app-deps.js";
import type { ImageStore } from "../../integrations/storage/image-store.js";
import { enqueueJob } from "../jobs/index.js";
import { markImageUrl, unmarkedImageUrls } from "./image-columns.js";
import { imageKeyOf, storedNameOf } from "./image-cleanup.js";
import { copyName, LARGEST_IMAGE_WIDTH, storeMissingCopies } from "./image-copies.js";

export const AVIF_BACKFILL_JOB = "images.avif-backfill";
/** Images per job: one job stays well inside the queue's five-minute lease and holds other jobs back briefly. */
export const AVIF_BACKFILL_BATCH = 25;

/**
 * Queues the backfill once, whichever instance starts first. After its jobs are pruned a later
 * start runs it again, which only looks for images stored since by an instance without AVIF.
 */
export async function scheduleAvifBackfill(deps: Pick<AppDeps, "db">): Promise<void> {
  await enqueueJob(deps.db, { kind: AVIF_BACKFILL_JOB, payload: { after: "" }, dedupeKey: `${AVIF_BACKFILL_JOB}:` });
}

/** Writes the image's missing AVIF copies from its largest WebP; false when that file is gone. */
async function addAvifCopies(store: ImageStore, key: string): Promise<boolean> {
  const largest = await store.read(copyName(key, LARGEST_IMAGE_WIDTH, "webp"));
  if (!largest) return false;
  await storeMissingCopies(store, key, ["avif"], () => sharp(largest).raw().toBuffer({ resolveWithObject: true }));
  return true;
}

/**
 * Gives the images stored before AVIF copies existed their AVIF copies, then marks their URLs in
 * every row that shows them, so the web offers AVIF only once the files exist. One batch per job
 * in URL order; the next batch is a job of its own. Running it again changes nothing.
 */
export async function backfillAvifJob(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  const after = typeof payload.after === "string" ? payload.after : "";
  const urls = await unmarkedImageUrls(deps.db, after, AVIF_BACKFILL_BATCH);
  let marked = 0;
  for (const url of urls) {
    const key = imageKeyOf(url);
    // only the store's own files: a URL of another host or an old public base is left as it is
    if (!key || deps.imageStore.urlFor(storedNameOf(url)) !== url) continue;
    if (!(await addAvifCopies(deps.imageStore, key))) continue;
    await markImageUrl(deps.db, url, AVIF_MARK);
    marked += 1;
  }
  if (marked > 0) await deps.cacheBus.publishInvalidation("catalogue");
  const last = urls.at(-1);
  if (urls.length === AVIF_BACKFILL_BATCH && last) {
    await enqueueJob(deps.db, {
      kind: AVIF_BACKFILL_JOB,
      payload: { after: last },
      dedupeKey: `${AVIF_BACKFILL_JOB}:${last}`,
    });
  }
}
