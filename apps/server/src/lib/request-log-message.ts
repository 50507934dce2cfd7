type RequestFields = { method?: unknown; url?: unknown };
type ResponseFields = { statusCode?: unknown };

/**
 * A log line's message with Fastify's request fields folded into it, so each request reads as
 * one line ("request completed 200 in 12 ms") rather than a block of JSON.
 */
export function requestLogMessage(log: Record<string, unknown>, messageKey: string): string {
  const message = String(log[messageKey] ?? "");
  const tag = typeof log.reqId === "string" ? ` [${log.reqId.slice(0, 8)}]` : "";
  const req = log.req as RequestFields | undefined;
  if (req && typeof req === "object") return `${message} ${String(req.method)} ${String(req.url)}${tag}`;
  const res = log.res as ResponseFields | undefined;
  if (res && typeof res === "object") {
    const took = typeof log.responseTime === "number" ? ` in ${Math.round(log.responseTime)} ms` : "";
    return `${message} ${String(res.statusCode)}${took}${tag}`;
  }
  return `${message}${tag}`;
}

/** The fields requestLogMessage folds into the message, left out of the lines below it. */
export const FOLDED_REQUEST_FIELDS = ["reqId", "req", "res", "responseTime"];
