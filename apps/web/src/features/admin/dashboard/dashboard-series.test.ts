import { describe, expect, it } from "vitest";
import { salesByYear, salesLines, statusSlices, stockSlices } from "./dashboard-series";

describe("dashboard series", () => {
  it("compares the current year with the two before it, filling missing years and months with zero", () => {
    const series = salesByYear([{ year: 2025, months: [100, 200] }], 2026);
    expect(series.map((entry) => entry.year)).toEqual([2024, 2025, 2026]);
    expect(series[0]?.months).toEqual(Array(12).fill(0));
    expect(series[1]?.months.slice(0, 3)).toEqual([100, 200, 0]);
    expect(series[1]?.months).toHaveLength(12);
  });

  it("joins the months with straight lines, so no sales show before the first sale", () => {
    const lines = salesLines(salesByYear([{ year: 2026, months: [0, 0, 0, 0, 0, 0, 0, 0, 0, 12_999] }], 2026));
    for (const line of lines) {
      expect(line.tension).toBe(0);
      expect(line).not.toHaveProperty("cubicInterpolationMode");
    }
    expect(lines.map((line) => [line.label, line.fill])).toEqual([
      ["2024", false],
      ["2025", false],
      ["2026", true],
    ]);
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
