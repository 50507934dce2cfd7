import { lazyWithPreload } from "@/lib/lazy-with-preload";

export {
  useGetCategoriesQuery,
  useGetProductQuery,
  useGetProductsQuery,
  type ProductListParams,
} from "./api/catalogue-api";
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
/** Below the fold on the home page. */
export const ProductShowcase = lazyWithPreload(() =>
  import("./components/product-showcase").then((m) => m.ProductShowcase),
);
