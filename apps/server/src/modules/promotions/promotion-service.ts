import { isEligibleLine, scheduleState, type Offer, type PromotionInput, type PromotionWire } from "@pallu/domain";
import type { AppDeps } from "../../app-deps.js";
import { conflict, invalid, notFound } from "../../lib/app-error.js";
import { isUuid } from "../../lib/ids.js";
import { refusingDuplicates } from "../../lib/unique-violation.js";
import { findPurchasableProduct } from "../cart/index.js";
import { presentOffer, presentPromotion, promotionOfRow, valuesOfInput } from "./promotion-presenter.js";
import { promotionBatchRepository } from "./promotion-batch-repository.js";
import { batchRulesOf } from "./promotion-codes.js";
import { promotionRepository } from "./promotion-repository.js";
import { automaticPromotionsFor } from "./automatic-promotions.js";
import { recordAudit } from "../audit/index.js";

const DUPLICATE_CODE = "A promotion with this code already exists";
const NOT_FOUND = "Promotion not found";

/** The seller's promotions, and the offers a product page shows. */
export function promotionService(deps: Pick<AppDeps, "db" | "now" | "cacheBus">) {
  const promotions = promotionRepository(deps.db);
  const automatic = automaticPromotionsFor(deps);
  const batches = promotionBatchRepository(deps.db);

  async function present(id: string): Promise<PromotionWire> {
    const row = await promotions.findLive(id);
    if (!row) throw notFound(NOT_FOUND);
    const [usage, batch] = await Promise.all([promotions.usageOf([id]), batches.totalsOf([id])]);
    return presentPromotion(row, usage.get(id), batch.get(id));
  }

  /** A code already taken by a live promotion is refused, whoever gets there first (the unique index decides). */
  const refusingDuplicateCode = <T>(write: () => Promise<T>) =>
    refusingDuplicates(() => conflict(DUPLICATE_CODE), write);

  return {
    async list(): Promise<PromotionWire[]> {
      const rows = await promotions.list();
      const ids = rows.map((row) => row.id);
      const [usage, batch] = await Promise.all([promotions.usageOf(ids), batches.totalsOf(ids)]);
      return rows.map((row) => presentPromotion(row, usage.get(row.id), batch.get(row.id)));
    },

    async create(input: PromotionInput): Promise<PromotionWire> {
      const row = await refusingDuplicateCode(() => promotions.insert(valuesOfInput(input)));
      automatic.forget();
      const created = presentPromotion(row);
      await recordAudit(
        deps.db,
        { action: "promotion.created", object: { kind: "promotion", id: row.id }, before: null, after: created },
        deps.now(),
      );
      return created;
    },

    /** A change to a coupon reaches its batch of codes too, so pausing a campaign pauses every code. */
    async update(id: string, input: PromotionInput): Promise<PromotionWire> {
      if (!isUuid(id)) throw notFound(NOT_FOUND);
      const values = valuesOfInput(input);
      const now = deps.now();
      const before = await present(id).catch(() => null);
      const row = await refusingDuplicateCode(() =>
        deps.db.transaction(async (tx) => {
          const updated = await promotionRepository(tx).update(id, values, now);
          if (updated) await promotionBatchRepository(tx).applyRules(id, batchRulesOf(values), now);
          return updated;
        }),
      );
      automatic.forget();
      if (!row) throw notFound(NOT_FOUND);
      const after = await present(id);
      await recordAudit(
        deps.db,
        { action: "promotion.updated", object: { kind: "promotion", id }, before, after },
        now,
      );
      return after;
    },

    /** Kept for the orders that used it: hidden from the lists and its code (and its batch's codes) no longer usable. */
    async remove(id: string | undefined): Promise<void> {
      if (id === undefined) throw invalid("Give the promotion's id", { field: "promotionId" });
      if (!isUuid(id)) throw notFound(NOT_FOUND);
      const now = deps.now();
      const before = await present(id).catch(() => null);
      const removed = await deps.db.transaction(async (tx) => {
        if (!(await promotionRepository(tx).softDelete(id, now))) return false;
        await promotionBatchRepository(tx).softDeleteMembers(id, now);
        await recordAudit(
          tx,
          { action: "promotion.deleted", object: { kind: "promotion", id }, before, after: null },
          now,
        );
        return true;
      });
      automatic.forget();
      if (!removed) throw notFound(NOT_FOUND);
    },

    /** Automatic offers running now, for one product (those that can apply to it) or for the whole shop. */
    async offers(productId: string | undefined): Promise<Offer[]> {
      const now = deps.now();
      const running = (await automatic.read()).filter(
        (row) => row.active && scheduleState(row, now) === "running",
      );
      const usable = running.filter((row) => row.usageLimit === null || row.timesUsed < row.usageLimit);
      if (productId === undefined) return usable.map(presentOffer);
      const product = await productOf(deps, productId);
      return usable
        .filter((row) => isEligibleLine(promotionOfRow(row), { ...product, pricePaise: 0, quantity: 1 }))
        .map(presentOffer);
    },
  };
}

async function productOf(
  deps: Pick<AppDeps, "db">,
  productId: string,
): Promise<{ productId: string; categoryId: string | null }> {
  const product = await findPurchasableProduct(deps.db, productId);
  if (!product) throw notFound("Product not found");
  return product;
}
