import type { CustomerProfileResponse, CustomerResponse } from "@pallu/domain";
import { api } from "@/lib/api";

export type CustomerProfile = Omit<CustomerProfileResponse, "success" | "message">;

export const customersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One customer for the back office: contacts, four figures, addresses and newest orders. */
    getCustomer: build.query<CustomerProfile, string>({
      query: (userId) => ({ url: "/user/getCustomer", method: "POST", body: { userId } }),
      transformResponse: ({ customer, summary, addresses, orders }: CustomerProfileResponse) => ({
        customer,
        summary,
        addresses,
        orders,
      }),
      // A change to any order, or to the users, may change this page.
      providesTags: (_result, _error, userId) => [
        { type: "Users", id: userId },
        { type: "AdminOrder", id: "LIST" },
      ],
    }),
    /** The switch flips at once and flips back if the server refuses. */
    setCodAllowed: build.mutation<CustomerResponse, { userId: string; allowed: boolean }>({
      query: (body) => ({ url: "/user/setCashOnDelivery", method: "POST", body }),
      async onQueryStarted({ userId, allowed }, { dispatch, queryFulfilled }) {
        const shown = dispatch(
          customersApi.util.updateQueryData("getCustomer", userId, (profile) => {
            profile.customer.codAllowed = allowed;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            customersApi.util.updateQueryData("getCustomer", userId, (profile) => {
              profile.customer = data.customer;
            }),
          );
        } catch {
          shown.undo();
        }
      },
    }),
  }),
});

export const { useGetCustomerQuery, useSetCodAllowedMutation } = customersApi;
