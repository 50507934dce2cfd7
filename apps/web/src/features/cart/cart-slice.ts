import { sliceOf } from "@/lib/shop-store";
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

const withLine = (cart: CartLine[], buyingOptionId: string, change: (line: CartLine) => CartLine) =>
  cart.map((line) => (line.buyingOptionId === buyingOptionId ? change(line) : line));

/**
 * The shopper's cart and wishlist (docs/shop-rules.md#cart). Edits apply at once; the cart sync
 * saves them to the server, whose answer (its prices, its stock) then replaces the lines.
 */
export const cartSlice = sliceOf("cart", initialState, {
  /* ---- Edits by the shopper: each one is saved to the server (docs/shop-rules.md#cart). ---- */
  lineAdded: (state, line: CartLine) =>
    state.cart.some((kept) => kept.buyingOptionId === line.buyingOptionId) ? state : { ...state, cart: [...state.cart, line] },
  lineRemoved: (state, { buyingOptionId }: { buyingOptionId: string }) => ({
    ...state,
    cart: state.cart.filter((line) => line.buyingOptionId !== buyingOptionId),
  }),
  /** The services asked for with a line (blouse stitching, fall and pico) and the measurements to stitch to. */
  lineServicesChosen: (state, { buyingOptionId, services, measurementProfileId, guestMeasurements }: ServicesChoice & { buyingOptionId: string }) => ({
    ...state,
    cart: withLine(state.cart, buyingOptionId, ({ guestMeasurements: _kept, ...line }) => ({
      ...line,
      services,
      measurementProfileId,
      // A guest's measurements stay with the line until they become one of her profiles.
      ...(guestMeasurements ? { guestMeasurements } : {}),
    })),
  }),
  quantityChanged: (state, { buyingOptionId, quantity }: { buyingOptionId: string; quantity: number }) => ({
    ...state,
    cart: withLine(state.cart, buyingOptionId, (line) => ({ ...line, quantity })),
  }),
  cartEmptied: (state) => ({ ...state, cart: [], unavailable: [] }),
  unavailableLineRemoved: (state, { buyingOptionId }: { buyingOptionId: string }) => ({
    ...state,
    unavailable: state.unavailable.filter((line) => line.buyingOptionId !== buyingOptionId),
  }),
  wishlistToggled: (state, line: WishlistLine) => {
    const without = state.wishlist.filter((kept) => kept.productId !== line.productId);
    return { ...state, wishlist: without.length === state.wishlist.length ? [...state.wishlist, line] : without };
  },
  /** Saves the product unless it is saved already: a tap that asks to keep it, never to drop it. */
  wishlistKept: (state, line: WishlistLine) =>
    state.wishlist.some((kept) => kept.productId === line.productId) ? state : { ...state, wishlist: [...state.wishlist, line] },
  wishlistLineRemoved: (state, { buyingOptionId }: { buyingOptionId: string }) => ({
    ...state,
    wishlist: state.wishlist.filter((line) => line.buyingOptionId !== buyingOptionId),
  }),

  /* ---- The server's side of the conversation: never saved back. ---- */
  /** The sync has arrived (it is loaded on demand) and looks at the state for the first time. */
  syncAttached: (state) => state,
  syncStarted: (state) => ({ ...state, status: "loading" as const }),
  syncFailed: (state) => ({ ...state, status: "failed" as const }),
  /** Asks for the lists again after a failed fetch. */
  syncRetried: (state) => (state.status === "failed" ? { ...state, status: "idle" as const } : state),
  /** Fetches the server's cart afresh (say, after checkout found a size sold out). */
  cartRefreshRequested: (state) => (state.status === "loading" ? state : { ...state, cart: [], status: "idle" as const }),
  listsLoaded: (state, lists: { cart: CartLine[]; wishlist: WishlistLine[]; unavailable: UnavailableCartLine[] }) => ({
    cart: mergeLoaded(lists.cart, state.cart),
    unavailable: lists.unavailable,
    wishlist: mergeLoaded(lists.wishlist, state.wishlist),
    status: "ready" as const,
  }),
  cartSaved: (state, cart: CartLine[]) => ({ ...state, cart }),
  unavailableSaved: (state, unavailable: UnavailableCartLine[]) => ({ ...state, unavailable }),
  wishlistSaved: (state, wishlist: WishlistLine[]) => ({ ...state, wishlist }),
  /** The page is being left or hidden: pending edits are saved now, not after the debounce. */
  savesFlushRequested: (state) => state,
  /** The session ended: the lists belong to the account, not to this browser. */
  cleared: () => initialState,
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
