import { describe, expect, it } from "vitest";
import { salesByYear, statusSlices, stockSlices } from "./dashboard-series";

describe("dashboard series", () => {
  it("compares the current year with the two before it, filling missing years and months with zero", () => {
    const series = salesByYear([{ year: 2025, months: [100, 200] }], 2026);
    expect(series.map((entry) => entry.year)).toEqual([2024, 2025, 2026]);
    expect(series[0]?.months).toEqual(Array(12).fill(0));
    expect(series[1]?.months.slice(0, 3)).toEqual([100, 200, 0]);
    expect(series[1]?.months).toHaveLength(12);
  });

  it("shows only statuses with orders, the largest first", () => {
    expect(statusSlices({ Pending: 2, DELIVERED: 5, Cancelled: 0 })).toEqual([
      { status: "DELIVERED", count: 5 },
      { status: "Pending", count: 2 },
    ]);
  });

  it("puts out of stock before in stock", () => {
    expect(stockSlices({ inStock: 40, outOfStock: 3 }).map((slice) => slice.label)).toEqual([
      "Out of Stock",
      "In Stock",
    ]);
  });
});
