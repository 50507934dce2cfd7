import { api } from "@/lib/api";
import type { Banner, FooterContent, ShopPolicies, Slide } from "../types";

export const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteData: build.query<Slide[], void>({
      query: () => "/site/getSiteData",
      transformResponse: (response: { siteData: Slide[] }) => response.siteData,
      providesTags: ["Site"],
    }),
    getBanner: build.query<Banner, void>({
      query: () => "/site/getBanner",
      transformResponse: (response: { banner: Banner }) => response.banner,
      providesTags: ["Site"],
    }),
    getFooter: build.query<FooterContent, void>({
      // Its contact details are the shop settings': asked again (a 304 when unchanged) after a save.
      query: () => ({ url: "/site/getFooter", cache: "no-cache" }),
      transformResponse: (response: { footer: FooterContent }) => response.footer,
      providesTags: ["Site"],
    }),
    getPolicies: build.query<ShopPolicies, void>({
      query: () => "/site/getPolicies",
      transformResponse: (response: { policies: ShopPolicies }) => response.policies,
      providesTags: ["Site"],
    }),
  }),
});

export const { useGetSiteDataQuery, useGetBannerQuery, useGetFooterQuery, useGetPoliciesQuery } = siteApi;
