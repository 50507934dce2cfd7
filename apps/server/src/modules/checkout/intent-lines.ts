import type { IntentLine, OrderExtras } from "../../db/schema/index.js";
import { invalid } from "../../lib/app-error.js";
import type { CheckoutQuote, CheckoutRequest } from "./checkout-quote.js";

/** The lines of a quote frozen as they will be stored on an order or a payment intent. */
export function intentLinesOf(quote: CheckoutQuote): IntentLine[] {
  return quote.lines.map(({ buyingOption, quantity, discountPaise, work }) => ({
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
    discountPaise,
    services: work.services,
    measurements: work.measurements,
    madeToOrderQuantity: work.madeToOrderQuantity,
    leadDays: work.leadDays,
    startsOn: buyingOption.availableFrom,
  }));
}

/** A checkout that names a code the shop cannot use is refused, never charged another amount than quoted. */
export function refuseUnusableCoupon(quote: CheckoutQuote): void {
  if (quote.couponError !== undefined) throw invalid(quote.couponError);
}

/** The shopper's note and gift message, as an order keeps them: an empty one is none. */
export function noteExtrasOf(request: Pick<CheckoutRequest, "note" | "giftMessage">): OrderExtras {
  return { note: request.note || null, giftMessage: request.giftMessage || null };
}
