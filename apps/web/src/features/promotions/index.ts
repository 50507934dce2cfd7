import { lazy } from "react";

/*
 * Coupon codes and offers for the shopper. The product page imports this file for its offer
 * line only, which loads on demand: nothing else here may join that page's first load.
 */

/** Under the product's price: its automatic offers, fetched after the page. */
export const ProductOffers = /* @__PURE__ */ lazy(() =>
  import("./components/product-offers").then((m) => ({ default: m.ProductOffers })),
);
export { CouponBox } from "./components/coupon-box";
export { useCheckoutQuote, forgetCouponCode, type CouponOutcome, type SavingLine } from "./hooks/use-checkout-quote";
export type { CheckoutQuote, QuotedDiscount, ProductOffer } from "./types";
