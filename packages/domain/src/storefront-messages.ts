/**
 * The storefront's own messages, in a module of their own so that a storefront page's first load
 * carries these alone, not every message of the shop (messages.ts holds them all).
 */

/** The product page's. */
export const productMessages = {
  selectSize: "Select the size",
  itemOutOfStock: "Item is out of stock",
  loginFirst: "Please login first",
  thisItemOutOfStock: "This Item is out of Stock",
  hurryUp: (left: number) => `Hurry Up, Only ${left} left !!!`,
  copied: "Copied !!!",
} as const;

/** The search page's. */
export const searchMessages = {
  noItem: "No Item Found",
} as const;

