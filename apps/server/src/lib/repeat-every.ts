/**
 * Runs `work` every `everyMs`, skipping a tick while the previous run is still going, and never
 * keeps the process alive for it. Returns a stop function for shutdown.
 */
export function repeatEvery(everyMs: number, work: () => Promise<void>, onError: (error: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    work()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
