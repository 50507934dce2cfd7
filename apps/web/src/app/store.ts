import { configureStore, type Middleware } from "@reduxjs/toolkit";
import { setupListeners } from "@reduxjs/toolkit/query";
import { authSlice, selectUser, sessionStorageMiddleware, type AuthState } from "@/features/auth";
import { cartSlice, guestCartState, guestListsStorage, lazyCartSync, type CartState } from "@/features/cart";
import { quickViewSlice } from "@/features/catalogue";
import { api, type ApiTransport } from "@/lib/api";
import { createErrorToastMiddleware } from "@/lib/error-toast-middleware";

/**
 * Failures that are part of normal flow and must not toast: a guest's session check, optional
 * pieces of the page (banner, footer text, shop reviews, a product's offers) that simply do not
 * render, the checkout quote, whose problems the order itself reports when it is placed, the
 * checkout page's note that a checkout started, which the shopper need not hear of, and a guest's
 * measurements joining her account at sign-in, which say themselves what went wrong.
 */
const QUIET_ENDPOINTS = [
  "getUser",
  "getBanner",
  "getFooter",
  "getShopReviews",
  "getOffers",
  "getCheckoutQuote",
  "checkoutStarted",
  "keepGuestMeasurements",
];

/**
 * The browser's store, or, given a transport, a server render's: a visitor nobody knows yet, with
 * no kept lists, no storage and no listeners, reaching the API the way the server says.
 */
export function createAppStore(transport?: ApiTransport) {
  // Cart and wishlist follow the session: fetched once the user is known, cleared when it ends.
  const isSignedIn = (state: { auth: AuthState; cart: CartState }) => selectUser(state) !== null;
  const cartSync = lazyCartSync({ isSignedIn });
  // A server render has no visitor's storage, cart or toasts: what serves them passes its actions on untouched.
  const inBrowser = (middleware: Middleware): Middleware => (transport ? () => (next) => (action) => next(action) : middleware);
  const store = configureStore({
    // A guest's cart and wishlist from an earlier visit, merged into the account once they sign in.
    preloadedState: { cart: transport ? cartSlice.getInitialState() : guestCartState(cartSlice.getInitialState()) },
    reducer: {
      [api.reducerPath]: api.reducer,
      auth: authSlice.reducer,
      cart: cartSlice.reducer,
      quickView: quickViewSlice.reducer,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: transport } })
        .prepend(inBrowser(cartSync), inBrowser(guestListsStorage({ isSignedIn })))
        .concat(api.middleware, inBrowser(sessionStorageMiddleware), inBrowser(createErrorToastMiddleware(QUIET_ENDPOINTS))),
  });
  if (!transport) setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore["getState"]>;
export type AppDispatch = AppStore["dispatch"];
