import { isEligibleLine, scheduleState, type Offer, type PromotionInput, type PromotionWire } from "@pallu/domain";
import type { AppDeps } from "../../app-deps.js";
import { conflict, invalid, notFound } from "../../lib/app-error.js";
import { isUuid } from "../../lib/ids.js";
import { isUniqueViolation } from "../../lib/unique-violation.js";
import { findFirstBuyingOptions, findPurchasableBuyingOptions } from "../cart/purchasable-options.js";
import { presentOffer, presentPromotion, promotionOfRow, valuesOfInput } from "./promotion-presenter.js";
import { promotionRepository } from "./promotion-repository.js";

const DUPLICATE_CODE = "A promotion with this code already exists";
const NOT_FOUND = "Promotion not found";

/** The seller's promotions, and the offers a product page shows. */
export function promotionService(deps: Pick<AppDeps, "db" | "now">) {
  const promotions = promotionRepository(deps.db);

  async function present(id: string): Promise<PromotionWire> {
    const row = await promotions.findLive(id);
    if (!row) throw notFound(NOT_FOUND);
    return presentPromotion(row, (await promotions.usageOf([id])).get(id));
  }

  /** A code already taken by a live promotion is refused, whoever gets there first (the unique index decides). */
  async function refusingDuplicateCode<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(DUPLICATE_CODE);
      throw error;
    }
  }

  return {
    async list(): Promise<PromotionWire[]> {
      const rows = await promotions.list();
      const usage = await promotions.usageOf(rows.map((row) => row.id));
      return rows.map((row) => presentPromotion(row, usage.get(row.id)));
    },

    async create(input: PromotionInput): Promise<PromotionWire> {
      const row = await refusingDuplicateCode(() => promotions.insert(valuesOfInput(input)));
      return presentPromotion(row);
    },

    async update(id: string, input: PromotionInput): Promise<PromotionWire> {
      if (!isUuid(id)) throw notFound(NOT_FOUND);
      const row = await refusingDuplicateCode(() => promotions.update(id, valuesOfInput(input), deps.now()));
      if (!row) throw notFound(NOT_FOUND);
      return present(id);
    },

    /** Kept for the orders that used it: hidden from the lists and its code no longer usable. */
    async remove(id: string | undefined): Promise<void> {
      if (id === undefined) throw invalid("Give the promotion's id", { field: "promotionId" });
      if (!isUuid(id) || !(await promotions.softDelete(id, deps.now()))) throw notFound(NOT_FOUND);
    },

    /** Automatic offers running now, for one product (those that can apply to it) or for the whole shop. */
    async offers(productId: string | undefined): Promise<Offer[]> {
      const now = deps.now();
      const running = (await promotions.forCheckout(null)).filter(
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
  const firstSize = (await findFirstBuyingOptions(deps.db, [productId])).get(productId);
  const option = firstSize ? (await findPurchasableBuyingOptions(deps.db, [firstSize])).get(firstSize) : undefined;
  if (!option) throw notFound("Product not found");
  return { productId: option.productId, categoryId: option.categoryId };
}
