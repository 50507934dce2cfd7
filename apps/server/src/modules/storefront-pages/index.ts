/** The storefront-pages module's public face: other modules import only what is named here. */
export { type PageAnswer, type PageCaching, storefrontPages } from "./page-html.js";
export { isRenderRead } from "./render-read-marker.js";
export { inProcessApi, loadStorefrontRenderer } from "./storefront-renderer.js";
export { keptPages, SHARED_PAGE_SECONDS } from "./kept-pages.js";
export { pageAddress, withCampaignOf } from "./page-address.js";
export { productOfPage } from "./product-page-path.js";
export { encodedPage, pageEncodingFor } from "./page-encoding.js";
