import { configureStore } from "@reduxjs/toolkit";
import { afterEach, describe, expect, it } from "vitest";
import {
  cartSlice,
  lineAdded,
  listsLoaded,
  wishlistToggled,
  cleared,
  type CartLine,
  type WithCart,
} from "./cart-slice";
import { guestCartState, guestListsStorage, loadGuestLists } from "./guest-lists";

const line = (id: string): CartLine => ({
  productId: `product-${id}`,
  name: `Silk Saree ${id}`,
  description: "",
  image: null,
  price: 12999,
  originalPrice: 15999,
  size: "NA",
  buyingOptionId: `size-${id}`,
  quantity: 1,
  maxQuantity: 3,
});

/** A shop's store as far as the lists go; `signedIn` stands in for the session. */
function aStore(session: { signedIn: boolean }) {
  return configureStore({
    reducer: { cart: cartSlice.reducer },
    preloadedState: { cart: guestCartState(cartSlice.getInitialState()) },
    middleware: (getDefault) =>
      getDefault().prepend(guestListsStorage<WithCart>({ isSignedIn: () => session.signedIn })),
  });
}

afterEach(() => localStorage.clear());

describe("a guest's cart and wishlist", () => {
  it("keep the measurements she gave for a stitched line, and drop only measurements of the wrong shape", () => {
    const amma = { name: "Amma", unit: "in" as const, measurements: { bust: 38, waist: 34, shoulder: 14.5, blouseLength: 15 } };
    const visit = aStore({ signedIn: false });
    visit.dispatch(lineAdded({ ...line("a"), services: [{ serviceId: "stitching", styleId: "boat" }], measurementProfileId: null, guestMeasurements: amma }));
    expect(aStore({ signedIn: false }).getState().cart.cart[0]).toMatchObject({ guestMeasurements: amma });

    const tampered = { ...line("b"), guestMeasurements: { name: "Me", unit: "feet", measurements: { bust: "38" } } };
    localStorage.setItem("pallu:guest-lists", JSON.stringify({ cart: [tampered], wishlist: [] }));
    const kept = aStore({ signedIn: false }).getState().cart.cart;
    expect(kept.map((each) => each.buyingOptionId)).toEqual(["size-b"]);
    expect(kept[0]).not.toHaveProperty("guestMeasurements");
  });

  it("are kept in the browser and come back on the next visit", () => {
    const visit = aStore({ signedIn: false });
    visit.dispatch(lineAdded(line("a")));
    const { quantity: _q, maxQuantity: _m, ...saved } = line("b");
    visit.dispatch(wishlistToggled({ ...saved, inStock: true }));

    const nextVisit = aStore({ signedIn: false });
    expect(nextVisit.getState().cart.cart.map((kept) => kept.buyingOptionId)).toEqual(["size-a"]);
    expect(nextVisit.getState().cart.wishlist.map((kept) => kept.buyingOptionId)).toEqual(["size-b"]);
  });

  it("join the account's lists at sign-in, and are then forgotten by the browser", () => {
    const session = { signedIn: false };
    const store = aStore(session);
    store.dispatch(lineAdded(line("guest")));
    session.signedIn = true;
    store.dispatch(listsLoaded({ cart: [line("saved")], unavailable: [], wishlist: [] }));

    expect(store.getState().cart.cart.map((kept) => kept.buyingOptionId)).toEqual(["size-saved", "size-guest"]);
    expect(loadGuestLists()).toEqual({ cart: [], wishlist: [] });
  });

  it("are not the account's: a signed-in shopper's lines are never written to the browser, nor kept after sign-out", () => {
    const session = { signedIn: true };
    const store = aStore(session);
    store.dispatch(lineAdded(line("account")));
    expect(loadGuestLists().cart).toEqual([]);
    session.signedIn = false;
    store.dispatch(cleared());
    expect(aStore({ signedIn: false }).getState().cart.cart).toEqual([]);
  });

  it("kept by an earlier version of the shop, with sizes named as the API names them, still come back", () => {
    const { buyingOptionId: _cartId, ...cartLine } = line("a");
    const { buyingOptionId: _wishedId, quantity: _q, maxQuantity: _m, ...wishedLine } = line("b");
    localStorage.setItem(
      "pallu:guest-lists",
      JSON.stringify({
        cart: [{ ...cartLine, sizeId: "size-a", subDetailId: "size-a" }],
        wishlist: [{ ...wishedLine, sizeId: "size-b", subDetailId: "size-b", inStock: true }],
      }),
    );

    const { cart, wishlist } = aStore({ signedIn: false }).getState().cart;
    expect(cart).toMatchObject([line("a")]);
    expect(wishlist).toMatchObject([{ ...wishedLine, buyingOptionId: "size-b", inStock: true }]);
  });

  it("start empty when what the browser holds is not a list of lines", () => {
    localStorage.setItem("pallu:guest-lists", JSON.stringify({ cart: [{ productId: 1 }], wishlist: "x" }));
    expect(aStore({ signedIn: false }).getState().cart.cart).toEqual([]);
    localStorage.setItem("pallu:guest-lists", "{not json");
    expect(aStore({ signedIn: false }).getState().cart.cart).toEqual([]);
  });
});
