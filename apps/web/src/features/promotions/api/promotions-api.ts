import { api } from "@/lib/api";
import type { CheckoutQuote, ProductOffer, QuoteRequest, WireCheckoutQuote } from "../types";

// Pure: the product page imports this feature for its lazy offer line only; an unused api must not join its chunk.
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
    /** The automatic offers a product can have now ("₹100 off on prepaid orders"). */
    getOffers: build.query<ProductOffer[], string>({
      query: (productId) => ({ url: "/promotions/getOffers", params: { productId } }),
      transformResponse: (response: { offers: ProductOffer[] }) => response.offers,
      providesTags: ["Promotion"],
    }),
  }),
});

export const { useGetCheckoutQuoteQuery, useGetOffersQuery } = promotionsApi;
