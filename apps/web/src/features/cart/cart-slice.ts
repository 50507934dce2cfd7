import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { CartLine, UnavailableCartLine, WishlistLine } from "./cart-lines";

export type { CartLine, UnavailableCartLine, WishlistLine } from "./cart-lines";

/**
 * Where the lists stand against the server for this session: nothing asked yet (a guest, or just
 * logged in), being fetched, in step, or the fetch failed (then nothing is saved, so a partial
 * list can never overwrite the saved one).
 */
export type SyncStatus = "idle" | "loading" | "ready" | "failed";

export interface CartState {
  cart: CartLine[];
  /** Saved lines whose size is sold out for now: shown apart, outside the total and the checkout. */
  unavailable: UnavailableCartLine[];
  wishlist: WishlistLine[];
  status: SyncStatus;
}

/** The services asked for with a line and whose measurements: a profile of hers, or a guest's measurements kept for her. */
export type ServicesChoice = {
  services: NonNullable<CartLine["services"]>;
  measurementProfileId: string | null;
  guestMeasurements?: CartLine["guestMeasurements"];
};

const initialState: CartState = { cart: [], unavailable: [], wishlist: [], status: "idle" };

/** The server's lines, plus any the shopper added while they were on their way. */
function mergeLoaded<T extends { buyingOptionId: string }>(server: T[], local: T[]): T[] {
  const known = new Set(server.map((line) => line.buyingOptionId));
  return [...server, ...local.filter((line) => !known.has(line.buyingOptionId))];
}

/**
 * The shopper's cart and wishlist (docs/shop-rules.md#cart). Edits apply at once; the cart sync
 * saves them to the server, whose answer (its prices, its stock) then replaces the lines.
 */
export const cartSlice = createSlice({
  name: "cart",
  initialState,
  reducers: {
    /* ---- Edits by the shopper: each one is saved to the server (docs/shop-rules.md#cart). ---- */
    lineAdded(state, action: PayloadAction<CartLine>) {
      const exists = state.cart.some((line) => line.buyingOptionId === action.payload.buyingOptionId);
      if (!exists) state.cart.push(action.payload);
    },
    lineRemoved(state, action: PayloadAction<{ buyingOptionId: string }>) {
      state.cart = state.cart.filter((line) => line.buyingOptionId !== action.payload.buyingOptionId);
    },
    /** The services asked for with a line (blouse stitching, fall and pico) and the measurements to stitch to. */
    lineServicesChosen(
      state,
      action: PayloadAction<ServicesChoice & { buyingOptionId: string }>,
    ) {
      const line = state.cart.find((candidate) => candidate.buyingOptionId === action.payload.buyingOptionId);
      if (!line) return;
      line.services = action.payload.services;
      line.measurementProfileId = action.payload.measurementProfileId;
      // A guest's measurements stay with the line until they become one of her profiles.
      if (action.payload.guestMeasurements) line.guestMeasurements = action.payload.guestMeasurements;
      else delete line.guestMeasurements;
    },
    quantityChanged(state, action: PayloadAction<{ buyingOptionId: string; quantity: number }>) {
      const line = state.cart.find((candidate) => candidate.buyingOptionId === action.payload.buyingOptionId);
      if (line) line.quantity = action.payload.quantity;
    },
    cartEmptied(state) {
      state.cart = [];
      state.unavailable = [];
    },
    unavailableLineRemoved(state, action: PayloadAction<{ buyingOptionId: string }>) {
      state.unavailable = state.unavailable.filter((line) => line.buyingOptionId !== action.payload.buyingOptionId);
    },
    wishlistToggled(state, action: PayloadAction<WishlistLine>) {
      const without = state.wishlist.filter((line) => line.productId !== action.payload.productId);
      state.wishlist = without.length === state.wishlist.length ? [...state.wishlist, action.payload] : without;
    },
    /** Saves the product unless it is saved already: a tap that asks to keep it, never to drop it. */
    wishlistKept(state, action: PayloadAction<WishlistLine>) {
      if (!state.wishlist.some((line) => line.productId === action.payload.productId))
        state.wishlist.push(action.payload);
    },
    wishlistLineRemoved(state, action: PayloadAction<{ buyingOptionId: string }>) {
      state.wishlist = state.wishlist.filter((line) => line.buyingOptionId !== action.payload.buyingOptionId);
    },

    /* ---- The server's side of the conversation: never saved back. ---- */
    /** The sync has arrived (it is loaded on demand) and looks at the state for the first time. */
    syncAttached() {},
    syncStarted(state) {
      state.status = "loading";
    },
    syncFailed(state) {
      state.status = "failed";
    },
    /** Asks for the lists again after a failed fetch. */
    syncRetried(state) {
      if (state.status === "failed") state.status = "idle";
    },
    /** Fetches the server's cart afresh (say, after checkout found a size sold out). */
    cartRefreshRequested(state) {
      if (state.status === "loading") return;
      state.cart = [];
      state.status = "idle";
    },
    listsLoaded(
      state,
      action: PayloadAction<{ cart: CartLine[]; wishlist: WishlistLine[]; unavailable: UnavailableCartLine[] }>,
    ) {
      state.cart = mergeLoaded(action.payload.cart, state.cart);
      state.unavailable = action.payload.unavailable;
      state.wishlist = mergeLoaded(action.payload.wishlist, state.wishlist);
      state.status = "ready";
    },
    cartSaved(state, action: PayloadAction<CartLine[]>) {
      state.cart = action.payload;
    },
    unavailableSaved(state, action: PayloadAction<UnavailableCartLine[]>) {
      state.unavailable = action.payload;
    },
    wishlistSaved(state, action: PayloadAction<WishlistLine[]>) {
      state.wishlist = action.payload;
    },
    /** The page is being left or hidden: pending edits are saved now, not after the debounce. */
    savesFlushRequested() {},
    /** The session ended: the lists belong to the account, not to this browser. */
    cleared() {
      return initialState;
    },
  },
});

export const {
  lineAdded,
  lineRemoved,
  lineServicesChosen,
  quantityChanged,
  cartEmptied,
  unavailableLineRemoved,
  unavailableSaved,
  wishlistToggled,
  wishlistKept,
  wishlistLineRemoved,
  syncAttached,
  syncStarted,
  syncFailed,
  syncRetried,
  cartRefreshRequested,
  listsLoaded,
  cartSaved,
  wishlistSaved,
  savesFlushRequested,
  cleared,
} = cartSlice.actions;

export type WithCart = { cart: CartState };
export const selectCartLines = (state: WithCart) => state.cart.cart;
export const selectUnavailableLines = (state: WithCart) => state.cart.unavailable;
export const selectWishlist = (state: WithCart) => state.cart.wishlist;
export const selectSyncStatus = (state: WithCart) => state.cart.status;
export const selectCartCount = (state: WithCart) => state.cart.cart.reduce((sum, line) => sum + line.quantity, 0);
