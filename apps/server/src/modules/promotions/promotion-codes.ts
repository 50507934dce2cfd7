import { csvText, MAX_CODES_PER_PROMOTION, type GenerateCodesBody } from "@pallu/domain";
import type { AppDeps } from "../../app-deps.js";
import { conflict, invalid, notFound } from "../../lib/app-error.js";
import { isUuid } from "../../lib/ids.js";
import { randomCodeSuffix } from "./random-code.js";
import { promotionBatchRepository, type BatchRules } from "./promotion-batch-repository.js";
import { promotionRepository, type PromotionValues } from "./promotion-repository.js";

const NOT_FOUND = "Promotion not found";
/** A clash of 8 random characters out of 31 is rare; a handful of rounds always settles it. */
const MAX_ROUNDS = 5;

/** The rules a batch's codes share with their promotion: all but the code and its limits. */
export function batchRulesOf(values: PromotionValues): BatchRules {
  return {
    title: values.title,
    type: values.type,
    value: values.value,
    buyQuantity: values.buyQuantity ?? null,
    getQuantity: values.getQuantity ?? null,
    minCartValuePaise: values.minCartValuePaise ?? null,
    paymentType: values.paymentType ?? null,
    categories: values.categories ?? [],
    products: values.products ?? [],
    firstOrderOnly: values.firstOrderOnly ?? false,
    startsAt: values.startsAt ?? null,
    endsAt: values.endsAt ?? null,
    combinable: values.combinable ?? false,
    combinesWithCodes: values.combinesWithCodes ?? null,
    appliesToServices: values.appliesToServices ?? false,
    active: values.active ?? true,
  };
}

/**
 * Single-use codes made in bulk for a coupon promotion, for influencers and campaigns. Each is an
 * ordinary promotion with the same rules, used once by one shopper, so the checkout prices and
 * counts it like any other code.
 */
export function promotionCodeService(deps: Pick<AppDeps, "db">) {
  return {
    /** Makes all the codes or none; a promotion's batch never grows past its bound. */
    async generate(body: GenerateCodesBody): Promise<string[]> {
      if (!isUuid(body.promotionId)) throw notFound(NOT_FOUND);
      return deps.db.transaction(async (tx) => {
        const batches = promotionBatchRepository(tx);
        const promotion = await batches.lockLive(body.promotionId);
        if (!promotion) throw notFound(NOT_FOUND);
        if (promotion.batchOf !== null)
          throw invalid("This code is itself one of a batch; pick its promotion", { field: "promotionId" });
        if (promotion.code === null)
          throw invalid("Codes are made for a coupon; this offer has no code", { field: "promotionId" });
        const existing = await batches.liveCount(promotion.id);
        if (existing + body.count > MAX_CODES_PER_PROMOTION) {
          throw conflict(
            `A promotion holds at most ${MAX_CODES_PER_PROMOTION} codes; it has ${existing}, so at most ${MAX_CODES_PER_PROMOTION - existing} more can be made`,
            { field: "count" },
          );
        }
        const prefix = body.prefix ?? promotion.code;
        const member = (code: string): PromotionValues => ({
          ...batchRulesOf(promotion),
          code,
          usageLimit: 1,
          perCustomerLimit: 1,
          batchOf: promotion.id,
        });
        const made: string[] = [];
        for (let round = 0; made.length < body.count && round < MAX_ROUNDS; round += 1) {
          const wanted = new Set<string>();
          while (wanted.size < body.count - made.length) wanted.add(`${prefix}-${randomCodeSuffix()}`);
          made.push(...(await batches.insertFree([...wanted].map(member))));
        }
        if (made.length < body.count) throw conflict("Could not make unique codes; please try again");
        return made.sort();
      });
    },

    /** A batch's codes as CSV for the seller to hand out: each code, whether it is used and the order that used it. */
    async exportCsv(promotionId: string): Promise<{ filename: string; csv: string }> {
      if (!isUuid(promotionId)) throw notFound(NOT_FOUND);
      const batches = promotionBatchRepository(deps.db);
      const [promotion, codes] = await Promise.all([
        promotionRepository(deps.db).findLive(promotionId),
        batches.codesOf(promotionId),
      ]);
      if (!promotion) throw notFound(NOT_FOUND);
      const rows = codes.map((code) => [code.code, code.used ? "yes" : "no", code.orderNumber ?? ""]);
      return {
        filename: `codes-${promotion.code ?? promotion.id}.csv`,
        csv: csvText([["code", "used", "order"], ...rows]),
      };
    },
  };
}
