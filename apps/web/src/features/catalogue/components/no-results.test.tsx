import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import { NoResults } from "./no-results";

afterEach(() => vi.unstubAllGlobals());

const category = {
  _id: "cat-silk",
  slug: "silk-sarees",
  name: "Silk Sarees",
  image: null,
  productCount: 12,
  sizeChart: null,
  hsnCode: "5007",
};

describe("a search that found nothing", () => {
  it("offers the search as the catalogue spells it, keeping the other filters, and the popular categories", async () => {
    const { calls } = fakeFetch({
      "/products/getSearchSuggestions": () => ({
        success: true,
        message: "",
        didYouMean: "kanjivaram saree",
        categories: [category],
      }),
    });
    renderInShop(
      <NoResults
        filters={{ page: 2, search: "kanjeevaram sarre", inStockOnly: true }}
        filterCount={1}
        onClearFilters={vi.fn()}
      />,
    );
    const respelt = await screen.findByRole("link", { name: "kanjivaram saree" });
    expect(respelt.getAttribute("href")).toBe("/search?search=kanjivaram+saree&availibility=true");
    expect(screen.getByRole("link", { name: "Silk Sarees" }).getAttribute("href")).toBe("/search?category=silk-sarees");
    expect(calls[0]?.path).toBe("/products/getSearchSuggestions");
  });

  it("asks for nothing without a search, and says to loosen the filters", () => {
    const { calls } = fakeFetch({});
    renderInShop(<NoResults filters={{ page: 1, inStockOnly: true }} filterCount={1} onClearFilters={vi.fn()} />);
    expect(screen.getByText("Try another word, or loosen a filter or two.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Clear filters" })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
