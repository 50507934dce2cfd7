import type { AppDeps } from "../../app-deps.js";
import { DEFAULT_JOB_LANE, type JobLane } from "./job-lanes.js";

export type JobRun = (deps: AppDeps, payload: Record<string, unknown>) => Promise<void>;
/** How one kind of job is run, and in which lane. */
export type JobHandler = { lane: JobLane; run: JobRun };
/** The jobs one part of the shop knows how to run, by kind. */
export type JobHandlers = Record<string, JobHandler>;

/**
 * Puts the handlers of every part of the shop into one record. Two parts claiming the same kind
 * would leave one of them silently never run, so that stops the start instead.
 */
export function combineJobHandlers(...records: JobHandlers[]): JobHandlers {
  const combined: JobHandlers = {};
  for (const record of records) {
    for (const [kind, handler] of Object.entries(record)) {
      if (kind in combined) throw new Error(`two handlers for job kind ${kind}`);
      combined[kind] = handler;
    }
  }
  return combined;
}

/** Which kinds a lane claims: its own, or for the default lane everything no other lane names. */
export type LaneKinds = { only: string[] } | { except: string[] };

export function kindsOfLane(handlers: JobHandlers, lane: JobLane): LaneKinds {
  const kindsIn = (wanted: (lane: JobLane) => boolean) =>
    Object.entries(handlers).flatMap(([kind, handler]) => (wanted(handler.lane) ? [kind] : []));
  if (lane !== DEFAULT_JOB_LANE) return { only: kindsIn((of) => of === lane) };
  return { except: kindsIn((of) => of !== DEFAULT_JOB_LANE) };
}
