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

/** The palette place of each compared year, oldest first: the current year in the shop's maroon-gold. */
const YEAR_COLOUR = [1, 2, 0];

/**
 * The monthly sales lines, one per year, the current year's filled and drawn thicker. Months are
 * joined by straight segments: a smoothed curve bends before and after a month's figure, so a
 * shop's first sale looked as if sales had begun rising the month before.
 */
export function salesLines(years: ReturnType<typeof salesByYear>) {
  return years.map((entry, index) => {
    const colour = colourAt(YEAR_COLOUR[index] ?? index);
    const current = index === years.length - 1;
    return {
      label: String(entry.year),
      data: entry.months,
      borderColor: colour,
      backgroundColor: `${colour}22`,
      pointBackgroundColor: colour,
      borderWidth: current ? 3 : 2,
      tension: 0,
      fill: current,
    };
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
