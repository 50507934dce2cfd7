import { catalogApi } from "./catalog-api";

/** Starts a product's request before the product page's code has arrived. */
export const prefetchProduct = (id: string) => catalogApi.util.prefetch("getProduct", id, {});
