import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import { repeatEvery } from "../../lib/repeat-every.js";
import { pruneExpiredMessageLinks } from "../notifications/message-links.js";
import { claimJobs, completeJob, failJob, pruneFinishedJobs } from "./job-queue.js";

export type JobHandler = (deps: AppDeps, payload: Record<string, unknown>) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

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

/** Polls the job table every few seconds; returns a stop function for shutdown. */
export function startJobWorker(deps: AppDeps, handlers: JobHandlers, log: FastifyBaseLogger, everyMs = 3000): () => void {
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
      await pruneExpiredMessageLinks(deps.db, deps.now());
    },
    (error) => log.error({ err: error }, "job worker failed"),
  );
}
