import { paiseToRupees, type CheckoutQuoteBody, type CheckoutQuoteWire } from "@pallu/domain";
import type { AppDeps } from "../../app-deps.js";
import type { SessionUser } from "../auth/session-repository.js";
import { quoteCheckout } from "../orders/checkout-quote.js";

/** What the checkout would charge, priced exactly as placing the order prices it, in rupees. */
export async function checkoutQuoteFor(
  deps: Pick<AppDeps, "db" | "now">,
  buyer: SessionUser,
  body: CheckoutQuoteBody,
): Promise<CheckoutQuoteWire> {
  const quote = await quoteCheckout(deps.db, buyer, body, { now: deps.now(), paymentType: body.paymentType });
  return {
    subtotal: paiseToRupees(quote.subtotalPaise),
    discounts: quote.discounts.map((discount) => ({
      promotionId: discount.promotionId,
      code: discount.code ?? null,
      title: discount.title,
      amount: paiseToRupees(discount.amountPaise),
    })),
    discount: paiseToRupees(quote.subtotalPaise - quote.totalPaise),
    total: paiseToRupees(quote.totalPaise),
    couponCode: quote.couponCode,
    ...(quote.couponError === undefined ? {} : { couponError: quote.couponError }),
    lines: quote.lines.map(({ buyingOption, quantity, discountPaise }) => ({
      productId: buyingOption.productId,
      buyingOptionId: buyingOption.id,
      quantity,
      price: paiseToRupees(buyingOption.discountedPricePaise),
      discount: paiseToRupees(discountPaise),
      total: paiseToRupees(buyingOption.discountedPricePaise * quantity - discountPaise),
    })),
  };
}
