import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { RUPEES_ONLY } from "@pallu/domain";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startShopperCurrency } from "@/lib/shopper-currency";
import { aShopperReading } from "@/test/currency-builders";
import { aProductDetail } from "@/test/builders";
import { fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import ProductRoute from "./product";

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => startShopperCurrency(RUPEES_ONLY, ""));
});

const saree = aProductDetail({ slug: "kanjivaram-silk-saree-in-temple-red" });

/** The shop's API for the product page: the product as `answer` gives it, and no best sellers. */
function productApi(answer: object) {
  return fakeFetch({
    "/products/getProduct": () => ({ success: true, message: "Product found", product: saree, ...answer }),
    "/products/getAllProduct": () => ({
      success: true,
      message: "Products",
      products: [],
      pagination: { currentPage: 1, totalPages: 0, totalCount: 0, limit: 5 },
    }),
  });
}

function renderProductPage(route: string) {
  renderInShop(
    <Routes>
      <Route path="/product/:slugOrId" element={<ProductRoute />} />
    </Routes>,
    { route },
  );
}

describe("a product opened inside the shop by its id", () => {
  it("shows the product and puts its own link in the address bar, without asking for it again", async () => {
    const api = productApi({});
    renderProductPage(`/product/${saree._id}?from=cart`);
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/product/kanjivaram-silk-saree-in-temple-red?from=cart"),
    );
    expect(await screen.findByRole("heading", { name: saree.name })).toBeTruthy();
    expect(api.callsTo("/products/getProduct")).toHaveLength(1);
    expect(new URL(api.requestsTo("/products/getProduct")[0]!.url).searchParams.get("id")).toBe(saree._id);
  });
});

describe("a product page for a shopper reading dollars", () => {
  it("asks for its prices in dollars and shows the server's: the size's price, the one struck through, and that she is charged in rupees", async () => {
    startShopperCurrency(aShopperReading("USD"), "pallu_currency=USD");
    const api = productApi({
      currency: "USD",
      exchangeRate: 82.038835,
      inCurrency: { minPrice: 158.99, buyingOption: [{ _id: "o1", originalPrice: 198.99, discountedPrice: 158.99 }], services: [], suggestions: [] },
    });
    renderProductPage(`/product/${saree.slug}`);
    expect(await screen.findByText("$158.99")).toBeTruthy();
    expect(screen.getByText("$198.99").textContent).toBe("Original price $198.99");
    expect(screen.getByText("Charged in rupees · shipping abroad at checkout")).toBeTruthy();
    expect(screen.queryByText("₹12,999")).toBeNull();
    expect(new URL(api.requestsTo("/products/getProduct")[0]!.url).searchParams.get("currency")).toBe("USD");
    expect(new URL(api.requestsTo("/products/getAllProduct")[0]!.url).searchParams.get("currency")).toBe("USD");
  });
});
