import { api } from "@/lib/api";

/** Loaded with the "Notify me" button only, so the product page's first load does not carry it. */
const notifyMeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /products/notifyMe: a mail and SMS when this sold-out size is back; asking twice is asking once. */
    notifyMe: build.mutation<{ message: string }, { productId: string; buyingOptionId: string }>({
      query: ({ productId, buyingOptionId }) => ({
        url: "/products/notifyMe",
        method: "POST",
        body: { productId, sizeId: buyingOptionId },
      }),
    }),
    /** POST /products/notifyLikeThis: a mail when a piece like this sold one-off comes in. */
    notifyLikeThis: build.mutation<{ message: string }, { productId: string }>({
      query: ({ productId }) => ({ url: "/products/notifyLikeThis", method: "POST", body: { productId } }),
    }),
  }),
});

export const { useNotifyMeMutation, useNotifyLikeThisMutation } = notifyMeApi;
