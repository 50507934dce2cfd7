import type { AppDeps } from "../../app-deps.js";
import { enqueueJob } from "../jobs/index.js";
import { sweepOrphanImages } from "./image-cleanup.js";

export const IMAGE_SWEEP_JOB = "images.sweep";
const DAY_MS = 86_400_000;
/** A file younger than this may belong to an upload whose change has not committed yet. */
export const ORPHAN_GRACE_MS = DAY_MS;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Queues the day's sweep once, whichever instance asks first (the dedupe key is the day). */
export async function scheduleImageSweep(deps: Pick<AppDeps, "db">, at: Date): Promise<void> {
  await enqueueJob(deps.db, { kind: IMAGE_SWEEP_JOB, payload: {}, dedupeKey: `${IMAGE_SWEEP_JOB}:${dayOf(at)}`, runAt: at });
}

/** Deletes stored images no row shows any more and that are older than a day, then queues tomorrow's sweep. */
export async function sweepImagesJob(deps: AppDeps): Promise<void> {
  const now = deps.now();
  await sweepOrphanImages(deps, now, ORPHAN_GRACE_MS);
  await scheduleImageSweep(deps, new Date(now.getTime() + DAY_MS));
}
