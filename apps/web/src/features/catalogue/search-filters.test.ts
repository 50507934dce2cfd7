import { describe, expect, it } from "vitest";
import {
  customPriceRange,
  isPriceRangeSelected,
  priceLabel,
  activeFilterCount,
  changeFilters,
  parseSearchFilters,
  toProductListParams,
  toSearchParams,
} from "./search-filters";

const parse = (query: string) => parseSearchFilters(new URLSearchParams(query));

describe("search filters and the query string", () => {
  it("passes the saree filters on to the product list as the address has them, and counts each", () => {
    const filters = parse("fabric=silk,cotton&weave=banarasi&blousePiece=true&region=&page=2");
    expect(filters).toMatchObject({ fabric: "silk,cotton", weave: "banarasi", blousePiece: "true", page: 2 });
    expect(filters).not.toHaveProperty("region");
    expect(parse("fabric=silk&fabric=linen").fabric).toBe("silk,linen");
    expect(toProductListParams(filters)).toMatchObject({ fabric: "silk,cotton", weave: "banarasi", blousePiece: "true", page: 2 });
    expect(activeFilterCount(filters)).toBe(3);
    expect(toSearchParams(changeFilters(filters, { weave: undefined })).toString()).toBe("fabric=silk%2Ccotton&blousePiece=true");
  });

  it("reads every filter the product list understands", () => {
    const filters = parse(
      "search=silk&category=c1&priceMin=1000&priceMax=2000&discount=20&availibility=true&location=Varanasi&payment=Off&color=Maroon&sortBy=price&sortOrder=asc&page=3",
    );
    expect(filters).toEqual({
      page: 3,
      search: "silk",
      category: "c1",
      priceMin: 1000,
      priceMax: 2000,
      discount: 20,
      inStockOnly: true,
      location: "Varanasi",
      payment: "Off",
      colour: "Maroon",
      sortBy: "price",
      sortOrder: "asc",
    });
  });

  it("starts on page 1 with nothing narrowing the list when the query is empty", () => {
    expect(parse("")).toEqual({ page: 1, inStockOnly: false });
  });

  it("ignores values the API would refuse", () => {
    const filters = parse("page=-2&sortBy=colour&payment=Cash&priceMin=abc");
    expect(filters).toEqual({ page: 1, inStockOnly: false });
  });

  it("reads the sort form's one field, sent before the page's script runs", () => {
    expect(parse("search=silk&sort=price:asc")).toMatchObject({ sortBy: "price", sortOrder: "asc" });
    expect(parse("sort=viewed:sideways")).toMatchObject({ sortBy: "viewed", sortOrder: "desc" });
    expect(parse("sort=colour:asc").sortBy).toBeUndefined();
    expect(parse("sort=").sortBy).toBeUndefined();
  });

  it("sorts descending when a sort field comes without an order", () => {
    expect(parse("sortBy=viewed")).toMatchObject({ sortBy: "viewed", sortOrder: "desc" });
  });

  it("writes the same query string it reads", () => {
    const query =
      "search=silk&category=c1&priceMin=500&priceMax=1000&availibility=true&payment=On&sortBy=purchased&sortOrder=desc&page=2";
    expect(toSearchParams(parse(query)).toString()).toBe(query);
  });

  it("leaves out the first page and filters that are off", () => {
    expect(toSearchParams({ page: 1, inStockOnly: false }).toString()).toBe("");
  });

  it("goes back to the first page when any filter changes", () => {
    const next = changeFilters(parse("category=c1&page=4"), { payment: "Off" });
    expect(next).toMatchObject({ page: 1, category: "c1", payment: "Off" });
  });

  it("keeps the page when only the page changes", () => {
    expect(changeFilters(parse("category=c1"), { page: 3 }).page).toBe(3);
  });

  it("removes a filter that is set to nothing", () => {
    const next = changeFilters(parse("category=c1&color=Red"), { colour: undefined });
    expect(toSearchParams(next).toString()).toBe("category=c1");
  });

  it("keeps a size filter in the address and asks the API for it", () => {
    const filters = parse("category=c1&size=XL");
    expect(filters.size).toBe("XL");
    expect(toSearchParams(filters).toString()).toBe("category=c1&size=XL");
    expect(toProductListParams(filters)).toEqual({ page: 1, category: "c1", size: "XL" });
  });

  it("always asks the API for a page", () => {
    expect(toProductListParams(parse("search=kurta"))).toEqual({ page: 1, search: "kurta" });
  });

  it("counts the filters that narrow the list, not the search text or the sort", () => {
    expect(activeFilterCount(parse("search=silk&sortBy=price&category=c1&availibility=true"))).toBe(2);
  });
});

describe("price ranges", () => {
  it("name each range as a shopper reads it, the last one open-ended", () => {
    expect([{ min: 0, max: 500 }, { min: 500, max: 1000 }, { min: 20000 }].map(priceLabel)).toEqual([
      "Under ₹500",
      "₹500 – ₹1,000",
      "₹20,000 and above",
    ]);
    expect(isPriceRangeSelected({ page: 1, inStockOnly: false, priceMin: 20000 }, { min: 20000 })).toBe(true);
    expect(
      isPriceRangeSelected({ page: 1, inStockOnly: false, priceMin: 20000, priceMax: 30000 }, { min: 20000 }),
    ).toBe(false);
  });

  it("take a range the shopper types, with either end empty, and refuse one that cannot be", () => {
    expect(customPriceRange("15000", "")).toEqual({ priceMin: 15000, priceMax: undefined });
    expect(customPriceRange("", "2000")).toEqual({ priceMin: undefined, priceMax: 2000 });
    expect(customPriceRange("5000", "2000")).toBeUndefined();
    expect(customPriceRange("1.5", "")).toBeUndefined();
  });
});
