import type { DataRequest } from "@/lib/data-request";
import { bannerRead, footerRead, policiesRead, siteDataRead } from "./api/site-api";

/*
 * What this feature's parts of a page ask for, for the server to fetch before it renders them.
 * Only the server's renderer imports this file: the browser's pages ask through their hooks.
 */

/** The announcement bar and the footer, on every page. */
export const siteFrameData = (): DataRequest[] => [bannerRead(), footerRead()];

export const heroSlidesData = (): DataRequest => siteDataRead();

/** The seller's own texts and identity (about us, privacy, refunds). */
export const policiesData = (): DataRequest => policiesRead();
