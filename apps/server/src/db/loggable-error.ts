/**
 * A failed query's error as it may be logged: the statement and the database's own code and
 * message, never the parameter values (a shopper's e-mail, address or token). Drizzle puts the
 * values in the message ("Failed query: …\nparams: …") and in `params`.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error) || !("params" in error)) return error;
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  const safe = new Error(error.message.replace(/\nparams: [\s\S]*$/, ""));
  safe.name = error.name;
  safe.stack = `${safe.name}: ${safe.message}`;
  return Object.assign(safe, {
    code: typeof cause?.code === "string" ? cause.code : undefined,
    reason: typeof cause?.message === "string" ? cause.message : undefined,
  });
}
