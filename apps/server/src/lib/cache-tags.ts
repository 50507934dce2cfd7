/**
 * What a cached answer or page shows, and so which changes drop it. Reads name the tags of what
 * they show; writes name the tags of what they changed; the caches drop what the two share.
 */
export const cacheTags = {
  /** Banner, footer, slides, policies. */
  site: "site",
  /** Every catalogue answer that is not a listing narrowed to one category: any product may change it. */
  catalogue: "catalogue",
  /** Every listing narrowed to a category. */
  categoryListings: "category-listings",
  /** The answer shows this product: its name, price, pictures, rating, category or colour. */
  product: (id: string) => `product:${id}`,
  /** The answer shows how many of this product are left (its own page); listings show only whether any are. */
  stock: (id: string) => `stock:${id}`,
  /** Every product's own page: a category's or a colour's change reaches each product in it. */
  productPages: "product-pages",
  /** The offers shown beside products. */
  offers: "offers",
  /** A page made from an answer that names nothing it shows (an uncached route): any change may reach it. */
  untagged: "untagged",
  /** A listing's category filter is an id or a name in any case; a change names the category both ways. */
  category: (idOrName: string) => `category:${idOrName.toLowerCase()}`,
};
