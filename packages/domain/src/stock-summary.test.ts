import { describe, expect, it } from "vitest";
import { stockSummary } from "./catalogue.js";

describe("a product's stock for the seller", () => {
  it("adds up every size: a kurta with S 4, M 6, L 5, XL 0 has 15 pieces and is not out of stock", () => {
    const kurta = [
      { size: "S", stock: 4 },
      { size: "M", stock: 6 },
      { size: "L", stock: 5 },
      { size: "XL", stock: 0 },
    ];
    const summary = stockSummary(kurta);
    expect(summary.total).toBe(kurta.reduce((sum, size) => sum + size.stock, 0));
    expect(summary).toEqual({ total: 15, sizes: kurta, outOfStock: false });
  });

  it("is out of stock only when every size is, or there is no size at all", () => {
    expect(
      stockSummary([
        { size: "S", stock: 0 },
        { size: "M", stock: 0 },
      ]).outOfStock,
    ).toBe(true);
    expect(stockSummary([]).outOfStock).toBe(true);
    expect(stockSummary([{ size: "NA", stock: 1 }]).outOfStock).toBe(false);
  });
});
