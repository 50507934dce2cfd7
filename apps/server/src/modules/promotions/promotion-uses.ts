import { PROMOTION_MESSAGES } from "@pallu/domain";
import { and, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Tx } from "../../db/client.js";
import { promotions, promotionUses } from "../../db/schema/index.js";
import { conflict } from "../../lib/app-error.js";
import { parseRows } from "../../lib/rows.js";
import { firstOrderOffersHeldElsewhere, standingOrderCount } from "./promotion-repository.js";

/** Marks the conflict thrown when an offer can no longer be used: its limit was reached or it is gone. */
export const OFFER_REFUSED = "offerRefused";

export type DiscountUse = { promotionId: string; amountPaise: number };

const CountedSchema = z.object({ per_customer_limit: z.number().int().nullable(), first_order_only: z.boolean() });
const ReleasedSchema = z.object({ promotion_id: z.string() });

/**
 * Counts a use of each promotion a checkout gets, or none: the count moves only by an update
 * conditional on the usage limit, so concurrent checkouts can never pass it. That update locks the
 * promotion's row until the order commits, so the shopper's own uses are counted under the lock too.
 * Callers take stock first: products are always locked before promotions.
 */
export async function takePromotionUses(
  tx: Tx,
  use: { userId: string; discounts: readonly DiscountUse[] } & ({ orderId: string } | { paymentIntentId: string }),
): Promise<void> {
  const ordered = [...use.discounts].sort((a, b) => a.promotionId.localeCompare(b.promotionId));
  for (const discount of ordered) {
    const [counted] = parseRows(
      CountedSchema,
      await tx.execute(sql`UPDATE promotions SET times_used = times_used + 1, updated_at = now()
        WHERE id = ${discount.promotionId} AND deleted_at IS NULL AND active
          AND (usage_limit IS NULL OR times_used < usage_limit)
        RETURNING per_customer_limit, first_order_only`),
    );
    if (!counted) throw conflict(await whyNotCounted(tx, discount.promotionId), { [OFFER_REFUSED]: discount.promotionId });
    if (counted.per_customer_limit !== null) {
      const used = await tx.$count(
        promotionUses,
        and(
          eq(promotionUses.promotionId, discount.promotionId),
          eq(promotionUses.userId, use.userId),
          isNull(promotionUses.releasedAt),
        ),
      );
      if (used >= counted.per_customer_limit) throw conflict(PROMOTION_MESSAGES.alreadyUsed, { [OFFER_REFUSED]: discount.promotionId });
    }
    // The shopper's checkouts take turns (the shopper lock), so an order placed since the quote is seen
    // here, and so is an open payment holding a first-order offer, which may still become her first order.
    if (counted.first_order_only && (await isPastFirstOrder(tx, use))) throw conflict(PROMOTION_MESSAGES.firstOrderOnly, { [OFFER_REFUSED]: discount.promotionId });
    await tx.insert(promotionUses).values({
      promotionId: discount.promotionId,
      userId: use.userId,
      discountPaise: discount.amountPaise,
      ...("orderId" in use ? { orderId: use.orderId } : { paymentIntentId: use.paymentIntentId }),
    });
  }
}

type UseOwner = { userId: string } & ({ orderId: string } | { paymentIntentId: string });

async function isPastFirstOrder(tx: Tx, use: UseOwner): Promise<boolean> {
  const order = "orderId" in use ? use.orderId : undefined;
  const intent = "paymentIntentId" in use ? use.paymentIntentId : undefined;
  return (await standingOrderCount(tx, use.userId, order)) > 0 || (await firstOrderOffersHeldElsewhere(tx, use.userId, intent)) > 0;
}

/** A promotion paused or deleted since the quote reads as an unknown code; otherwise its last use went to someone else. */
async function whyNotCounted(tx: Tx, promotionId: string): Promise<string> {
  const [row] = await tx
    .select({ live: sql<boolean>`${promotions.active} AND ${promotions.deletedAt} IS NULL` })
    .from(promotions)
    .where(eq(promotions.id, promotionId));
  return row?.live ? PROMOTION_MESSAGES.usageLimitReached : PROMOTION_MESSAGES.unknownCode;
}

/** Gives uses back, each once: the rows are marked released before the counts go down. */
async function giveBack(tx: Tx, owner: SQL, now: Date): Promise<void> {
  const released = parseRows(
    ReleasedSchema,
    await tx.execute(sql`UPDATE promotion_uses SET released_at = ${now.toISOString()}
      WHERE ${owner} AND released_at IS NULL RETURNING promotion_id`),
  );
  for (const promotionId of released.map((row) => row.promotion_id).sort()) {
    await tx.execute(
      sql`UPDATE promotions SET times_used = times_used - 1, updated_at = now() WHERE id = ${promotionId} AND times_used > 0`,
    );
  }
}

/** A cancelled order gives back the uses it counted. */
export async function releaseOrderPromotionUses(tx: Tx, orderId: string, now: Date): Promise<void> {
  await giveBack(tx, sql`order_id = ${orderId}`, now);
}

/** An online payment that will not become an order (failed, lapsed, replaced) gives back the uses it held. */
export async function releaseHeldPromotionUses(tx: Tx, paymentIntentId: string, now: Date): Promise<void> {
  await giveBack(tx, sql`payment_intent_id = ${paymentIntentId} AND order_id IS NULL`, now);
}

/** Uses held by a paid online payment now belong to the order it became. */
export async function attachHeldPromotionUses(tx: Tx, paymentIntentId: string, orderId: string): Promise<void> {
  await tx
    .update(promotionUses)
    .set({ orderId })
    .where(
      and(
        eq(promotionUses.paymentIntentId, paymentIntentId),
        isNull(promotionUses.orderId),
        isNull(promotionUses.releasedAt),
      ),
    );
}

/**
 * A payment that arrives after its reservation lapsed counts its promotions again, if they are
 * still there to use; the conflict when one is not refunds the payment like sold-out stock.
 */
export async function retakeLapsedPromotionUses(tx: Tx, paymentIntentId: string, userId: string): Promise<void> {
  const lapsed = await tx
    .select({ promotionId: promotionUses.promotionId, amountPaise: promotionUses.discountPaise })
    .from(promotionUses)
    .where(
      and(
        eq(promotionUses.paymentIntentId, paymentIntentId),
        isNull(promotionUses.orderId),
        isNotNull(promotionUses.releasedAt),
      ),
    );
  await takePromotionUses(tx, { userId, discounts: lapsed, paymentIntentId });
}
