import type { PromotionWire } from "@pallu/domain";
import { api } from "@/lib/api";
import { FRESH } from "../../shared/fresh-read";

/** A promotion as the back office reads it: amounts in rupees, times as ISO instants, its codes counted. */
export type Promotion = PromotionWire;

/** What the form sends: PromotionInputSchema's fields, an empty optional one as null. */
export interface PromotionBody {
  title: string;
  code: string | null;
  type: Promotion["type"];
  value: number;
  buyQuantity: number | null;
  getQuantity: number | null;
  minCartValue: number | null;
  paymentType: "online" | null;
  categories: string[];
  products: string[];
  firstOrderOnly: boolean;
  /** India's wall-clock time as a datetime-local input gives it, "2025-10-20T09:00". */
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  /** Joins automatic offers: an automatic offer's others, or a code's. */
  combinable: boolean;
  /** An automatic offer joins the shopper's coupon code. */
  combinesWithCodes: boolean;
  active: boolean;
}

type PromotionAnswer = { message: string; promotion: Promotion };

export const adminPromotionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllPromotions: build.query<Promotion[], void>({
      query: () => ({ url: "/promotions/getAllPromotions", cache: FRESH }),
      transformResponse: (response: { promotions: Promotion[] }) => response.promotions,
      providesTags: ["Promotion"],
    }),
    createPromotion: build.mutation<PromotionAnswer, PromotionBody>({
      query: (body) => ({ url: "/promotions/createPromotion", method: "POST", body }),
      invalidatesTags: ["Promotion"],
    }),
    updatePromotion: build.mutation<PromotionAnswer, PromotionBody & { promotionId: string }>({
      query: (body) => ({ url: "/promotions/updatePromotion", method: "PUT", body }),
      invalidatesTags: ["Promotion"],
    }),
    deletePromotion: build.mutation<{ message: string }, string>({
      query: (promotionId) => ({ url: "/promotions/deletePromotion", method: "DELETE", body: { promotionId } }),
      invalidatesTags: ["Promotion"],
    }),
  }),
});

export const {
  useGetAllPromotionsQuery,
  useCreatePromotionMutation,
  useUpdatePromotionMutation,
  useDeletePromotionMutation,
} = adminPromotionsApi;
