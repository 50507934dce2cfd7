import type { AppDeps } from "../../app-deps.js";

export type JobHandler = (deps: AppDeps, payload: Record<string, unknown>) => Promise<void>;
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
