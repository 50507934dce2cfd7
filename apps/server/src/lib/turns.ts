/**
 * At most `size` pieces of work at a time, the rest waiting their turn in the order they came.
 * Each turn starts on a fresh turn of the event loop, so that what the last one left queued
 * (sockets to read, timers, other requests' small steps) runs before the next piece of work.
 */
export function takingTurns(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const next = () => {
    const start = waiting.shift();
    if (start) setImmediate(start);
    else running -= 1;
  };

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < size) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        next();
      }
    },
    /** How many are waiting for a turn now. */
    waiting: () => waiting.length,
  };
}
