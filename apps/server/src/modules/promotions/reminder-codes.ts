import { randomInt } from "node:crypto";
import type { Queryable } from "../../db/client.js";
import { promotionRepository } from "./promotion-repository.js";

/** Letters and digits that cannot be mistaken for one another when typed from an SMS. */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 8;
const VALID_DAYS = 7;

function randomCode(): string {
  let code = "BACK-";
  for (let index = 0; index < CODE_LENGTH; index += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

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
    code: randomCode(),
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
