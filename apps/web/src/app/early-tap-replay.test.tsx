import { EARLY_TAPS_GLOBAL, type EarlyTap, type ProductDetail } from "@pallu/domain";
import { screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { holdEarlyTaps } from "@/lib/early-taps";
import { aProductDetail } from "@/test/builders";
import { fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import ProductRoute from "./routes/product";

const PAGE = "/product/kanjivaram-silk-saree-in-temple-red";

const detail = aProductDetail;
const saree = detail();
const blouse = detail({
  _id: "2b1c7f5e-0000-4000-8000-000000000002",
  slug: "kanjivaram-silk-saree-in-temple-red",
  sizeOption: true,
  totalBuyingOption: 2,
  buyingOption: [
    { _id: "size-m", size: "M", originalPrice: 2000, discountedPrice: 1800, stock: 3 },
    { _id: "size-l", size: "L", originalPrice: 2000, discountedPrice: 1800, stock: 3 },
  ],
});

/** The taps the page's head script kept before the shop came to life, taken as the shop starts. */
function tappedBeforeLife(taps: Omit<EarlyTap, "path">[], path = PAGE) {
  Object.assign(window, { [EARLY_TAPS_GLOBAL]: taps.map((tap) => ({ ...tap, path })) });
  holdEarlyTaps();
}

function openProduct(product: ProductDetail) {
  fakeFetch({ "/products/getProduct": () => ({ success: true, message: "Product found", product }) });
  renderInShop(
    <StrictMode>
      <Routes>
        <Route path="/product/:slugOrId" element={<ProductRoute />} />
      </Routes>
    </StrictMode>,
    { route: PAGE },
  );
}

type Kept = { cart: { buyingOptionId: string; quantity: number }[]; wishlist: { productId: string }[] };
const keptLists = () => JSON.parse(localStorage.getItem("pallu:guest-lists") ?? '{"cart":[],"wishlist":[]}') as Kept;

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("a tap made on a product page before it came to life", () => {
  it("puts the piece in the cart once, though the page renders and runs its effects twice", async () => {
    tappedBeforeLife([
      { kind: "cart", size: null },
      { kind: "cart", size: null },
    ]);
    openProduct(saree);
    expect(await screen.findByRole("button", { name: "Remove From Cart" })).toBeTruthy();
    expect(keptLists().cart).toEqual([expect.objectContaining({ buyingOptionId: "o1", quantity: 1 })]);
  });

  it("puts the size chosen before the tap in the cart, and shows that size chosen", async () => {
    tappedBeforeLife([
      { kind: "size", size: "size-m" },
      { kind: "size", size: "size-l" },
      { kind: "cart", size: "size-l" },
    ]);
    openProduct(blouse);
    expect(await screen.findByRole("button", { name: "Remove From Cart" })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "L" }).checked).toBe(true);
    expect(keptLists().cart).toEqual([expect.objectContaining({ buyingOptionId: "size-l", quantity: 1 })]);
  });

  it("adds nothing without a size chosen, as the button does", async () => {
    tappedBeforeLife([{ kind: "cart", size: null }]);
    openProduct(blouse);
    expect(await screen.findByRole("button", { name: "Add to Cart" })).toBeTruthy();
    expect(keptLists().cart).toEqual([]);
  });

  it("never takes out what was already in the cart or the wishlist from an earlier visit", async () => {
    const line = { productId: saree._id, buyingOptionId: "o1", name: saree.name, description: "", image: null };
    const kept = { ...line, price: 12999, originalPrice: 16249, size: "NA" };
    localStorage.setItem(
      "pallu:guest-lists",
      JSON.stringify({ cart: [{ ...kept, quantity: 1, maxQuantity: 9 }], wishlist: [{ ...kept, inStock: true }] }),
    );
    tappedBeforeLife([
      { kind: "cart", size: null },
      { kind: "wishlist", size: null },
    ]);
    openProduct(saree);
    expect(await screen.findByRole("button", { name: "Remove From Cart" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "In your wishlist" })).toBeTruthy();
    expect(keptLists().cart).toHaveLength(1);
    expect(keptLists().wishlist).toHaveLength(1);
  });

  it("keeps the product in the wishlist", async () => {
    tappedBeforeLife([{ kind: "wishlist", size: null }]);
    openProduct(saree);
    expect(await screen.findByRole("button", { name: "In your wishlist" })).toBeTruthy();
    expect(keptLists().wishlist).toEqual([expect.objectContaining({ productId: saree._id })]);
  });

  it("is ignored when the page that came to life is not the one tapped", async () => {
    tappedBeforeLife([{ kind: "cart", size: null }], "/product/another-saree");
    openProduct(saree);
    expect(await screen.findByRole("button", { name: "Add to Cart" })).toBeTruthy();
    await waitFor(() => expect(keptLists().cart).toEqual([]));
  });
});
