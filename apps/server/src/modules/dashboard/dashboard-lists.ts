import { ORDER_STATUS_WIRE, paiseToRupees, PAYMENT_TYPE_WIRE, type OrderStatus } from "@pallu/domain";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../lib/rows.js";

/**
 * How many rows of each list getGraphData sends at most. The spec's dashboard counts and charts
 * from these lists; the `totals` beside them stay exact at any size, and a cut list says so.
 */
export const GRAPH_LIST_MAX = 20_000;

export const DashboardListsSchema = z.object({
  products: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      category: z.string().nullable(),
      totalBuyingOption: z.number().int(),
      totalOutOfStock: z.number().int(),
      minStock: z.number().int(),
      stock: z.number().int(),
      purchased: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  orders: z.array(
    z.object({
      _id: z.string(),
      orderDetails: z.object({ public_order_id: z.string(), status: z.string() }),
      totalPrice: z.number(),
      paymentType: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** Customers, as "Total Users" counts them. */
  users: z.array(z.object({ _id: z.string(), fullname: z.string(), isVerified: z.boolean(), createdAt: z.string() })),
  truncated: z.boolean(),
});
export type DashboardLists = z.infer<typeof DashboardListsSchema>;

const iso = (value: Date | string) => new Date(value).toISOString();

/** The spec's three dashboard lists, newest first, each complete up to GRAPH_LIST_MAX rows. */
export async function dashboardLists(db: Db): Promise<DashboardLists> {
  const [products, orders, users] = await Promise.all([
    db.execute(sql`
      SELECT p.id, p.name, c.name AS category, p.total_options, p.out_of_stock_options, p.min_stock, p.total_stock,
             p.purchased, p.created_at
      FROM products p LEFT JOIN categories c ON c.id = p.category_id
      WHERE p.deleted_at IS NULL
      ORDER BY p.created_at DESC, p.id LIMIT ${GRAPH_LIST_MAX + 1}`),
    db.execute(sql`
      SELECT id, public_order_id, status, total_paise, payment_type, created_at
      FROM orders WHERE order_type = 'order'
      ORDER BY created_at DESC, id LIMIT ${GRAPH_LIST_MAX + 1}`),
    db.execute(sql`
      SELECT id, fullname, is_verified, created_at
      FROM users WHERE deleted_at IS NULL AND user_type = 'Customer'
      ORDER BY created_at DESC, id LIMIT ${GRAPH_LIST_MAX + 1}`),
  ]);
  type ProductRow = {
    id: string;
    name: string;
    category: string | null;
    total_options: number;
    out_of_stock_options: number;
    min_stock: number;
    total_stock: number;
    purchased: number;
    created_at: Date | string;
  };
  type OrderRow = {
    id: string;
    public_order_id: string;
    status: OrderStatus;
    total_paise: number;
    payment_type: keyof typeof PAYMENT_TYPE_WIRE;
    created_at: Date | string;
  };
  type UserRow = { id: string; fullname: string; is_verified: boolean; created_at: Date | string };
  const productRows = rowsOf<ProductRow>(products);
  const orderRows = rowsOf<OrderRow>(orders);
  const userRows = rowsOf<UserRow>(users);
  return {
    products: productRows.slice(0, GRAPH_LIST_MAX).map((row) => ({
      _id: row.id,
      name: row.name,
      category: row.category,
      totalBuyingOption: row.total_options,
      totalOutOfStock: row.out_of_stock_options,
      minStock: row.min_stock,
      stock: row.total_stock,
      purchased: row.purchased,
      createdAt: iso(row.created_at),
    })),
    orders: orderRows.slice(0, GRAPH_LIST_MAX).map((row) => ({
      _id: row.id,
      orderDetails: { public_order_id: row.public_order_id, status: ORDER_STATUS_WIRE[row.status] },
      totalPrice: paiseToRupees(row.total_paise),
      paymentType: PAYMENT_TYPE_WIRE[row.payment_type],
      createdAt: iso(row.created_at),
    })),
    users: userRows.slice(0, GRAPH_LIST_MAX).map((row) => ({
      _id: row.id,
      fullname: row.fullname,
      isVerified: row.is_verified,
      createdAt: iso(row.created_at),
    })),
    truncated: [productRows, orderRows, userRows].some((rows) => rows.length > GRAPH_LIST_MAX),
  };
}
