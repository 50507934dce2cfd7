import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import { repeatEvery } from "../../lib/repeat-every.js";
import { kindsOfLane, type JobHandlers } from "./job-handlers.js";
import { JOB_LANES, LANE_SETTINGS, type JobLane, type LaneSettings } from "./job-lanes.js";
import { claimJobs, pruneFinishedJobs } from "./job-queue.js";
import { startLaneRunner } from "./lane-runner.js";
import { runClaimedJob } from "./run-claimed-job.js";

/** Housekeeping the worker runs about once an hour besides the jobs, such as clearing what has expired. */
export type MaintenanceTask = (deps: AppDeps) => Promise<unknown>;

const BATCH = 10;
const MAINTENANCE_EVERY_MS = 60 * 60 * 1000;

/**
 * Runs every due job once, one at a time, the urgent lane drained first; returns how many ran.
 * For tests and scripts: a running shop uses startJobWorker.
 */
export async function runDueJobs(deps: AppDeps, handlers: JobHandlers, workerId = "inline"): Promise<number> {
  let ran = 0;
  for (;;) {
    const before = ran;
    for (const lane of JOB_LANES) {
      for (;;) {
        const claimed = await claimJobs(deps.db, workerId, BATCH, deps.now(), kindsOfLane(handlers, lane));
        if (claimed.length === 0) break;
        for (const job of claimed) await runClaimedJob(deps, handlers, job, workerId);
        ran += claimed.length;
      }
    }
    // A job may queue another in a lane already drained.
    if (ran === before) return ran;
  }
}

export type JobWorkerOptions = {
  maintenance?: readonly MaintenanceTask[];
  lanes?: Readonly<Record<JobLane, LaneSettings>>;
};

/**
 * Runs each lane's jobs in that lane's own slots and, at start and then once an hour, prunes
 * finished jobs and runs the maintenance it is given, in order. Returns a stop function for
 * shutdown, which resolves once the work already started has finished.
 */
export function startJobWorker(
  deps: AppDeps,
  handlers: JobHandlers,
  log: FastifyBaseLogger,
  { maintenance = [], lanes = LANE_SETTINGS }: JobWorkerOptions = {},
): () => Promise<void> {
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const stopLanes = JOB_LANES.map((lane) => {
    const laneWorkerId = `${workerId}-${lane}`;
    const kinds = kindsOfLane(handlers, lane);
    return startLaneRunner(lanes[lane], {
      claim: (count) => claimJobs(deps.db, laneWorkerId, count, deps.now(), kinds),
      run: (job) => runClaimedJob(deps, handlers, job, laneWorkerId),
      onError: (error) => log.error({ err: error, lane }, "job worker failed"),
    });
  });
  const housekeeping = async () => {
    await pruneFinishedJobs(deps.db, deps.now());
    for (const task of maintenance) await task(deps);
  };
  const onHousekeepingError = (error: unknown) => log.error({ err: error }, "job maintenance failed");
  const firstHousekeeping = housekeeping().catch(onHousekeepingError);
  const stopMaintenance = repeatEvery(MAINTENANCE_EVERY_MS, housekeeping, onHousekeepingError);
  return async () => {
    stopMaintenance();
    await Promise.all([firstHousekeeping, ...stopLanes.map((stop) => stop())]);
  };
}
