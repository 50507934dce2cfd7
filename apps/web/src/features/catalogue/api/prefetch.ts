import { catalogueApi } from "./catalogue-api";

/** Starts a product's request before the product page's code has arrived. */
export const prefetchProduct = (id: string) => catalogueApi.util.prefetch("getProduct", id, {});
