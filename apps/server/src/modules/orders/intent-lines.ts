import type { IntentLine } from "../../db/schema/index.js";
import type { CheckoutQuote } from "./checkout-quote.js";

/** The lines of a quote frozen as they will be stored on an order or a payment intent. */
export function intentLinesOf(quote: CheckoutQuote): IntentLine[] {
  return quote.lines.map(({ option, quantity }) => ({
    productId: option.product_id,
    buyingOptionId: option.option_id,
    name: option.name,
    image: option.image,
    size: option.size,
    unitPricePaise: option.discounted_price_paise,
    originalPricePaise: option.original_price_paise,
    quantity,
    hsnCode: option.hsn_code,
    gstRate: option.gst_rate,
  }));
}
