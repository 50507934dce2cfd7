import type { AppDeps } from "../../app-deps.js";
import { publishingStockChanges } from "../../lib/stock-changes.js";
import type { JobHandlers } from "./job-handlers.js";
import { completeJob, extendJobLock, failJob, type JobRow, STALE_AFTER_SECONDS } from "./job-queue.js";

/** Well inside the stale-lock time, so a lock is renewed several times before anyone may take it. */
const RENEW_LOCK_EVERY_MS = (STALE_AFTER_SECONDS * 1000) / 5;

/** Runs one claimed job to its end: done, or failed and queued again with backoff. */
export async function runClaimedJob(
  deps: AppDeps,
  handlers: JobHandlers,
  job: JobRow,
  workerId: string,
): Promise<void> {
  const renewing = setInterval(() => {
    extendJobLock(deps.db, job.id, workerId, deps.now()).catch(() => undefined);
  }, RENEW_LOCK_EVERY_MS);
  renewing.unref();
  try {
    const handler = handlers[job.kind];
    if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
    await publishingStockChanges(deps.cacheBus, () => handler.run(deps, job.payload));
    await completeJob(deps.db, job.id, workerId, deps.now());
  } catch (error) {
    await failJob(deps.db, job, workerId, error, deps.now());
  } finally {
    clearInterval(renewing);
  }
}
