import type { Serviceability } from "@pallu/domain";
import { api } from "@/lib/api";

/**
 * GET /shipping/serviceability: the sentence to show and the facts behind it, or (400) why the
 * PIN code cannot be checked.
 */
export type ServiceabilityAnswer =
  (Serviceability & { success: true; message: string }) | { success: false; message: string };

export interface ServiceabilityParams {
  pincode: string;
  /** Asks about this product's cash on delivery too. */
  productId?: string;
}

/** Only the delivery check imports this, so the endpoint arrives with it, after the first load. */
export const deliveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServiceability: build.query<ServiceabilityAnswer, ServiceabilityParams>({
      query: ({ pincode, productId }) => ({
        url: `/shipping/serviceability?${new URLSearchParams(productId ? { pincode, productId } : { pincode })}`,
        // A mistyped PIN is an answer to show in the box, not a failure to report.
        validateStatus: (response) => response.ok || response.status === 400,
      }),
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetServiceabilityQuery } = deliveryApi;
