import { SellingAbroadSchema, type ExchangeRates, type SellingAbroad } from "@pallu/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import type { Queryable } from "../../db/client.js";
import { settingsChanges, siteContent } from "../../db/schema/index.js";
import { lockForTransaction } from "../../db/transaction-lock.js";

export const SELLING_ABROAD_KEY = "selling_abroad";

/** A shop that has set nothing up ships only within India and shows only rupees. */
export const INDIA_ONLY: SellingAbroad = {
  zones: [],
  exchangeRates: { rupeesPer: {}, marginPercent: 0, rounding: "cents", source: "table", updatedAt: null },
};

/** The seller's zones, rates and terms abroad (one row of `site_content`). */
export async function sellingAbroad(db: Queryable): Promise<SellingAbroad> {
  const [row] = await db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, SELLING_ABROAD_KEY));
  const parsed = SellingAbroadSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : INDIA_ONLY;
}

type Actor = { id: string; name: string };

/**
 * Saves what the seller set, audited among the settings' changes; every instance then forgets its
 * cached answers, whose prices abroad may have changed.
 */
export async function saveSellingAbroad(
  deps: Pick<AppDeps, "db" | "now" | "cacheBus">,
  actor: Actor | null,
  change: (before: SellingAbroad) => SellingAbroad,
): Promise<SellingAbroad> {
  const saved = await deps.db.transaction(async (tx) => {
    await lockForTransaction(tx, SELLING_ABROAD_KEY);
    const before = await sellingAbroad(tx);
    const next = SellingAbroadSchema.parse(change(before));
    const now = deps.now();
    await tx
      .insert(siteContent)
      .values({ key: SELLING_ABROAD_KEY, value: next, updatedAt: now })
      .onConflictDoUpdate({ target: siteContent.key, set: { value: next, updatedAt: now } });
    if (actor) {
      await tx.insert(settingsChanges).values({
        changedBy: actor.id,
        changedByName: actor.name,
        fields: [{ field: "sellingAbroad", from: before, to: next }],
        changedAt: now,
      });
    }
    return next;
  });
  await deps.cacheBus.publishInvalidation("settings");
  return saved;
}

/** The daily refresh's rates over the seller's table, keeping the margin and rounding the seller chose. */
export function withProviderRates(before: SellingAbroad, rupeesPer: Record<string, number>, at: Date): SellingAbroad {
  const rates: ExchangeRates = { ...before.exchangeRates, rupeesPer: { ...before.exchangeRates.rupeesPer, ...rupeesPer }, updatedAt: at.toISOString() };
  return { ...before, exchangeRates: rates };
}
