import { CATALOGUE_ERRORS_MAX } from "@pallu/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import { pictureFetches, products } from "../../db/schema/index.js";
import { PictureFetchError, type PictureFetcher } from "../../integrations/remote-images/public-image-fetcher.js";
import { AppError } from "../../lib/app-error.js";
import { listingCacheFor, productWriteRepository } from "../catalogue/index.js";
import { enqueueJob, type JobHandlers } from "../jobs/index.js";
import { releaseImages, storeImage } from "../images/index.js";

export const FETCH_PICTURES_JOB = "catalogue.fetchPictures";

/** Products whose pictures one run fetches; the rest go to the next run, so no run outlasts the queue's stale-job limit. */
const PRODUCTS_PER_RUN = 10;

type Outcome = { id: string; storedUrl?: string; problem?: string };

/** One picture fetched, checked and stored like an upload, or why not in the seller's words. */
async function fetchOne(deps: AppDeps, fetcher: PictureFetcher, url: string): Promise<Omit<Outcome, "id">> {
  try {
    const bytes = await fetcher.fetch(url);
    return { storedUrl: (await storeImage(deps.imageStore, bytes)).url };
  } catch (error) {
    if (error instanceof PictureFetchError || error instanceof AppError) return { problem: error.message };
    throw error;
  }
}

/**
 * Fetches the pictures an import named by URL, product by product: each product's pictures are
 * fetched, then its rows and its pictures change in one transaction, so a product shows all its
 * fetched pictures at once and a run stopped half-way leaves nothing half-done. A new product the
 * file has on show goes on show once at least one of its pictures is in; one whose pictures all
 * failed stays a draft, and each failure stays on its row for the back office to show.
 */
async function fetchPictures(deps: AppDeps, fetcher: PictureFetcher, importId: string): Promise<void> {
  const waiting = await deps.db
    .selectDistinct({ productId: pictureFetches.productId })
    .from(pictureFetches)
    .where(and(eq(pictureFetches.importId, importId), eq(pictureFetches.status, "waiting")))
    .orderBy(asc(pictureFetches.productId))
    .limit(PRODUCTS_PER_RUN + 1);
  let changed = false;
  for (const { productId } of waiting.slice(0, PRODUCTS_PER_RUN)) {
    const rows = await deps.db
      .select()
      .from(pictureFetches)
      .where(and(eq(pictureFetches.importId, importId), eq(pictureFetches.productId, productId)))
      .orderBy(asc(pictureFetches.position));
    const outcomes: Outcome[] = [];
    for (const row of rows.filter((each) => each.status === "waiting")) {
      outcomes.push({ id: row.id, ...(await fetchOne(deps, fetcher, row.url)) });
    }
    const dropped = await deps.db.transaction(async (tx) => {
      for (const outcome of outcomes) {
        await tx
          .update(pictureFetches)
          .set({
            status: outcome.storedUrl ? "stored" : "failed",
            storedUrl: outcome.storedUrl ?? null,
            problem: outcome.problem ?? null,
            updatedAt: deps.now(),
          })
          .where(eq(pictureFetches.id, outcome.id));
      }
      const byId = new Map(outcomes.map((outcome) => [outcome.id, outcome.storedUrl]));
      const urls = rows.flatMap((row) => {
        const url = byId.get(row.id) ?? row.storedUrl;
        return url ? [url] : [];
      });
      if (urls.length === 0) return [];
      const repository = productWriteRepository(tx);
      const before = await repository.imageUrls(productId);
      await repository.replaceImages(productId, [...new Set(urls)]);
      if (rows[0]!.publish) await tx.update(products).set({ hidden: false }).where(eq(products.id, productId));
      return before.filter((url) => !urls.includes(url));
    });
    await releaseImages(deps, dropped);
    changed = true;
  }
  if (changed) listingCacheFor(deps.db).clear();
  if (waiting.length > PRODUCTS_PER_RUN) await enqueueJob(deps.db, { kind: FETCH_PICTURES_JOB, payload: { importId } });
}

/** The catalogue files' background work: fetching the pictures a Shopify export names by URL. */
export function catalogueFileJobHandlers(fetcher: PictureFetcher): JobHandlers {
  return {
    [FETCH_PICTURES_JOB]: { lane: "bulk", run: (deps, payload) => fetchPictures(deps, fetcher, String(payload.importId)) },
  };
}

/** How far the pictures of one import have come, with the first failures by the line that named them. */
export async function pictureImportProgress(deps: Pick<AppDeps, "db">, importId: string) {
  const ofImport = eq(pictureFetches.importId, importId);
  const counts = await deps.db
    .select({ status: pictureFetches.status, count: sql<number>`count(*)::int` })
    .from(pictureFetches)
    .where(ofImport)
    .groupBy(pictureFetches.status);
  if (counts.length === 0) return undefined;
  const count = (status: string) => counts.find((row) => row.status === status)?.count ?? 0;
  const failures = await deps.db
    .select({ line: pictureFetches.line, url: pictureFetches.url, problem: pictureFetches.problem })
    .from(pictureFetches)
    .where(and(ofImport, eq(pictureFetches.status, "failed")))
    .orderBy(asc(pictureFetches.line), asc(pictureFetches.position))
    .limit(CATALOGUE_ERRORS_MAX);
  return {
    total: count("waiting") + count("stored") + count("failed"),
    stored: count("stored"),
    failed: count("failed"),
    waiting: count("waiting"),
    failures: failures.map((row) => ({
      line: row.line,
      url: row.url,
      message: row.problem ?? "The picture could not be fetched",
    })),
  };
}
