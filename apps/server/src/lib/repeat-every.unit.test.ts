import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { repeatEvery } from "./repeat-every.js";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("repeating background work", () => {
  it("skips the ticks that come while a run is still going, and runs again once it ends", async () => {
    let finish: () => void = () => undefined;
    const work = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = repeatEvery(1000, work, () => undefined);
    await vi.advanceTimersByTimeAsync(3500);
    expect(work).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).toHaveBeenCalledTimes(2);
    stop();
  });

  it("reports a failed run and keeps going; stopping ends it", async () => {
    const failures: unknown[] = [];
    const work = vi.fn(() => Promise.reject(new Error("database away")));
    const stop = repeatEvery(1000, work, (error) => failures.push(error));
    await vi.advanceTimersByTimeAsync(2000);
    expect(work).toHaveBeenCalledTimes(2);
    expect(failures).toEqual([new Error("database away"), new Error("database away")]);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(work).toHaveBeenCalledTimes(2);
  });
});
