import type { Queryable } from "../../db/client.js";
import { promotionRepository } from "./promotion-repository.js";
import { randomCodeSuffix } from "./random-code.js";

const VALID_DAYS = 7;

/**
 * A code made for one reminder: a percentage off the whole cart, usable once by anyone holding it,
 * for a week. It is an ordinary promotion, so the seller sees its use and revenue with the rest.
 */
export async function issueReminderCode(
  db: Queryable,
  input: { percent: number; now: Date },
): Promise<{ code: string; endsAt: Date }> {
  const endsAt = new Date(input.now.getTime() + VALID_DAYS * 24 * 60 * 60_000);
  const promotion = await promotionRepository(db).insert({
    title: `Cart reminder, ${input.percent}% off`,
    code: `BACK-${randomCodeSuffix()}`,
    type: "percentage",
    value: input.percent,
    buyQuantity: null,
    getQuantity: null,
    minCartValuePaise: null,
    paymentType: null,
    categories: [],
    products: [],
    firstOrderOnly: false,
    startsAt: input.now,
    endsAt,
    usageLimit: 1,
    perCustomerLimit: 1,
    combinable: false,
    active: true,
  });
  return { code: promotion.code!, endsAt };
}
