import { usePageRead, type PageRead } from "@/lib/page-query";
import type { Banner, FooterContent, ShopPolicies, Slide } from "../types";

/** The shop's own texts and pictures, as every shopper reads them (lib/page-query.ts). */

export const siteDataRead = (): PageRead<Slide[]> => ({
  path: "/site/getSiteData",
  read: (answer: { siteData: Slide[] }) => answer.siteData,
});

export const bannerRead = (): PageRead<Banner> => ({
  path: "/site/getBanner",
  read: (answer: { banner: Banner }) => answer.banner,
});

// Its contact details are the shop settings': asked again (a 304 when unchanged) after a save.
export const footerRead = (): PageRead<FooterContent> => ({
  path: "/site/getFooter",
  read: (answer: { footer: FooterContent }) => answer.footer,
  revalidate: true,
});

export const policiesRead = (): PageRead<ShopPolicies> => ({
  path: "/site/getPolicies",
  read: (answer: { policies: ShopPolicies }) => answer.policies,
});

export const useGetSiteDataQuery = () => usePageRead(siteDataRead());
export const useGetBannerQuery = () => usePageRead(bannerRead());
export const useGetFooterQuery = () => usePageRead(footerRead());
export const useGetPoliciesQuery = () => usePageRead(policiesRead());
