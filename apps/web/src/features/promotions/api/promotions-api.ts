import { api } from "@/lib/api";
import type { CheckoutQuote, QuoteRequest, WireCheckoutQuote } from "../types";

export const promotionsApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    /** The server's price of the order: subtotal, each saving, and the total it will charge. */
    getCheckoutQuote: build.query<CheckoutQuote, QuoteRequest>({
      query: (body) => ({ url: "/order/getCheckoutQuote", method: "POST", body }),
      transformResponse: ({ quote: { cashOnDelivery, ...quote } }: { quote: WireCheckoutQuote }): CheckoutQuote => ({
        ...quote,
        codOffer: cashOnDelivery,
      }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGetCheckoutQuoteQuery } = promotionsApi;
