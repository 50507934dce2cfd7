import { api } from "@/lib/api";
import type { Address, AddressValues } from "../types";

type AddressList = { success: boolean; message: string; address: Address[] };

/** Every change answers the whole list (docs/api.md#user), which replaces the cached one. */
export const addressApi = api.injectEndpoints({
  endpoints: (build) => {
    async function replaceCachedList(
      queryFulfilled: Promise<{ data: AddressList }>,
      dispatch: (action: ReturnType<typeof addressApi.util.upsertQueryData>) => unknown,
    ): Promise<void> {
      try {
        const { data } = await queryFulfilled;
        dispatch(addressApi.util.upsertQueryData("getAddress", undefined, data.address));
      } catch {
        // The error toast middleware reports the failure; the cached list stays as it was.
      }
    }
    return {
      getAddress: build.query<Address[], void>({
        query: () => "/user/getAddress",
        transformResponse: (response: AddressList) => response.address,
        providesTags: ["Address"],
      }),
      addAddress: build.mutation<AddressList, AddressValues>({
        query: (body) => ({ url: "/user/addAddress", method: "POST", body }),
        onQueryStarted: (_arg, { dispatch, queryFulfilled }): Promise<void> => replaceCachedList(queryFulfilled, dispatch),
      }),
      updateAddress: build.mutation<AddressList, AddressValues & { id: string }>({
        query: (body) => ({ url: "/user/updateAddress", method: "POST", body }),
        onQueryStarted: (_arg, { dispatch, queryFulfilled }): Promise<void> => replaceCachedList(queryFulfilled, dispatch),
      }),
      removeAddress: build.mutation<AddressList, { id: string }>({
        query: (body) => ({ url: "/user/removeAddress", method: "POST", body }),
        onQueryStarted: (_arg, { dispatch, queryFulfilled }): Promise<void> => replaceCachedList(queryFulfilled, dispatch),
      }),
    };
  },
});

export const { useGetAddressQuery, useAddAddressMutation, useUpdateAddressMutation, useRemoveAddressMutation } = addressApi;
