import { matchPath } from "react-router";
import { prefetchProduct } from "@/features/catalogue";
import { prefetchHeroSlides } from "@/features/site";
import type { AppStore } from "./store";

/**
 * Asks for the data of the first screen while the page's own chunk is still loading, so the
 * largest image is not three round trips away on a slow phone.
 */
export function prefetchFirstScreen(store: AppStore, pathname: string) {
  if (pathname === "/") {
    store.dispatch(prefetchHeroSlides());
    return;
  }
  const product = matchPath("/product/:slugOrId", pathname);
  if (product?.params.slugOrId) store.dispatch(prefetchProduct(product.params.slugOrId));
}
