import { matchPath } from "react-router";
import { prefetchProduct } from "@/features/catalogue/api/prefetch";
import { prefetchHeroSlides } from "@/features/site/api/prefetch";

/**
 * Asks for the data of the first screen while the page's own chunk is still loading, so the
 * largest image is not three round trips away on a slow phone.
 */
export function prefetchFirstScreen(pathname: string) {
  if (pathname === "/") {
    void prefetchHeroSlides();
    return;
  }
  const product = matchPath("/product/:slugOrId", pathname);
  if (product?.params.slugOrId) void prefetchProduct(product.params.slugOrId);
}
