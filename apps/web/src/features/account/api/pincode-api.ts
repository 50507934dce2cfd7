import type { Serviceability } from "@pallu/domain";
import { api } from "@/lib/api";

/** GET /shipping/serviceability asked without a product: where a PIN code is, and whether the shop delivers there. */
export type PincodeArea = Serviceability & { message: string };

/** Only the address form imports this, so it arrives with the form. */
export const pincodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPincodeArea: build.query<PincodeArea, string>({
      query: (pincode) => `/shipping/serviceability?${new URLSearchParams({ pincode })}`,
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useLazyGetPincodeAreaQuery } = pincodeApi;
