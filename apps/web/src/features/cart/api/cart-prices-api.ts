import type { CartPrices } from "@pallu/domain";
import { api } from "@/lib/api";

/**
 * The cart's lines priced in the shopper's currency, for a guest too (docs/selling-abroad.md). Its
 * own file: only the cart and the checkout ask it, and the sync loaded with every page does not.
 */
// Pure: the cart feature's index is imported with every page; an unused api must not join the first load.
export const cartPricesApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    getCartPrices: build.query<CartPrices, { cart: string; currency: string }>({
      query: (body) => ({ url: "/order/getCartPrices", method: "POST", body }),
      keepUnusedDataFor: 60,
    }),
  }),
});
