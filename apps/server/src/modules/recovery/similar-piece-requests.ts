import { and, eq, isNull, not, sql } from "drizzle-orm";
import { z } from "zod";
import type { AppDeps } from "../../app-deps.js";
import type { Db } from "../../db/client.js";
import { products, similarPieceRequests } from "../../db/schema/index.js";
import { conflict, notFound } from "../../lib/app-error.js";
import { isUuid } from "../../lib/ids.js";
import { parseRows } from "../../lib/rows.js";
import { enqueueJob } from "../jobs/index.js";
import { SIMILAR_PIECE_NOTICE_JOB } from "../notifications/index.js";

/**
 * Asks to hear of the next piece like a sold one-off: of the same weave, or of the same category
 * when it has none. Asking again changes nothing.
 */
export async function requestSimilarPieceNotice(deps: Pick<AppDeps, "db">, userId: string, productId: string): Promise<void> {
  const [product] = isUuid(productId)
    ? await deps.db
        .select({ id: products.id, weave: products.weave, categoryId: products.categoryId, stock: products.totalStock, oneOfAKind: products.oneOfAKind })
        .from(products)
        .where(and(eq(products.id, productId), isNull(products.deletedAt), not(products.hidden)))
    : [];
  if (!product) throw notFound("This piece is not available");
  if (!product.oneOfAKind) throw conflict("This is not a one-of-a-kind piece: ask to hear when its size is back");
  if (product.stock > 0) throw conflict("This piece is still on sale: add it to your cart");
  await deps.db
    .insert(similarPieceRequests)
    .values({ userId, productId, weave: product.weave, categoryId: product.categoryId })
    .onConflictDoNothing();
}

const MatchedRow = z.object({ userId: z.string(), productId: z.string(), matchId: z.string() });

/**
 * Every request that a piece put on sale after it matches becomes one notice naming that piece,
 * and is cleared, in one transaction. SKIP LOCKED lets instances sweep side by side.
 */
export async function claimSimilarPieces(db: Db, now: Date, limit = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = parseRows(
      MatchedRow,
      await tx.execute(sql`
        SELECT r.user_id AS "userId", r.product_id AS "productId", m.id AS "matchId"
        FROM similar_piece_requests r
        CROSS JOIN LATERAL (
          SELECT p.id FROM products p
          WHERE p.deleted_at IS NULL AND NOT p.hidden AND p.total_stock > 0 AND p.id <> r.product_id
            AND p.created_at > r.created_at
            AND CASE WHEN r.weave IS NOT NULL THEN p.weave = r.weave ELSE p.category_id = r.category_id END
          ORDER BY p.created_at LIMIT 1) m
        LIMIT ${limit}
        FOR UPDATE OF r SKIP LOCKED`),
    );
    for (const row of rows) {
      await tx.execute(sql`DELETE FROM similar_piece_requests WHERE user_id = ${row.userId} AND product_id = ${row.productId}`);
      await enqueueJob(tx, {
        kind: SIMILAR_PIECE_NOTICE_JOB,
        payload: { userId: row.userId, missedProductId: row.productId, productId: row.matchId },
        dedupeKey: `${row.userId}:${row.productId}:${row.matchId}`,
        runAt: now,
      });
    }
    return rows.length;
  });
}
