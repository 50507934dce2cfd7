import type { AppDeps } from "../../app-deps.js";
import { cacheTags } from "../../lib/cache-tags.js";
import type { PromotionRow } from "../../db/schema/index.js";
import { promotionRepository } from "./promotion-repository.js";

/** How long an instance keeps them: a promotion that reaches its usage limit leaves the offers within this time. */
const REMEMBERED_MS = 10_000;

/**
 * The automatic promotions (those without a code) as the offers beside a product read them. Every
 * first view of a product asked the database for the same few rows, so each instance keeps them
 * for a few seconds. A promotion written through this instance drops them at once; one written
 * through another, when its change arrives on the cache bus, as the kept answers are dropped.
 */
export class AutomaticPromotions {
  private kept: { rows: Promise<PromotionRow[]>; until: number } | undefined;
  private generation = 0;

  constructor(private readonly deps: Pick<AppDeps, "db" | "now">) {}

  read(): Promise<PromotionRow[]> {
    const now = this.deps.now().getTime();
    if (this.kept && this.kept.until > now) return this.kept.rows;
    const generation = this.generation;
    const rows = promotionRepository(this.deps.db).forCheckout(null);
    const kept = { rows, until: now + REMEMBERED_MS };
    this.kept = kept;
    // A write that landed while they were read may be missing from them; a failed read is not kept.
    rows.then(
      () => generation !== this.generation && this.drop(kept),
      () => this.drop(kept),
    );
    return rows;
  }

  forget(): void {
    this.generation += 1;
    this.kept = undefined;
  }

  private drop(kept: object): void {
    if (this.kept === kept) this.kept = undefined;
  }
}

const byShop = new WeakMap<object, AutomaticPromotions>();

/** The one memory of a running shop's automatic promotions, forgotten on any change to its offers. */
export function automaticPromotionsFor(deps: Pick<AppDeps, "db" | "now" | "cacheBus">): AutomaticPromotions {
  let promotions = byShop.get(deps.db);
  if (!promotions) {
    const created = new AutomaticPromotions(deps);
    deps.cacheBus.onInvalidation((_scope, tags) => {
      if (!tags || tags.includes(cacheTags.offers)) created.forget();
    });
    byShop.set(deps.db, created);
    promotions = created;
  }
  return promotions;
}
