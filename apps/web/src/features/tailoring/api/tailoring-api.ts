import type { MeasurementProfileWire, Measurements, MeasurementUnit } from "@pallu/domain";
import { api } from "@/lib/api";

export type ProfileDraft = { profileId?: string; name: string; unit: MeasurementUnit; measurements: Measurements };

// Pure: only the product page's lazy ready-to-wear panel uses it.
export const tailoringApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    getMeasurementProfiles: build.query<MeasurementProfileWire[], void>({
      query: () => ({ url: "/user/getMeasurementProfiles" }),
      transformResponse: (response: { profiles: MeasurementProfileWire[] }) => response.profiles,
      providesTags: ["User"],
    }),
    saveMeasurementProfile: build.mutation<MeasurementProfileWire, ProfileDraft>({
      query: (body) => ({ url: "/user/saveMeasurementProfile", method: "POST", body }),
      transformResponse: (response: { profile: MeasurementProfileWire }) => response.profile,
      invalidatesTags: ["User"],
    }),
  }),
});

export const { useGetMeasurementProfilesQuery, useSaveMeasurementProfileMutation } = tailoringApi;
