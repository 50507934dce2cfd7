import type { SettingsChange, ShopSettings } from "@pallu/domain";
import { api } from "@/lib/api";
import { FRESH } from "../../shared/fresh-read";

export type SettingsAnswer = { message: string; settings: ShopSettings; changes: SettingsChange[] };

/** The shop settings and their latest changes; a save answers with both, which replace the cached ones. */
export const adminSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShopSettings: build.query<SettingsAnswer, void>({
      query: () => ({ url: "/site/getSettings", cache: FRESH }),
    }),
    updateShopSettings: build.mutation<SettingsAnswer, ShopSettings>({
      query: (body) => ({ url: "/site/updateSettings", method: "PUT", body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const outcome = await queryFulfilled.catch(() => undefined);
        if (outcome) dispatch(adminSettingsApi.util.upsertQueryData("getShopSettings", undefined, outcome.data));
      },
      // The storefront's policy pages read the same settings.
      invalidatesTags: ["Site"],
    }),
  }),
});

export const { useGetShopSettingsQuery, useUpdateShopSettingsMutation } = adminSettingsApi;
