import { siteApi } from "./site-api";

/** Starts the home page's hero slides before the home page's code has arrived. */
export const prefetchHeroSlides = () => siteApi.util.prefetch("getSiteData", undefined, {});
