import { abroadMessages, appliedRate, cardPrice, HOME_CURRENCY, minorToAmount, priceInCurrency, rupeesToPaise, type AppliedRate, type ProductDetail, type ProductSummary } from "@pallu/domain";
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

/** A product card's price and the price struck through beside it, in the buyer's currency. */
export function cardInCurrency(product: Pick<ProductSummary, "_id" | "minPrice" | "buyingOption">, rate: AppliedRate) {
  const { price, originalPrice } = cardPrice(product);
  return { _id: product._id, minPrice: rupeesIn(price, rate), originalPrice: rupeesIn(originalPrice, rate) };
}

/** Everything a product page shows a price of, in the buyer's currency: its sizes, its services and the cards it suggests. */
export function productPageInCurrency(product: ProductDetail, rate: AppliedRate) {
  return {
    minPrice: rupeesIn(product.minPrice, rate),
    buyingOption: product.buyingOption.map((option) => ({
      _id: option._id,
      originalPrice: rupeesIn(option.originalPrice, rate),
      discountedPrice: rupeesIn(option.discountedPrice, rate),
    })),
    services: (product.services ?? []).map((service) => ({
      _id: service._id,
      price: rupeesIn(service.price, rate),
      styles: service.styles.map((style) => ({ _id: style._id, price: rupeesIn(style.price, rate) })),
    })),
    suggestions: product.suggestions.map((suggestion) => cardInCurrency(suggestion, rate)),
  };
}
