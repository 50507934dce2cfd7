import { messages } from "@pallu/domain";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, test, vi } from "vitest";
import { notify } from "@/lib/notify";
import { aCartLine } from "@/test/cart-builders";
import { renderWithLists } from "@/test/render-with-lists";
import { fakeFetch } from "@/test/fake-fetch";
import { backToRupees, cartPricesInDollars, startReadingDollars } from "@/test/reading-dollars";
import type { CartLine, UnavailableCartLine } from "../cart-slice";
import { CartScreen } from "./cart-screen";

vi.mock("@/lib/notify", () => ({ notify: { error: vi.fn(), success: vi.fn(), loading: vi.fn(), dismiss: vi.fn() } }));

function renderCart(
  lines: CartLine[],
  unavailable: UnavailableCartLine[] = [],
  extra: Partial<Parameters<typeof CartScreen>[0]> = {},
) {
  return renderWithLists(<CartScreen {...extra} />, { cart: lines, unavailable });
}

beforeEach(() => vi.mocked(notify.error).mockClear());

test("the cart shows each line's price with the original struck through, and the total of price times quantity", () => {
  renderCart([
    aCartLine({ price: 2499, originalPrice: 3299, quantity: 2 }),
    aCartLine({ buyingOptionId: "opt-l", size: "L", price: 2599, quantity: 1 }),
  ]);
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

test("a sold-out size stays apart with its reason, outside the total, until the shopper removes it", () => {
  const saree = aCartLine({ name: "Chanderi Saree", price: 2000, quantity: 1, buyingOptionId: "s1" });
  const sold = {
    ...aCartLine({ name: "Bandhani Dupatta", price: 900, quantity: 1, buyingOptionId: "d1" }),
    reason: "Out of Stock",
  };
  const store = renderCart([saree], [sold]);

  const section = screen.getByRole("list", { name: "Sold out items" });
  expect(section.textContent).toContain("Bandhani Dupatta");
  expect(section.textContent).toContain("Out of Stock");
  expect(screen.getByRole("list", { name: "Items in your cart" }).textContent).not.toContain("Bandhani Dupatta");
  expect(document.body.textContent).not.toContain("₹2,900");

  fireEvent.click(screen.getByRole("button", { name: "Remove Bandhani Dupatta from your cart" }));
  expect(store.getState().cart.unavailable).toEqual([]);
  expect(store.getState().cart.cart).toHaveLength(1);
});

test("with the server's quote, each coupon and offer is listed by its code or title, and the total is the server's", () => {
  renderCart([aCartLine({ name: "Kanjivaram Silk Saree", price: 24000, originalPrice: 28000, quantity: 1 })], [], {
    coupon: <p>coupon box</p>,
    quoted: {
      subtotal: 24000,
      savings: [
        { key: "promo-diwali", label: "DIWALI10", amount: 2400 },
        { key: "promo-prepaid", label: "Prepaid offer", amount: 100 },
      ],
      discount: 2500,
      total: 21500,
      stale: false,
    },
  });
  const row = (label: string) =>
    screen.getAllByText(label).find((element) => element.tagName === "DT")?.nextElementSibling?.textContent;
  expect(screen.getByText("coupon box")).toBeTruthy();
  expect(row("Subtotal")).toBe("₹24,000");
  expect(row("DIWALI10")).toBe("− ₹2,400");
  expect(row("Prepaid offer")).toBe("− ₹100");
  expect(row("Total")).toBe("₹21,500");
  expect(screen.getByText("You save ₹6,500 on this order")).toBeTruthy();
});

describe("the cart of a shopper reading dollars", () => {
  afterEach(backToRupees);

  it("shows each line and the totals in dollars as the server priced them, and the rupees she is charged", async () => {
    startReadingDollars();
    const api = fakeFetch({
      "/order/getCartPrices": cartPricesInDollars(4998, {
        original: 81.98,
        subtotal: 61.98,
        saving: 20,
        lines: [{ sizeId: "opt-m", price: 30.99, originalPrice: 40.99, total: 61.98 }],
      }),
    });
    renderCart([aCartLine({ price: 2499, originalPrice: 3299, quantity: 2 })]);
    expect(await screen.findByText("$30.99")).toBeTruthy();
    expect(screen.getAllByText("$40.99")[0]!.textContent).toBe("Original price $40.99");
    const summary = screen.getByRole("region", { name: "Price details" });
    expect(within(summary).getByText("$81.98")).toBeTruthy();
    expect(within(summary).getByText("− $20.00")).toBeTruthy();
    expect(within(summary).getByText("At checkout")).toBeTruthy();
    const total = within(summary).getAllByText("Total").find((element) => element.tagName === "DT");
    expect(total?.nextElementSibling?.textContent).toBe("$61.98Charged as ₹4,998");
    expect(within(summary).queryByText(/₹3,299|₹4,998 on/)).toBeNull();
    expect(api.callsTo("/order/getCartPrices")[0]?.body).toEqual({ cart: JSON.stringify([{ productId: "prod-kurta", sizeId: "opt-m", quantity: 2 }]), currency: "USD" });
  });
});
