import type { GeneratedCodes } from "@pallu/domain";
import { api } from "@/lib/api";
import { FRESH } from "../../shared/fresh-read";

export type GenerateCodesRequest = { promotionId: string; count: number; prefix?: string };

/** Single-use codes made in bulk for a coupon promotion, and their CSV for the seller to hand out. */
export const promotionCodesApi = api.injectEndpoints({
  endpoints: (build) => ({
    generatePromotionCodes: build.mutation<GeneratedCodes, GenerateCodesRequest>({
      query: (body) => ({ url: "/promotions/generateCodes", method: "POST", body }),
    }),
    /** The CSV as text: `code,used,order`, one row per code. Read afresh every time, never kept. */
    exportPromotionCodes: build.query<string, string>({
      query: (promotionId) => ({
        url: "/promotions/exportCodes",
        params: { promotionId },
        cache: FRESH,
        responseHandler: "text",
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGeneratePromotionCodesMutation, useLazyExportPromotionCodesQuery } = promotionCodesApi;
