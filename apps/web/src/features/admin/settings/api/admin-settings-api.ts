import type { SettingsChange, ShopSettings } from "@pallu/domain";
import { api } from "@/lib/api";
import { FRESH } from "../../shared/fresh-read";

export type SettingsAnswer = { message: string; settings: ShopSettings; changes: SettingsChange[] };

export type BrandImageKind = "logo" | "icon";

/** A save's answer replaces the cached settings, so the form shows what the server kept. */
async function keepAnswer(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: SettingsAnswer }> },
) {
  const outcome = await queryFulfilled.catch(() => undefined);
  if (outcome) dispatch(adminSettingsApi.util.upsertQueryData("getShopSettings", undefined, outcome.data));
}

/** The shop settings and their latest changes; a save answers with both, which replace the cached ones. */
export const adminSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShopSettings: build.query<SettingsAnswer, void>({
      query: () => ({ url: "/site/getSettings", cache: FRESH }),
    }),
    updateBrandImage: build.mutation<SettingsAnswer, { kind: BrandImageKind; file: File }>({
      query: ({ kind, file }) => {
        const body = new FormData();
        body.append("image", file);
        return { url: `/site/updateBrandImage/${kind}`, method: "PUT", body };
      },
      onQueryStarted: keepAnswer,
      invalidatesTags: ["Site"],
    }),
    deleteBrandImage: build.mutation<SettingsAnswer, BrandImageKind>({
      query: (kind) => ({ url: `/site/deleteBrandImage/${kind}`, method: "DELETE" }),
      onQueryStarted: keepAnswer,
      invalidatesTags: ["Site"],
    }),
    updateShopSettings: build.mutation<SettingsAnswer, ShopSettings>({
      query: (body) => ({ url: "/site/updateSettings", method: "PUT", body }),
      onQueryStarted: keepAnswer,
      // The storefront's header, footer and policy pages read the same settings.
      invalidatesTags: ["Site"],
    }),
  }),
});

export const {
  useDeleteBrandImageMutation,
  useGetShopSettingsQuery,
  useUpdateBrandImageMutation,
  useUpdateShopSettingsMutation,
} = adminSettingsApi;
