/**
 * Loaded into a measured server's process with `--import`. Over the IPC channel, "reset" starts a
 * measured window (answered once done) and "report" answers the window's worst event-loop delay
 * and the CPU time the process spent in it (user and system), so a benchmark counts requests per
 * CPU-second of the server alone, whatever else runs on the machine.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";

export type ServerReport = { eventLoopP99Ms: number; eventLoopMaxMs: number; cpuSeconds: number };

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
let cpuAtReset = process.cpuUsage();
const ms = (nanoseconds: number) => Math.round(nanoseconds / 10_000) / 100;

process.channel?.unref();
process.on("message", (message) => {
  if (message === "reset") {
    histogram.reset();
    cpuAtReset = process.cpuUsage();
    process.send?.({ reset: true });
  }
  if (message === "report") {
    const cpu = process.cpuUsage(cpuAtReset);
    const report: ServerReport = {
      eventLoopP99Ms: ms(histogram.percentile(99)),
      eventLoopMaxMs: ms(histogram.max),
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
    };
    process.send?.({ serverReport: report });
  }
});
