export {
  cartSlice,
  cartEmptied,
  cartRefreshRequested,
  lineServicesChosen,
  selectCartCount,
  selectCartLines,
  type CartState,
  type CartLine,
  type WishlistLine,
} from "./cart-slice";
export { cartTotals, stepDown, stepUp, type CartTotals, type StepOutcome } from "./cart-rules";
export { cartPayload } from "./cart-lines";
export { lazyCartSync } from "./cart-sync-loader";
export { guestCartState, guestListsStorage } from "./guest-lists";
export { useCartActions } from "./hooks/use-cart-actions";
export { useCart } from "./hooks/use-cart";
export { useWishlist } from "./hooks/use-wishlist";
export { CartScreen } from "./components/cart-screen";
export { CartReview } from "./components/cart-review";
export { CartSummary, type QuotedInCurrency, type QuotedPrice } from "./components/cart-summary";
export { useCartInCurrency, type CartInCurrency } from "./hooks/use-cart-in-currency";
export { CartCountLink } from "./components/cart-count-link";
export { WishlistScreen } from "./components/wishlist-screen";
export { SyncedList } from "./components/saved-list";
