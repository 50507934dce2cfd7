import { minorToAmount, paiseToRupees, priceInCurrency, type CartPrices } from "@pallu/domain";
import type { Queryable } from "../../db/client.js";
import { rateOf } from "../selling-abroad/index.js";
import { resolveLines, type RequestedLine } from "./cart-lines.js";

/**
 * A cart as a buyer reads it in her currency before any address is known (a guest's too): each
 * piece at its rounded price, as the checkout will show it, the prices struck through, and the
 * sums of what she sees; beside them the rupees it is charged in. Services, offers and shipping
 * come with the checkout's quote. Lines whose piece is gone are left out.
 */
export async function cartInCurrency(db: Queryable, requested: RequestedLine[], currency: string): Promise<CartPrices> {
  const rate = await rateOf(db, currency);
  const { lines } = await resolveLines(db, requested, { clampToStock: false });
  const priced = lines.map(({ buyingOption, quantity }) => {
    const priceMinor = priceInCurrency(buyingOption.discountedPricePaise, rate);
    const originalMinor = Math.max(priceInCurrency(buyingOption.originalPricePaise, rate), priceMinor);
    return { sizeId: buyingOption.id, quantity, pricePaise: buyingOption.discountedPricePaise, priceMinor, originalMinor };
  });
  const sum = (of: (line: (typeof priced)[number]) => number) => priced.reduce((total, line) => total + of(line) * line.quantity, 0);
  const subtotalMinor = sum((line) => line.priceMinor);
  const originalMinor = sum((line) => line.originalMinor);
  return {
    currency: rate.currency,
    exchangeRate: rate.rupeesPerUnit,
    subtotal: paiseToRupees(sum((line) => line.pricePaise)),
    inCurrency: {
      original: minorToAmount(originalMinor),
      subtotal: minorToAmount(subtotalMinor),
      saving: minorToAmount(originalMinor - subtotalMinor),
      lines: priced.map((line) => ({
        sizeId: line.sizeId,
        price: minorToAmount(line.priceMinor),
        originalPrice: minorToAmount(line.originalMinor),
        total: minorToAmount(line.priceMinor * line.quantity),
      })),
    },
  };
}
