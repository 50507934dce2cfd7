import type { JobHandlers } from "../jobs/index.js";
import { AVIF_BACKFILL_JOB, backfillAvifJob } from "./avif-backfill-job.js";
import { IMAGE_SWEEP_JOB, sweepImagesJob } from "./image-sweep-job.js";

/** The background work of stored images, by job kind and lane (see jobs/job-lanes.ts). */
export const imageJobHandlers: JobHandlers = {
  [IMAGE_SWEEP_JOB]: { lane: "bulk", run: sweepImagesJob },
  [AVIF_BACKFILL_JOB]: { lane: "bulk", run: backfillAvifJob },
};
