import type { IntentLine } from "../../db/schema/index.js";
import type { CheckoutQuote } from "./checkout-quote.js";

/** The lines of a quote frozen as they will be stored on an order or a payment intent. */
export function intentLinesOf(quote: CheckoutQuote): IntentLine[] {
  return quote.lines.map(({ buyingOption, quantity }) => ({
    productId: buyingOption.productId,
    buyingOptionId: buyingOption.id,
    name: buyingOption.name,
    image: buyingOption.image,
    size: buyingOption.size,
    unitPricePaise: buyingOption.discountedPricePaise,
    originalPricePaise: buyingOption.originalPricePaise,
    quantity,
    hsnCode: buyingOption.hsnCode,
    gstRate: buyingOption.gstRate,
  }));
}
