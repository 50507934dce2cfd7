import { ORDER_STATUS_WIRE, ORDER_STATUSES, paiseToRupees, type OrderStatus } from "@pallu/domain";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { rowsOf } from "../../lib/rows.js";

/** Statuses whose money the shop keeps: everything but cancelled and refunded orders. */
const NOT_SALES: OrderStatus[] = ["cancelled", "refunded"];

export type DashboardFigures = {
  totals: { salesAmount: number; orders: number; products: number; users: number };
  monthlySales: { year: number; months: number[] }[];
  statusCounts: Record<string, number>;
  productsPerCategory: { category: string; count: number }[];
  stock: { inStock: number; outOfStock: number };
};

/**
 * Everything the dashboard draws, computed on the server from the monthly rollup (kept in the
 * order transactions) and small indexed counts, so it costs the same at a million orders.
 */
export async function dashboardFigures(db: Queryable, now: Date): Promise<DashboardFigures> {
  const year = Number(new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 4));
  const [rollup, counts, perCategory] = await Promise.all([
    db.execute(sql`SELECT extract(year FROM month)::int AS year, extract(month FROM month)::int AS month, status,
        sum(order_count)::int AS orders, sum(total_paise)::bigint AS total
      FROM sales_rollup GROUP BY 1, 2, 3`),
    db.execute(sql`SELECT
        (SELECT count(*)::int FROM products WHERE deleted_at IS NULL) AS products,
        (SELECT count(*)::int FROM users WHERE deleted_at IS NULL AND user_type = 'Customer') AS users,
        (SELECT COALESCE(sum(total_options), 0)::int FROM products WHERE deleted_at IS NULL) AS options,
        (SELECT COALESCE(sum(out_of_stock_options), 0)::int FROM products WHERE deleted_at IS NULL) AS out_of_stock`),
    db.execute(sql`SELECT COALESCE(c.name, 'Uncategorised') AS category, count(*)::int AS count
      FROM products p LEFT JOIN categories c ON c.id = p.category_id
      WHERE p.deleted_at IS NULL GROUP BY 1 ORDER BY 2 DESC, 1`),
  ]);

  const months = new Map<number, number[]>([year - 2, year - 1, year].map((y) => [y, Array<number>(12).fill(0)]));
  const statusCounts: Record<string, number> = Object.fromEntries(ORDER_STATUSES.map((s) => [ORDER_STATUS_WIRE[s], 0]));
  let salesPaise = 0;
  let orders = 0;
  for (const row of rowsOf<{ year: number; month: number; status: OrderStatus; orders: number; total: string | number }>(rollup)) {
    const total = Number(row.total);
    orders += row.orders;
    statusCounts[ORDER_STATUS_WIRE[row.status]] = (statusCounts[ORDER_STATUS_WIRE[row.status]] ?? 0) + row.orders;
    if (NOT_SALES.includes(row.status)) continue;
    salesPaise += total;
    const series = months.get(row.year);
    if (series) series[row.month - 1] = (series[row.month - 1] ?? 0) + total;
  }
  const count = rowsOf<{ products: number; users: number; options: number; out_of_stock: number }>(counts)[0]!;
  return {
    totals: { salesAmount: paiseToRupees(salesPaise), orders, products: count.products, users: count.users },
    monthlySales: [...months].map(([y, paise]) => ({ year: y, months: paise.map(paiseToRupees) })),
    statusCounts,
    productsPerCategory: rowsOf<{ category: string; count: number }>(perCategory),
    stock: { inStock: count.options - count.out_of_stock, outOfStock: count.out_of_stock },
  };
}
