const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN"]);
// Class 08 is "connection exception"; 57P01–57P03 are the server shutting down or starting up; 53300 is no free connection.
const SERVER_CODES = /^(08...|57P0[123]|53300)$/;
const CLIENT_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * True when a failure means the database cannot be reached right now (restart, failover, network),
 * rather than that the request was wrong: such a failure is worth a 503 and a retry. Looks through
 * the causes, since the query builder wraps the driver's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === "object" && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || SERVER_CODES.test(code))) return true;
    if (typeof message === "string" && CLIENT_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
