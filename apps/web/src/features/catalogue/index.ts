import { lazyWithPreload } from "@/lib/lazy-with-preload";

export { useGetCategoriesQuery, type ProductListParams } from "./api/catalogue-api";
export { useProduct, useProducts } from "./hooks/use-priced-products";
export { cardPriceShown, optionPriceShown, type PricedProduct, type PricedSummary, type ShownPrice } from "./prices-shown";
export { keepProductUnderItsSlug, prefetchProduct } from "./api/prefetch";
export { CategoryTiles } from "./components/category-tiles";
export { ProductCard } from "./components/product-card";
export { ProductStrip } from "./components/product-strip";
export { ProductView, ProductViewSkeleton, type PurchaseControls } from "./components/product-view";
export { SearchPage } from "./components/search-page";
export { optionFor, useProductOption } from "./hooks/use-product-option";
export { quickViewClosed, quickViewSlice, selectQuickViewProduct } from "./quick-view-slice";

/** Opened on demand, so its code is not part of the first load. */
export const QuickView = lazyWithPreload(() => import("./components/quick-view").then((m) => m.QuickView));
/**
 * The rows of cards below a product page's fold: rendered on the server with the page, their code
 * comes after its first screen (a card is a link before it arrives).
 */
export const ProductStripLater = /* @__PURE__ */ lazyWithPreload(() => import("./components/product-strip").then((m) => m.ProductStrip));
/** Below the fold on the home page. */
export const ProductShowcase = lazyWithPreload(() =>
  import("./components/product-showcase").then((m) => m.ProductShowcase),
);
