import type { SellingAbroad } from "@pallu/domain";
import { api } from "@/lib/api";
import { FRESH } from "../../shared/fresh-read";

export type SellingAbroadAnswer = { message: string; sellingAbroad: SellingAbroad };

/** The seller's shipping zones and exchange rates; a save's answer replaces the cached ones. */
export const sellingAbroadApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellingAbroad: build.query<SellingAbroadAnswer, void>({
      query: () => ({ url: "/site/sellingAbroad", cache: FRESH }),
    }),
    updateSellingAbroad: build.mutation<SellingAbroadAnswer, SellingAbroad>({
      query: (body) => ({ url: "/site/sellingAbroad", method: "PUT", body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const outcome = await queryFulfilled.catch(() => undefined);
        if (outcome) dispatch(sellingAbroadApi.util.upsertQueryData("getSellingAbroad", undefined, outcome.data));
      },
      // The storefront's country list and prices abroad read the same settings.
      invalidatesTags: ["Site"],
    }),
  }),
});

export const { useGetSellingAbroadQuery, useUpdateSellingAbroadMutation } = sellingAbroadApi;
