import type { ProductDetail } from "@pallu/domain";
import { cacheTags } from "../../lib/cache-tags.js";

/** A listing shows its products' cards, and is narrowed to a category or spans the catalogue. */
export function listingTags(category: string | undefined, shown: { _id: string }[]): string[] {
  const scope = category ? [cacheTags.categoryListings, cacheTags.category(category)] : [cacheTags.catalogue];
  return [...scope, ...shown.map((product) => cacheTags.product(product._id))];
}

/** A product's page shows the product, how many are left, and its suggestions' cards. */
export function productPageTags(product: ProductDetail): string[] {
  return [
    cacheTags.productPages,
    cacheTags.product(product._id),
    cacheTags.stock(product._id),
    ...product.suggestions.map((suggestion) => cacheTags.product(suggestion._id)),
  ];
}
