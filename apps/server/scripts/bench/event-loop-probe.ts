/**
 * Loaded into the shop's process with `--import` by the load benchmark: watches the event
 * loop's delay and answers over the IPC channel, "reset" to start a measured window and
 * "report" to receive its percentiles in milliseconds.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";

export type EventLoopReport = { p50: number; p99: number; max: number; mean: number };

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
const ms = (nanoseconds: number) => Math.round(nanoseconds / 10_000) / 100;

process.channel?.unref();
process.on("message", (message) => {
  if (message === "reset") histogram.reset();
  if (message === "report") {
    const report: EventLoopReport = {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      mean: ms(histogram.mean),
    };
    process.send?.({ eventLoop: report });
  }
});
