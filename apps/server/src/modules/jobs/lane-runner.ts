import type { JobRow } from "./job-queue.js";
import type { LaneSettings } from "./job-lanes.js";

type LaneWork = {
  claim: (count: number) => Promise<JobRow[]>;
  run: (job: JobRow) => Promise<void>;
  onError: (error: unknown) => void;
};

/**
 * Keeps up to `slots` jobs of one lane running: it claims only as many jobs as it has free slots
 * (one job per slot, so a long job never holds claimed jobs back behind it), looks again as soon as
 * a slot frees, and otherwise every `restMs`. Returns a stop function that resolves once the
 * jobs it started have finished.
 */
export function startLaneRunner({ slots, restMs }: LaneSettings, work: LaneWork): () => Promise<void> {
  const running = new Set<Promise<void>>();
  let stopped = false;
  let slotFreed = false;
  let wake: (() => void) | undefined;

  const rest = () =>
    new Promise<void>((resolve) => {
      if (slotFreed || stopped) return resolve();
      const timer = setTimeout(resolve, restMs);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const start = (job: JobRow) => {
    const finished: Promise<void> = work
      .run(job)
      .catch(work.onError)
      .finally(() => {
        running.delete(finished);
        slotFreed = true;
        wake?.();
      });
    running.add(finished);
  };

  const loop = (async () => {
    while (!stopped) {
      slotFreed = false;
      wake = undefined;
      const free = slots - running.size;
      if (free > 0) {
        try {
          for (const job of await work.claim(free)) start(job);
        } catch (error) {
          work.onError(error);
        }
      }
      await rest();
    }
    await Promise.all(running);
  })();

  return async () => {
    stopped = true;
    wake?.();
    await loop;
  };
}
