import { ORDER_STATUS_WIRE, paiseToRupees, PAYMENT_TYPE_WIRE } from "@pallu/domain";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { categories, orders, products, users } from "../../db/schema/index.js";

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

/** The spec's three dashboard lists, newest first, each complete up to GRAPH_LIST_MAX rows. */
export async function dashboardLists(db: Db): Promise<DashboardLists> {
  const [productRows, orderRows, userRows] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        category: categories.name,
        totalOptions: products.totalOptions,
        outOfStockOptions: products.outOfStockOptions,
        minStock: products.minStock,
        totalStock: products.totalStock,
        purchased: products.purchased,
        createdAt: products.createdAt,
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(isNull(products.deletedAt))
      .orderBy(desc(products.createdAt), asc(products.id))
      .limit(GRAPH_LIST_MAX + 1),
    db
      .select({
        id: orders.id,
        publicOrderId: orders.publicOrderId,
        status: orders.status,
        totalPaise: orders.totalPaise,
        paymentType: orders.paymentType,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.orderType, "order"))
      .orderBy(desc(orders.createdAt), asc(orders.id))
      .limit(GRAPH_LIST_MAX + 1),
    db
      .select({ id: users.id, fullname: users.fullname, isVerified: users.isVerified, createdAt: users.createdAt })
      .from(users)
      .where(and(isNull(users.deletedAt), eq(users.userType, "Customer")))
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(GRAPH_LIST_MAX + 1),
  ]);
  return {
    products: productRows.slice(0, GRAPH_LIST_MAX).map((row) => ({
      _id: row.id,
      name: row.name,
      category: row.category,
      totalBuyingOption: row.totalOptions,
      totalOutOfStock: row.outOfStockOptions,
      minStock: row.minStock,
      stock: row.totalStock,
      purchased: row.purchased,
      createdAt: row.createdAt.toISOString(),
    })),
    orders: orderRows.slice(0, GRAPH_LIST_MAX).map((row) => ({
      _id: row.id,
      orderDetails: { public_order_id: row.publicOrderId, status: ORDER_STATUS_WIRE[row.status] },
      totalPrice: paiseToRupees(row.totalPaise),
      paymentType: PAYMENT_TYPE_WIRE[row.paymentType],
      createdAt: row.createdAt.toISOString(),
    })),
    users: userRows.slice(0, GRAPH_LIST_MAX).map((row) => ({
      _id: row.id,
      fullname: row.fullname,
      isVerified: row.isVerified,
      createdAt: row.createdAt.toISOString(),
    })),
    truncated: [productRows, orderRows, userRows].some((rows) => rows.length > GRAPH_LIST_MAX),
  };
}
