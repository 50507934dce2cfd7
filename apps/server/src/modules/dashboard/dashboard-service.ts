import { indiaDate, ORDER_STATUS_WIRE, ORDER_STATUSES, paiseToRupees, type OrderStatus } from "@pallu/domain";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Queryable } from "../../db/client.js";
import { parseRows } from "../../lib/rows.js";

/** Statuses of orders that are no sale: cancelled ones (refunded only ever follows a cancellation). */
const NOT_SALES: OrderStatus[] = ["cancelled", "refunded"];

export type DashboardFigures = {
  /**
   * grossSales: orders placed and not cancelled; refunds: what returns gave back, in money (paid,
   * due or settled by hand) or store credit; netSales (also salesAmount): gross less refunds.
   */
  totals: { salesAmount: number; grossSales: number; refunds: number; netSales: number; orders: number; products: number; users: number };
  monthlySales: { year: number; months: number[] }[];
  statusCounts: Record<string, number>;
  productsPerCategory: { category: string; count: number }[];
  stock: { inStock: number; outOfStock: number };
  /** Products without an HSN code: their invoices cannot name what was sold. The first few, newest first. */
  needsTaxData: { count: number; products: { _id: string; name: string }[] };
};

const NEEDS_TAX_DATA_SHOWN = 8;

// Sums of bigint columns arrive as strings (node-postgres) or bigints; the figures fit a JS number.
const paise = z.coerce.number();
const RollupRow = z.object({ year: z.number(), month: z.number(), status: z.enum(ORDER_STATUSES), orders: z.number(), total: paise });
const RefundRow = z.object({ year: z.number(), month: z.number(), total: paise });
const CountsRow = z.object({ products: z.number(), users: z.number(), out_of_stock: z.number() });
const CategoryCountRow = z.object({ category: z.string(), count: z.number() });
const UntaxedRow = z.object({ _id: z.string(), name: z.string(), total: z.number() });

/**
 * Everything the dashboard draws, computed on the server from the monthly rollup (kept in the
 * order transactions) and small indexed counts, so it costs the same at a million orders.
 */
export async function dashboardFigures(db: Queryable, now: Date): Promise<DashboardFigures> {
  const year = Number(indiaDate(now).slice(0, 4));
  const [rollup, refunds, counts, perCategory, untaxed] = await Promise.all([
    db.execute(sql`SELECT extract(year FROM month)::int AS year, extract(month FROM month)::int AS month, status,
        sum(order_count)::int AS orders, sum(total_paise)::bigint AS total
      FROM sales_rollup GROUP BY 1, 2, 3`),
    // Returns are few beside orders; each refund (in money or store credit) counts in the month its return was asked for.
    db.execute(sql`SELECT extract(year FROM created_at AT TIME ZONE 'Asia/Kolkata')::int AS year,
        extract(month FROM created_at AT TIME ZONE 'Asia/Kolkata')::int AS month,
        sum(CASE WHEN refund_status <> 'none' THEN refund_paise ELSE 0 END + store_credit_paise)::bigint AS total
      FROM orders WHERE order_type = 'return' AND (refund_status <> 'none' OR store_credit_paise > 0) GROUP BY 1, 2`),
    db.execute(sql`SELECT
        (SELECT count(*)::int FROM products WHERE deleted_at IS NULL) AS products,
        (SELECT count(*)::int FROM users WHERE deleted_at IS NULL AND user_type = 'Customer') AS users,
        (SELECT count(*)::int FROM products WHERE deleted_at IS NULL AND out_of_stock_options >= total_options) AS out_of_stock`),
    db.execute(sql`SELECT COALESCE(c.name, 'Uncategorised') AS category, count(*)::int AS count
      FROM products p LEFT JOIN categories c ON c.id = p.category_id
      WHERE p.deleted_at IS NULL GROUP BY 1 ORDER BY 2 DESC, 1`),
    db.execute(sql`SELECT id AS "_id", name, count(*) OVER ()::int AS total FROM products
      WHERE deleted_at IS NULL AND (hsn_code IS NULL OR hsn_code = '')
      ORDER BY created_at DESC, id LIMIT ${NEEDS_TAX_DATA_SHOWN}`),
  ]);

  const months = new Map<number, number[]>([year - 2, year - 1, year].map((y) => [y, Array<number>(12).fill(0)]));
  const statusCounts: Record<string, number> = Object.fromEntries(ORDER_STATUSES.map((s) => [ORDER_STATUS_WIRE[s], 0]));
  let salesPaise = 0;
  let orders = 0;
  for (const row of parseRows(RollupRow, rollup)) {
    orders += row.orders;
    statusCounts[ORDER_STATUS_WIRE[row.status]] = (statusCounts[ORDER_STATUS_WIRE[row.status]] ?? 0) + row.orders;
    if (NOT_SALES.includes(row.status)) continue;
    salesPaise += row.total;
    const series = months.get(row.year);
    if (series) series[row.month - 1] = (series[row.month - 1] ?? 0) + row.total;
  }
  let refundPaise = 0;
  for (const row of parseRows(RefundRow, refunds)) {
    refundPaise += row.total;
    const series = months.get(row.year);
    if (series) series[row.month - 1] = (series[row.month - 1] ?? 0) - row.total;
  }
  const count = parseRows(CountsRow, counts)[0]!;
  const untaxedRows = parseRows(UntaxedRow, untaxed);
  const netSales = paiseToRupees(salesPaise - refundPaise);
  return {
    totals: {
      salesAmount: netSales,
      grossSales: paiseToRupees(salesPaise),
      refunds: paiseToRupees(refundPaise),
      netSales,
      orders,
      products: count.products,
      users: count.users,
    },
    monthlySales: [...months].map(([y, paise]) => ({ year: y, months: paise.map(paiseToRupees) })),
    statusCounts,
    productsPerCategory: parseRows(CategoryCountRow, perCategory),
    // Products, like Total Products: a product is out of stock only when every size is.
    stock: { inStock: count.products - count.out_of_stock, outOfStock: count.out_of_stock },
    needsTaxData: {
      count: untaxedRows[0]?.total ?? 0,
      products: untaxedRows.map(({ _id, name }) => ({ _id, name })),
    },
  };
}
