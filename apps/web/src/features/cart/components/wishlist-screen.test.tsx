import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { aCartLine } from "@/test/cart-builders";
import { renderWithLists } from "@/test/render-with-lists";
import { fakeFetch } from "@/test/fake-fetch";
import { backToRupees, cartPricesInDollars, startReadingDollars } from "@/test/reading-dollars";
import type { WishlistLine } from "../cart-slice";
import { WishlistScreen } from "./wishlist-screen";

const { quantity: _quantity, maxQuantity: _maxQuantity, ...kurta } = aCartLine({ price: 2499, originalPrice: 3299 });
const saved: WishlistLine[] = [
  { ...kurta, inStock: true },
  { ...kurta, productId: "prod-saree", buyingOptionId: "opt-saree", name: "Kanjivaram Silk Saree", size: "NA", price: 18500, originalPrice: 18500, inStock: false },
];

function renderWishlist(wishlist: WishlistLine[]) {
  renderWithLists(<WishlistScreen />, { wishlist });
}

describe("the wishlist of a shopper reading dollars", () => {
  afterEach(backToRupees);

  it("shows each saved piece at the price the server gives in dollars, the sold-out one too", async () => {
    startReadingDollars();
    const api = fakeFetch({
      "/order/getCartPrices": cartPricesInDollars(20999, {
        original: 265.71,
        subtotal: 256.48,
        saving: 9.23,
        lines: [
          { sizeId: "opt-m", price: 30.99, originalPrice: 40.22, total: 30.99 },
          { sizeId: "opt-saree", price: 225.49, originalPrice: 225.49, total: 225.49 },
        ],
      }),
    });
    renderWishlist(saved);
    const pieces = screen.getByRole("list", { name: "Your saved pieces" });
    expect(await within(pieces).findByText("$30.99")).toBeTruthy();
    expect(within(pieces).getByText("$225.49")).toBeTruthy();
    expect(within(pieces).queryByText(/₹/)).toBeNull();
    // One of each, as each would go into the cart.
    expect(api.callsTo("/order/getCartPrices")[0]?.body).toEqual({
      cart: JSON.stringify([
        { productId: "prod-kurta", sizeId: "opt-m", quantity: 1 },
        { productId: "prod-saree", sizeId: "opt-saree", quantity: 1 },
      ]),
      currency: "USD",
    });
  });

  it("shows rupees, and asks nothing, for a shopper reading rupees", () => {
    const api = fakeFetch({});
    renderWishlist(saved);
    expect(screen.getAllByText("₹2,499").length).toBeGreaterThan(0);
    expect(api.callsTo("/order/getCartPrices")).toHaveLength(0);
  });
});
