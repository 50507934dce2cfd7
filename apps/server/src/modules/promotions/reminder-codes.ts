import { PromotionInputSchema } from "@pallu/domain";
import type { Queryable } from "../../db/client.js";
import { valuesOfInput } from "./promotion-presenter.js";
import { promotionRepository } from "./promotion-repository.js";
import { randomCodeSuffix } from "./random-code.js";

const VALID_DAYS = 7;

/**
 * A code made for one reminder: a percentage off the whole cart, usable once by anyone holding it,
 * for a week. It is an ordinary promotion, so the seller sees its use and revenue with the rest.
 */
export async function issueReminderCode(
  db: Queryable,
  offer: { percent: number; now: Date },
): Promise<{ code: string; endsAt: Date }> {
  const endsAt = new Date(offer.now.getTime() + VALID_DAYS * 24 * 60 * 60_000);
  // Through the seller's own schema, so a reminder's code obeys every rule an admin's code does.
  const input = PromotionInputSchema.parse({
    title: `Cart reminder, ${offer.percent}% off`,
    code: `BACK-${randomCodeSuffix()}`,
    type: "percentage",
    value: offer.percent,
    startsAt: offer.now.toISOString(),
    endsAt: endsAt.toISOString(),
    usageLimit: 1,
    perCustomerLimit: 1,
  });
  const promotion = await promotionRepository(db).insert(valuesOfInput(input));
  return { code: promotion.code!, endsAt };
}
