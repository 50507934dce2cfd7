import { describe, expect, it } from "vitest";
import { ProductMultipartFieldsSchema } from "./catalogue-schemas.js";
import { orderSizes, sizeChartRows } from "./catalogue.js";
import { isShopPath } from "./site.js";

describe("sizes in a shopper's order", () => {
  it("puts letter sizes small to large, then numbers, then the rest", () => {
    expect(orderSizes(["Free Size", "XL", "32", "s", "M", "28", "XXL"])).toEqual(["s", "M", "XL", "XXL", "28", "32", "Free Size"]);
  });
});

describe("a size chart", () => {
  it("is read as rows of cells, one row a line, cells split by |, blank lines dropped", () => {
    expect(sizeChartRows("Size | Bust\n\nS | 36 \n M|38")).toEqual([
      ["Size", "Bust"],
      ["S", "36"],
      ["M", "38"],
    ]);
    expect(sizeChartRows(null)).toEqual([]);
  });
});

describe("a slide's link", () => {
  it("is a path of this shop and nothing else", () => {
    for (const good of ["/search?category=silk", "/product/123", "/"]) expect(isShopPath(good), good).toBe(true);
    for (const bad of ["https://evil.example", "//evil.example", "/\\evil.example", "search", "/a b", "javascript:alert(1)", "/\u0000x"]) {
      expect(isShopPath(bad), bad).toBe(false);
    }
  });
});

describe("the product form's booleans", () => {
  const fields = {
    name: "Saree",
    description: "Silk",
    category: "0b7c2f0e-6a55-4a57-9c59-1f1d9d4d0a11",
    details: JSON.stringify([{ heading: "", detail: "Silk" }]),
    buyingOptions: JSON.stringify([{ size: "NA", originalPrice: 100, discountedPrice: 100, stock: 1 }]),
  };
  it.each([
    ["true", true],
    ["on", true],
    ["yes", true],
    ["1", true],
    ["false", false],
    ["off", false],
    ["no", false],
    ["0", false],
  ])("reads %s as %s", (text, value) => {
    const parsed = ProductMultipartFieldsSchema.safeParse({ ...fields, hidden: text, cashOnDelivery: text });
    expect(parsed.success && [parsed.data.hidden, parsed.data.cashOnDelivery]).toEqual([value, value]);
  });
});
