import { PassThrough } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { readableLogStream } from "./readable-log-stream.js";

async function linesLoggedBy(write: (log: pino.Logger) => void): Promise<string[]> {
  const output = new PassThrough();
  const chunks: string[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  const stream = await readableLogStream(output);
  if (!stream) throw new Error("pino-pretty is a dev dependency and should be installed");
  write(pino({ level: "info" }, stream));
  await new Promise((resolve) => setImmediate(resolve));
  return chunks.join("").split("\n").filter(Boolean);
}

describe("readable development log", () => {
  it("writes each request as one line with its method, path, status and time", async () => {
    const lines = await linesLoggedBy((log) => {
      log.info({ reqId: "514bab29-84fa-4abb", req: { method: "GET", url: "/api/v1/products" } }, "incoming request");
      log.info({ reqId: "514bab29-84fa-4abb", res: { statusCode: 200 }, responseTime: 11.6 }, "request completed");
    });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: incoming request GET \/api\/v1\/products \[514bab29\]$/);
    expect(lines[1]).toMatch(/INFO: request completed 200 in 12 ms \[514bab29\]$/);
  });

  it("keeps other fields readable below the message, not as a JSON line", async () => {
    const lines = await linesLoggedBy((log) => log.warn({ mail: "outbox" }, "mail is not configured"));
    expect(lines[0]).toMatch(/WARN: mail is not configured$/);
    expect(lines[1]).toBe('    mail: "outbox"');
  });
});
