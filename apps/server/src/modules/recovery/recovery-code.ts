import type { Queryable } from "../../db/client.js";

/**
 * A single-use code for a shopper's second reminder, or null when the shop issues none. The
 * promotions module answers here once it is wired in; until then reminders go without a code.
 */
export async function issueRecoveryCode(_db: Queryable, _userId: string): Promise<string | null> {
  return null;
}
