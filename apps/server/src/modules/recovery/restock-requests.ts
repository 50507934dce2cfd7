import { sql } from "drizzle-orm";
import { z } from "zod";
import type { AppDeps } from "../../app-deps.js";
import type { Db } from "../../db/client.js";
import { restockRequests } from "../../db/schema/index.js";
import { conflict, notFound } from "../../lib/app-error.js";
import { parseRows } from "../../lib/rows.js";
import { findPurchasableBuyingOptions } from "../cart/index.js";
import { enqueueJob } from "../jobs/index.js";
import { RESTOCK_NOTICE_JOB } from "../notifications/index.js";

/** Asks to hear when a sold-out size is back; asking again changes nothing. */
export async function requestRestockNotice(
  deps: Pick<AppDeps, "db">,
  userId: string,
  wanted: { productId: string; buyingOptionId: string },
): Promise<void> {
  const buyingOption = (await findPurchasableBuyingOptions(deps.db, [wanted.buyingOptionId])).get(
    wanted.buyingOptionId,
  );
  if (!buyingOption || buyingOption.productId !== wanted.productId) throw notFound("This size is not available");
  if (buyingOption.stock > 0) throw conflict("This size is in stock: add it to your cart");
  await deps.db
    .insert(restockRequests)
    .values({ userId, productId: wanted.productId, buyingOptionId: wanted.buyingOptionId })
    .onConflictDoNothing();
}

const RestockedRow = z.object({
  userId: z.string(),
  buyingOptionId: z.string(),
  requestedAt: z.union([z.string(), z.date()]),
});

/**
 * Every request whose size has stock again (whichever way it came back: the seller's edit, a
 * cancelled order, a received return) becomes one notice and is cleared, in one transaction.
 * SKIP LOCKED lets instances sweep side by side; a deleted request cannot be claimed twice.
 */
export async function claimRestockedRequests(db: Db, now: Date, limit = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = parseRows(
      RestockedRow,
      await tx.execute(sql`
        DELETE FROM restock_requests
        WHERE (user_id, buying_option_id) IN (
          SELECT r.user_id, r.buying_option_id FROM restock_requests r
          JOIN buying_options b ON b.id = r.buying_option_id AND b.deleted_at IS NULL AND b.stock > 0
          JOIN products p ON p.id = r.product_id AND p.deleted_at IS NULL AND NOT p.hidden
          LIMIT ${limit}
          FOR UPDATE OF r SKIP LOCKED)
        RETURNING user_id AS "userId", buying_option_id AS "buyingOptionId", created_at AS "requestedAt"`),
    );
    for (const row of rows) {
      const requestedAt = new Date(row.requestedAt).toISOString();
      await enqueueJob(tx, {
        kind: RESTOCK_NOTICE_JOB,
        payload: { userId: row.userId, buyingOptionId: row.buyingOptionId },
        dedupeKey: `${row.userId}:${row.buyingOptionId}:${requestedAt}`,
        runAt: now,
      });
    }
    return rows.length;
  });
}
