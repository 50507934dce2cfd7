import type { ProductDetail } from "@pallu/domain";
import { catalogueApi } from "./catalogue-api";

/** Starts a product's request before the product page's code has arrived. */
export const prefetchProduct = (id: string) => catalogueApi.util.prefetch("getProduct", id, {});

/** A product read by one address (its id, an old slug), kept under its own link too, so moving there shows it at once. */
export const keepProductUnderItsSlug = (product: ProductDetail) =>
  catalogueApi.util.upsertQueryData("getProduct", product.slug, product);
