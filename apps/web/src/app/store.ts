import { authSlice, selectUser, sessionStorageMiddleware, type AuthState } from "@/features/auth";
import { cartSlice, guestCartState, guestListsStorage, lazyCartSync, type CartState } from "@/features/cart";
import { quickViewSlice } from "@/features/catalogue";
import { createErrorToastMiddleware } from "@/lib/error-toast-middleware";
import { createShopStore, type ShopStore } from "@/lib/shop-store";

/**
 * Failures that are part of normal flow and must not toast: a guest's session check, optional
 * pieces of the page (banner, footer text, shop reviews, a product's offers) that simply do not
 * render, the checkout quote, whose problems the order itself reports when it is placed, the
 * checkout page's note that a checkout started, which the shopper need not hear of, and a guest's
 * measurements joining her account at sign-in, which say themselves what went wrong.
 */
const QUIET_ENDPOINTS = ["getUser", "getShopReviews", "getCheckoutQuote", "checkoutStarted", "keepGuestMeasurements"];

const slices = { auth: authSlice.reducer, cart: cartSlice.reducer, quickView: quickViewSlice.reducer };

export type RootState = { auth: AuthState; cart: CartState; quickView: ReturnType<typeof quickViewSlice.getInitialState> };

/** The state a page is rendered with on the server, and hydrated with in the browser: a visitor nobody knows yet, with no kept lists. */
export function guestState(): RootState {
  return {
    auth: { token: null, user: null, isLogin: false, endedByLogout: false },
    cart: cartSlice.getInitialState(),
    quickView: quickViewSlice.getInitialState(),
  };
}

/** The browser's store: the visitor's session and kept lists, saved as they change. */
export function createAppStore() {
  // Cart and wishlist follow the session: fetched once the user is known, cleared when it ends.
  const isSignedIn = (state: { auth: AuthState; cart: CartState }) => selectUser(state) !== null;
  return createShopStore({
    slices,
    // A guest's cart and wishlist from an earlier visit, merged into the account once they sign in.
    preloadedState: { cart: guestCartState(cartSlice.getInitialState()) },
    before: [lazyCartSync({ isSignedIn }), guestListsStorage({ isSignedIn })],
    after: [sessionStorageMiddleware, createErrorToastMiddleware(QUIET_ENDPOINTS)],
  }) as AppStore;
}

/** A server render's store: a guest's state, which nothing on the server changes. */
export function createGuestStore(): AppStore {
  return createShopStore({ slices, preloadedState: guestState(), joinsParts: false }) as AppStore;
}

export type AppStore = ShopStore<RootState>;
export type AppDispatch = AppStore["dispatch"];
