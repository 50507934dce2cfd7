import { sql } from "drizzle-orm";
import type { Tx } from "./client.js";

/**
 * Makes transactions that name the same key take turns until each commits or rolls back: for
 * work on rows that may not exist yet (a shopper's checkout, their saved cart, the settings row).
 */
export async function lockForTransaction(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}
