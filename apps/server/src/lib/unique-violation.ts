/** True when a query failed on a unique index (PostgreSQL 23505), whichever driver or wrapper raised it. */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let current: unknown = error;
    current && typeof current === "object";
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** The unique index or key a query failed on, when it failed on one and the driver says which. */
export function violatedConstraint(error: unknown): string | undefined {
  for (
    let current: unknown = error;
    current && typeof current === "object";
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : undefined;
  }
  return undefined;
}

/** Runs a write that a unique index may refuse, and answers that refusal with `refusal()` instead. */
export async function refusingDuplicates<T>(refusal: (constraint: string | undefined) => Error, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal(violatedConstraint(error));
    throw error;
  }
}
