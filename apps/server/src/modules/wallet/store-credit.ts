import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Queryable, Tx } from "../../db/client.js";
import { storeCreditEntries } from "../../db/schema/index.js";
import { lockForTransaction } from "../../db/transaction-lock.js";
import { conflict } from "../../lib/app-error.js";

/** Marks the conflict thrown when a shopper's credit is no longer there to spend. */
export const CREDIT_SPENT = "creditSpent";

/** A shopper's store credit in paise: the sum of their ledger entries, never below zero. */
export async function storeCreditBalance(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string | number>`coalesce(sum(${storeCreditEntries.amountPaise}), 0)` })
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.userId, userId));
  return Number(row?.balance ?? 0);
}

/** A shopper's latest ledger entries, newest first. */
export async function recentStoreCreditEntries(db: Queryable, userId: string, limit: number) {
  return db
    .select()
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.userId, userId))
    .orderBy(desc(storeCreditEntries.createdAt), desc(storeCreditEntries.id))
    .limit(limit);
}

/** Credit given to a shopper: a return settled as store credit, or credit given back by a cancellation. */
export async function addStoreCredit(tx: Tx, entry: { userId: string; amountPaise: number; orderId: string; note: string }): Promise<void> {
  if (entry.amountPaise <= 0) return;
  await tx.insert(storeCreditEntries).values(entry);
}

/**
 * Takes the shopper's wallet for the rest of the transaction and tells how much is in it: spends
 * of one shopper's credit take turns, so a balance read here is still there when it is spent.
 */
export async function lockWallet(tx: Tx, userId: string): Promise<number> {
  await lockForTransaction(tx, `wallet:${userId}`);
  return storeCreditBalance(tx, userId);
}

/**
 * Takes credit for an order or an open online payment, only while the balance covers it: two
 * spends of the same credit can never both pass, whichever checkout path they come from.
 */
export async function spendStoreCredit(
  tx: Tx,
  entry: { userId: string; amountPaise: number; note: string } & ({ orderId: string } | { paymentIntentId: string }),
): Promise<void> {
  if (entry.amountPaise <= 0) return;
  const balance = await lockWallet(tx, entry.userId);
  if (balance < entry.amountPaise) throw conflict("Your store credit has changed. Please review your order.", { [CREDIT_SPENT]: true });
  await tx.insert(storeCreditEntries).values({ ...entry, amountPaise: -entry.amountPaise });
}

/** Credit held by an online payment that will not become an order goes back to the balance. */
export async function releaseHeldCredit(tx: Tx, paymentIntentId: string): Promise<void> {
  await tx
    .delete(storeCreditEntries)
    .where(and(eq(storeCreditEntries.paymentIntentId, paymentIntentId), isNull(storeCreditEntries.orderId)));
}

/** Credit held by a paid online payment now belongs to the order it became. */
export async function attachHeldCredit(tx: Tx, paymentIntentId: string, orderId: string): Promise<void> {
  await tx
    .update(storeCreditEntries)
    .set({ orderId })
    .where(and(eq(storeCreditEntries.paymentIntentId, paymentIntentId), isNull(storeCreditEntries.orderId)));
}

/** How much credit an open online payment holds, in paise. */
export async function heldCredit(db: Queryable, paymentIntentId: string): Promise<number> {
  const [row] = await db
    .select({ held: sql<string | number>`coalesce(-sum(${storeCreditEntries.amountPaise}), 0)` })
    .from(storeCreditEntries)
    .where(and(eq(storeCreditEntries.paymentIntentId, paymentIntentId), isNull(storeCreditEntries.orderId)));
  return Number(row?.held ?? 0);
}
