import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import { repeatEvery } from "../../lib/repeat-every.js";
import type { JobHandlers } from "./job-handlers.js";
import { claimJobs, completeJob, failJob, pruneFinishedJobs } from "./job-queue.js";

/** Housekeeping the worker runs about once an hour besides the jobs, such as clearing what has expired. */
export type MaintenanceTask = (deps: AppDeps) => Promise<unknown>;

const BATCH = 10;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Runs every due job once; returns how many ran. Used by the worker loop and by tests. */
export async function runDueJobs(deps: AppDeps, handlers: JobHandlers, workerId = "inline"): Promise<number> {
  let ran = 0;
  for (;;) {
    const claimed = await claimJobs(deps.db, workerId, BATCH, deps.now());
    if (claimed.length === 0) return ran;
    for (const job of claimed) {
      const handler = handlers[job.kind];
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        await handler(deps, job.payload);
        await completeJob(deps.db, job.id, deps.now());
      } catch (error) {
        await failJob(deps.db, job, error, deps.now());
      }
      ran += 1;
    }
  }
}

/**
 * Polls the job table every few seconds and, about once an hour, prunes finished jobs and runs the
 * maintenance it is given, in order; returns a stop function for shutdown.
 */
export function startJobWorker(
  deps: AppDeps,
  handlers: JobHandlers,
  log: FastifyBaseLogger,
  { maintenance = [], everyMs = 3000 }: { maintenance?: readonly MaintenanceTask[]; everyMs?: number } = {},
): () => void {
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  let prunedAt = 0;
  return repeatEvery(
    everyMs,
    async () => {
      const pruneDue = Date.now() - prunedAt > PRUNE_EVERY_MS;
      if (pruneDue) prunedAt = Date.now();
      await runDueJobs(deps, handlers, workerId);
      if (!pruneDue) return;
      await pruneFinishedJobs(deps.db, deps.now());
      for (const task of maintenance) await task(deps);
    },
    (error) => log.error({ err: error }, "job worker failed"),
  );
}
