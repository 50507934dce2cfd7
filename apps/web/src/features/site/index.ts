import { lazyWithPreload } from "@/lib/lazy-with-preload";

export { useGetFooterQuery, useGetPoliciesQuery, useGetSiteDataQuery } from "./api/site-api";
export { prefetchHeroSlides } from "./api/prefetch";
export { AnnouncementBar } from "./components/announcement-bar";
export { HeroSlider } from "./components/hero-slider";
export { SocialLinks } from "./components/social-links";
export { SellerIdentity, SellerText } from "./components/policy-text";
export type { FooterContent, Slide } from "./types";

/** At the bottom of every page: fetched right after the first paint, not before it. */
export const SiteFooter = lazyWithPreload(() => import("./components/site-footer").then((m) => m.SiteFooter));
/** Below the fold on the home page. */
export const WhyUs = lazyWithPreload(() => import("./components/why-us").then((m) => m.WhyUs));
