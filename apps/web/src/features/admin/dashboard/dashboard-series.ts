import type { DashboardFigures } from "./api/dashboard-api";

/** The shop's palette, in the order chart series take it. */
export const CHART_COLOURS = [
  "#6b0f1a",
  "#b8860b",
  "#e8891c",
  "#2f6b3a",
  "#8c2331",
  "#dcb964",
  "#a65400",
  "#5c5049",
] as const;
export const colourAt = (index: number): string => CHART_COLOURS[index % CHART_COLOURS.length] ?? "#6b0f1a";

export const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
export const YEARS_COMPARED = 3;

/** Monthly sales of the current year and the two before it, oldest first; a missing year is all zeros. */
export function salesByYear(monthlySales: DashboardFigures["monthlySales"], currentYear: number) {
  return Array.from({ length: YEARS_COMPARED }, (_, index) => {
    const year = currentYear - (YEARS_COMPARED - 1 - index);
    const months = monthlySales.find((entry) => entry.year === year)?.months ?? [];
    return { year, months: MONTHS.map((_, month) => months[month] ?? 0) };
  });
}

/** Order statuses that have at least one order, largest first. */
export function statusSlices(statusCounts: DashboardFigures["statusCounts"]) {
  return Object.entries(statusCounts)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([status, count]) => ({ status, count }));
}

/** Out of Stock against In Stock, counted in products like Total Products (out only when every size is). */
export function stockSlices(stock: DashboardFigures["stock"]) {
  return [
    { label: "Out of Stock", count: stock.outOfStock },
    { label: "In Stock", count: stock.inStock },
  ];
}
