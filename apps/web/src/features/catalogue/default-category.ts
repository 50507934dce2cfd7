/** The category a product that has none is shown under (docs/shop-rules.md#product-cards). */
export const DEFAULT_CATEGORY_NAME = "Fashion";
