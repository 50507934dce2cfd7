import { lazyWithPreload } from "@/lib/lazy-with-preload";

export type { ReviewViewer } from "./types";
export type { ReviewedProduct } from "./components/product-reviews-page";

/*
 * Everything here is fetched on demand: the home page imports this file for its slider, and
 * nothing of the reviews code may join the first load.
 */

/** Below the fold on the home page, so loaded after the first paint. */
export const ReviewsSlider = lazyWithPreload(() => import("./components/reviews-slider").then((m) => m.ReviewsSlider));
/** Below the fold on the product page: its code arrives only when the shopper scrolls near it. */
export const ReviewsSection = lazyWithPreload(() =>
  import("./components/reviews-section").then((m) => m.ReviewsSection),
);
/** /reviews/{id}. */
export const ProductReviewsPage = lazyWithPreload(() =>
  import("./components/product-reviews-page").then((m) => m.ProductReviewsPage),
);
