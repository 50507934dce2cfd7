import { configureStore } from "@reduxjs/toolkit";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { cartSlice, type CartState } from "@/features/cart/cart-slice";
import { api } from "@/lib/api";
import { ShopStoreProvider } from "@/lib/store-hooks";

/** Renders `ui` with the shopper's cart and wishlist as given, already in step with the server; answers the store. */
export function renderWithLists(ui: ReactElement, lists: Partial<Pick<CartState, "cart" | "unavailable" | "wishlist">>) {
  const store = configureStore({
    reducer: { cart: cartSlice.reducer, [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
    preloadedState: { cart: { cart: [], unavailable: [], wishlist: [], ...lists, status: "ready" as const } },
  });
  render(
    <ShopStoreProvider store={store}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ShopStoreProvider>,
  );
  return store;
}
