import { FOLDED_REQUEST_FIELDS, requestLogMessage } from "./request-log-message.js";
import type { LogStream } from "./log-options.js";

/**
 * Log lines a person reads at a terminal ("12:04:31.207 INFO: request completed 200 in 4 ms")
 * instead of JSON. Development only: pino-pretty is a dev dependency, so where dev dependencies
 * are not installed the server keeps writing JSON.
 */
export async function readableLogStream(
  destination: NodeJS.WritableStream = process.stdout,
): Promise<LogStream | undefined> {
  try {
    const { default: pretty } = await import("pino-pretty");
    return pretty({
      destination,
      colorize: destination === process.stdout && Boolean(process.stdout.isTTY),
      translateTime: "SYS:HH:MM:ss.l",
      ignore: ["pid", "hostname", ...FOLDED_REQUEST_FIELDS].join(","),
      messageFormat: requestLogMessage,
      // Lines written just before the process exits (a failed start, a shutdown) still show.
      sync: true,
    });
  } catch {
    return undefined;
  }
}
