import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aProductDetail } from "@/test/builders";
import { fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import ProductRoute from "./product";

afterEach(() => vi.unstubAllGlobals());

const saree = aProductDetail({ slug: "kanjivaram-silk-saree-in-temple-red" });

describe("a product opened inside the shop by its id", () => {
  it("shows the product and puts its own link in the address bar, without asking for it again", async () => {
    const api = fakeFetch({
      "/products/getProduct": () => ({ success: true, message: "Product found", product: saree }),
      "/products/getAllProduct": () => ({
        success: true,
        message: "Products",
        products: [],
        pagination: { currentPage: 1, totalPages: 0, totalCount: 0, limit: 5 },
      }),
    });
    renderInShop(
      <Routes>
        <Route path="/product/:slugOrId" element={<ProductRoute />} />
      </Routes>,
      { route: `/product/${saree._id}?from=cart` },
    );
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/product/kanjivaram-silk-saree-in-temple-red?from=cart"),
    );
    expect(await screen.findByRole("heading", { name: saree.name })).toBeTruthy();
    expect(api.callsTo("/products/getProduct")).toHaveLength(1);
    expect(new URL(api.requestsTo("/products/getProduct")[0]!.url).searchParams.get("id")).toBe(saree._id);
  });
});
