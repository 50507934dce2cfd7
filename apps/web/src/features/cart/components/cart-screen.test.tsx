import { messages, type CartLine } from "@pallu/domain";
import { configureStore } from "@reduxjs/toolkit";
import { fireEvent, render, screen } from "@testing-library/react";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { beforeEach, expect, test, vi } from "vitest";
import { notify } from "@/lib/notify";
import { aCartLine } from "@/test/cart-builders";
import { cartSlice } from "../cart-slice";
import { CartScreen } from "./cart-screen";

vi.mock("@/lib/notify", () => ({ notify: { error: vi.fn(), success: vi.fn(), loading: vi.fn(), dismiss: vi.fn() } }));

function renderCart(lines: CartLine[]) {
  const store = configureStore({
    reducer: { cart: cartSlice.reducer },
    preloadedState: { cart: { cart: lines, wishlist: [], status: "ready" as const } },
  });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <CartScreen />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

beforeEach(() => vi.mocked(notify.error).mockClear());

test("the cart shows each line's price with the original struck through, and the total of price times quantity", () => {
  renderCart([aCartLine({ price: 2499, originalPrice: 3299, quantity: 2 }), aCartLine({ subDetailId: "opt-l", size: "L", price: 2599, quantity: 1 })]);
  expect(screen.getByRole("heading", { name: "My Cart" })).toBeTruthy();
  expect(screen.getAllByText("₹3,299").length).toBeGreaterThan(0);
  const total = screen.getAllByText("Total").find((element) => element.tagName === "DT");
  expect(total?.nextElementSibling?.textContent).toBe("₹7,597");
  expect(screen.getByText("Size L")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Pay" }).getAttribute("href")).toBe("/booking");
});

test("plus raises the quantity up to the stock left, then says 'Out of Stock'", () => {
  const store = renderCart([aCartLine({ quantity: 1, maxQuantity: 2 })]);
  const plus = screen.getByRole("button", { name: /Increase quantity/ });
  fireEvent.click(plus);
  expect(store.getState().cart.cart[0]?.quantity).toBe(2);
  fireEvent.click(plus);
  expect(store.getState().cart.cart[0]?.quantity).toBe(2);
  expect(notify.error).toHaveBeenCalledWith(messages.cart.outOfStock, expect.anything());
});

test("minus lowers the quantity, and at 1 removes the line, leaving the empty cart with a way back to shopping", () => {
  const store = renderCart([aCartLine({ quantity: 2 })]);
  fireEvent.click(screen.getByRole("button", { name: /Decrease quantity/ }));
  expect(store.getState().cart.cart[0]?.quantity).toBe(1);
  fireEvent.click(screen.getByRole("button", { name: /^Remove Chanderi/ }));
  expect(store.getState().cart.cart).toEqual([]);
  expect(screen.getByText("Your cart is empty")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Continue shopping" }).getAttribute("href")).toBe("/search");
});
