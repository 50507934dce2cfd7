import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderInShop } from "@/test/render";
import { changeFilters, parseSearchFilters, toSearchParams } from "../search-filters";
import { SearchFiltersPanel } from "./search-filters-panel";

const categories = [
  { _id: "c0a80101-0000-4000-8000-000000000001", slug: "banarasi", name: "Banarasi" },
  { _id: "c0a80101-0000-4000-8000-000000000002", slug: "kanjivaram", name: "Kanjivaram" },
];
const colours = [{ _id: "c0a80101-0000-4000-8000-000000000003", colorName: "Maroon", colorCode: "#800020" }];

function renderAt(query: string, onChange = vi.fn()) {
  const filters = parseSearchFilters(new URLSearchParams(query));
  renderInShop(
    <SearchFiltersPanel
      filters={filters}
      categories={categories as never}
      colours={colours as never}
      sizes={["S", "M"]}
      hrefFor={(patch) => `?${toSearchParams(changeFilters(filters, patch))}`}
      onChange={onChange}
    />,
    { route: `/search?${query}` },
  );
  return onChange;
}

const group = (legend: string) => screen.getByRole("group", { name: legend });
const link = (legend: string, name: string) => within(group(legend)).getByRole("link", { name });

describe("the filters of the search page", () => {
  it("offers every choice as a link to the listing with it, from the first page, keeping the search", () => {
    renderAt("search=silk&page=2");
    expect(link("Category", "Kanjivaram").getAttribute("href")).toBe(
      `/search?search=silk&category=${categories[1]!.slug}`,
    );
    expect(link("Size", "M").getAttribute("href")).toBe("/search?search=silk&size=M");
    expect(link("Discount", "30% or more").getAttribute("href")).toBe("/search?search=silk&discount=30");
    expect(link("Availability", "In Stock").getAttribute("href")).toBe("/search?search=silk&availibility=true");
    expect(link("Payment", "Cash On Delivery").getAttribute("href")).toBe("/search?search=silk&payment=Off");
    expect(link("Colour", "Maroon").getAttribute("href")).toBe("/search?search=silk&color=Maroon");
  });

  it("marks the choice in force, and its 'any' choice takes the filter away", () => {
    renderAt(`category=${categories[0]!._id}&color=Maroon&discount=30`);
    expect(link("Category", "Banarasi").getAttribute("aria-current")).toBe("true");
    expect(link("Category", "All").getAttribute("aria-current")).toBeNull();
    expect(link("Category", "All").getAttribute("href")).toBe("/search?discount=30&color=Maroon");
    expect(link("Discount", "Any").getAttribute("href")).toBe(`/search?category=${categories[0]!._id}&color=Maroon`);
    expect(link("Colour", "Maroon").getAttribute("aria-current")).toBe("true");
    expect(link("Colour", "Maroon").getAttribute("href")).toBe(`/search?category=${categories[0]!._id}&discount=30`);
  });

  it("follows a chosen filter to its address", () => {
    renderAt("search=silk");
    fireEvent.click(link("Size", "S"));
    expect(screen.getByTestId("location").textContent).toBe("/search?search=silk&size=S");
  });

  it("sends a typed price range as a form that carries the other filters when no script runs", () => {
    const onChange = renderAt("search=silk&discount=20&priceMin=500&priceMax=1000&page=3");
    const form = screen.getByRole("button", { name: "Apply" }).closest("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/search");
    const hidden = [...form.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((input) => [
      input.name,
      input.value,
    ]);
    expect(hidden).toEqual([
      ["search", "silk"],
      ["discount", "20"],
    ]);

    fireEvent.change(screen.getByLabelText("Min (₹)"), { target: { value: "15000" } });
    fireEvent.change(screen.getByLabelText("Max (₹)"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(onChange).toHaveBeenCalledWith({ priceMin: 15000, priceMax: undefined });
  });
});
