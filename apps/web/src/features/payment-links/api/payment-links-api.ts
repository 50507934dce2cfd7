import type { PayPage } from "@pallu/domain";
import { api } from "@/lib/api";

type PageAnswer = { message: string; page: PayPage };

/** A payment link's page: read without an account, paid on Razorpay's page or, in TEST MODE, here. */
export const paymentLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPayPage: build.query<PayPage, string>({
      query: (token) => ({ url: `/payments/link/${encodeURIComponent(token)}` }),
      transformResponse: (answer: PageAnswer) => answer.page,
      keepUnusedDataFor: 0,
    }),
    payLinkOnTestGateway: build.mutation<PageAnswer, string>({
      query: (token) => ({ url: `/payments/link/${encodeURIComponent(token)}/test-pay`, method: "POST" }),
      async onQueryStarted(token, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(paymentLinksApi.util.upsertQueryData("getPayPage", token, data.page));
      },
    }),
  }),
});

export const { useGetPayPageQuery, usePayLinkOnTestGatewayMutation } = paymentLinksApi;
