import type { Banner, Footer, Slide, SlideArrangeType } from "@pallu/domain";
import { api } from "@/lib/api";
import { FRESH } from "../../shared/fresh-read";

type SlidesAnswer = { message: string; siteData: Slide[] };

const siteReads = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSlides: build.query<Slide[], void>({
      query: () => ({ url: "/site/getSiteData", cache: FRESH }),
      transformResponse: (response: { siteData: Slide[] }) => response.siteData,
      providesTags: ["Slide"],
    }),
    getAdminBanner: build.query<Banner, void>({
      query: () => ({ url: "/site/getBanner", cache: FRESH }),
      transformResponse: (response: { banner: Banner }) => response.banner,
    }),
    getAdminFooter: build.query<Footer, void>({
      query: () => ({ url: "/site/getFooter", cache: FRESH }),
      transformResponse: (response: { footer: Footer }) => response.footer,
    }),
  }),
});

/**
 * The home slider, banner and footer. Slide writes answer with the whole list in its new order,
 * which replaces the cached one; the storefront's copies are refreshed by the Site tag.
 */
export const adminSiteApi = siteReads.injectEndpoints({
  endpoints: (build) => {
    const replaceSlides = {
      async onQueryStarted(
        _arg: unknown,
        {
          dispatch,
          queryFulfilled,
        }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: SlidesAnswer }> },
      ) {
        const outcome = await queryFulfilled.catch(() => undefined);
        if (outcome) dispatch(siteReads.util.upsertQueryData("getAdminSlides", undefined, outcome.data.siteData));
      },
      invalidatesTags: ["Site" as const],
    };
    return {
      addSlide: build.mutation<SlidesAnswer, FormData>({
        query: (body) => ({ url: "/site/addSiteData", method: "POST", body }),
        ...replaceSlides,
      }),
      updateSlide: build.mutation<SlidesAnswer, FormData>({
        query: (body) => ({ url: "/site/updateSiteData", method: "PUT", body }),
        ...replaceSlides,
      }),
      arrangeSlide: build.mutation<SlidesAnswer, { id: string; type: SlideArrangeType }>({
        query: (body) => ({ url: "/site/updateSiteArrangements", method: "PUT", body }),
        ...replaceSlides,
      }),
      updateBanner: build.mutation<{ message: string; banner: Banner }, Banner>({
        query: (body) => ({ url: "/site/updateBanner", method: "PUT", body }),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const outcome = await queryFulfilled.catch(() => undefined);
          if (outcome) dispatch(siteReads.util.upsertQueryData("getAdminBanner", undefined, outcome.data.banner));
        },
        invalidatesTags: ["Site"],
      }),
      updateFooter: build.mutation<{ message: string; footer: Footer }, Footer>({
        query: (body) => ({ url: "/site/updateFooter", method: "PUT", body }),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const outcome = await queryFulfilled.catch(() => undefined);
          if (outcome) dispatch(siteReads.util.upsertQueryData("getAdminFooter", undefined, outcome.data.footer));
        },
        invalidatesTags: ["Site"],
      }),
    };
  },
});

export const {
  useGetAdminSlidesQuery,
  useGetAdminBannerQuery,
  useGetAdminFooterQuery,
  useAddSlideMutation,
  useUpdateSlideMutation,
  useArrangeSlideMutation,
  useUpdateBannerMutation,
  useUpdateFooterMutation,
} = adminSiteApi;
