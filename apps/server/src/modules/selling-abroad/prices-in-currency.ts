import { abroadMessages, appliedRate, HOME_CURRENCY, minorToAmount, priceInCurrency, rupeesToPaise, type AppliedRate } from "@pallu/domain";
import type { Queryable } from "../../db/client.js";
import { invalid } from "../../lib/app-error.js";
import { sellingAbroad } from "./selling-abroad-store.js";

/** The rate of a currency a buyer asked for; refused when the shop keeps none for it. */
export async function rateOf(db: Queryable, currency: string): Promise<AppliedRate> {
  if (currency === HOME_CURRENCY) return { currency, rupeesPerUnit: 1, rounding: "cents" };
  const rate = appliedRate((await sellingAbroad(db)).exchangeRates, currency);
  if (!rate) throw invalid(abroadMessages.noRate(currency), { field: "currency" });
  return rate;
}

/** A rupee price of the API, as the buyer reads it in their currency (rounded as the seller chose). */
export const rupeesIn = (rupees: number, rate: AppliedRate): number => minorToAmount(priceInCurrency(rupeesToPaise(rupees), rate));
