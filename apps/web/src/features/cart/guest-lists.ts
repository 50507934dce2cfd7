import type { Middleware } from "@reduxjs/toolkit";
import { listsLoaded, type CartLine, type CartState, type WishlistLine, type WithCart } from "./cart-slice";

/**
 * A guest's cart and wishlist, kept in this browser until they sign in or sign up: the sync then
 * merges them into the account (see listsLoaded) and this copy is forgotten.
 */
const STORAGE_KEY = "pallu:guest-lists";
const MAX_LINES = 50;

export type GuestLists = Pick<CartState, "cart" | "wishlist">;
type KeptLine = { buyingOptionId?: unknown; sizeId?: unknown; guestMeasurements?: unknown };

// A light check, not the domain's schemas (they bring a validation library into every page's first
// load): the lines are the shopper's own, and the server checks each one again when they join the account.
// A line kept by an earlier version of the shop names its size as the API does (`sizeId`, `subDetailId`): it
// takes the app's name as it is checked, in one expression since this runs in every page's first load.
const isLine = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  typeof ((value as KeptLine).buyingOptionId ??= (value as KeptLine).sizeId) === "string";
// Measurements a guest gave keep their shape or are dropped (the line stays): the server checks their values at sign-in.
const keptMeasurements = (line: KeptLine) => {
  const draft = line.guestMeasurements as { name?: unknown; unit?: unknown; measurements?: unknown } | undefined;
  const usable =
    typeof draft?.name === "string" &&
    (draft.unit === "in" || draft.unit === "cm") &&
    typeof draft.measurements === "object" &&
    draft.measurements !== null &&
    Object.values(draft.measurements).every((value) => typeof value === "number");
  if (!usable) delete line.guestMeasurements;
  return true;
};
const isCartLine = (value: unknown): value is CartLine =>
  isLine(value) && Number.isInteger(value.quantity) && keptMeasurements(value as KeptLine);
const isWishlistLine = (value: unknown): value is WishlistLine => isLine(value) && typeof value.inStock === "boolean";

function listOf<T>(value: unknown, isItem: (item: unknown) => item is T): value is T[] {
  return Array.isArray(value) && value.length <= MAX_LINES && value.every(isItem);
}

const NONE: GuestLists = { cart: [], wishlist: [] };

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Storage can be switched off (a private window, a strict setting): the lists then live for the visit.
    return null;
  }
}

/** What a guest kept on an earlier visit; anything unreadable counts as nothing. */
export function loadGuestLists(): GuestLists {
  try {
    const kept = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? "null") as { cart?: unknown; wishlist?: unknown } | null;
    const { cart, wishlist } = kept ?? {};
    return listOf(cart, isCartLine) && listOf(wishlist, isWishlistLine) ? { cart, wishlist } : NONE;
  } catch {
    return NONE;
  }
}

function write(lists?: GuestLists) {
  try {
    if (lists?.cart.length || lists?.wishlist.length) storage()?.setItem(STORAGE_KEY, JSON.stringify(lists));
    else storage()?.removeItem(STORAGE_KEY);
  } catch {
    // A full or blocked storage only means the lists are not kept past this visit.
  }
}

/** The cart state a visit starts from: the guest's kept lines, waiting for a session to merge them into. */
export function guestCartState(base: CartState): CartState {
  return { ...base, ...loadGuestLists() };
}

/**
 * Keeps a guest's lists in the browser as they change, and forgets them once the account has them
 * (the server's lists have arrived, merged with these; the sync saves what the server lacked).
 */
export function guestListsStorage<S extends WithCart>({
  isSignedIn,
}: {
  isSignedIn: (state: S) => boolean;
}): Middleware {
  return (store) => (next) => (action) => {
    const before = (store.getState() as S).cart;
    const result = next(action);
    const state = store.getState() as S;
    if (listsLoaded.match(action)) write();
    else if (!isSignedIn(state) && (state.cart.cart !== before.cart || state.cart.wishlist !== before.wishlist)) {
      write({ cart: state.cart.cart.slice(0, MAX_LINES), wishlist: state.cart.wishlist.slice(0, MAX_LINES) });
    }
    return result;
  };
}
