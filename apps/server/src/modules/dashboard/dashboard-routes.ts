import { ORDER_STATUS_WIRE, paiseToRupees } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../lib/rows.js";
import { dashboardFigures } from "./dashboard-service.js";

const Figures = z.object({
  totals: z.object({
    salesAmount: z.number(),
    grossSales: z.number(),
    refunds: z.number(),
    netSales: z.number(),
    orders: z.number().int(),
    products: z.number().int(),
    users: z.number().int(),
  }),
  monthlySales: z.array(z.object({ year: z.number().int(), months: z.array(z.number()) })),
  statusCounts: z.record(z.string(), z.number().int()),
  productsPerCategory: z.array(z.object({ category: z.string(), count: z.number().int() })),
  stock: z.object({ inStock: z.number().int(), outOfStock: z.number().int() }),
});

const RECENT = 10;

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/products/getGraphData",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        response: {
          200: Figures.extend({
            success: z.literal(true),
            message: z.string(),
            // The spec's lists, bounded to the latest few: the charts use the figures above.
            products: z.array(z.object({ _id: z.string(), name: z.string(), purchased: z.number().int() })),
            orders: z.array(z.object({ _id: z.string(), public_order_id: z.string(), totalPrice: z.number(), status: z.string(), createdAt: z.string() })),
            users: z.array(z.object({ _id: z.string(), fullname: z.string(), createdAt: z.string() })),
          }),
        },
      },
    },
    async () => {
      const db = app.deps.db;
      const [figures, products, orders, users] = await Promise.all([
        dashboardFigures(db, app.deps.now()),
        db.execute(sql`SELECT id AS "_id", name, purchased FROM products WHERE deleted_at IS NULL ORDER BY purchased DESC, id LIMIT ${RECENT}`),
        db.execute(sql`SELECT id AS "_id", public_order_id, total_paise, status, created_at FROM orders WHERE order_type = 'order' ORDER BY created_at DESC NULLS LAST LIMIT ${RECENT}`),
        db.execute(sql`SELECT id AS "_id", fullname, created_at FROM users WHERE deleted_at IS NULL ORDER BY created_at DESC NULLS LAST LIMIT ${RECENT}`),
      ]);
      return {
        success: true as const,
        message: "Dashboard",
        ...figures,
        products: rowsOf<{ _id: string; name: string; purchased: number }>(products),
        orders: rowsOf<{ _id: string; public_order_id: string; total_paise: number; status: keyof typeof ORDER_STATUS_WIRE; created_at: Date | string }>(orders).map((o) => ({
          _id: o._id,
          public_order_id: o.public_order_id,
          totalPrice: paiseToRupees(o.total_paise),
          status: ORDER_STATUS_WIRE[o.status],
          createdAt: new Date(o.created_at).toISOString(),
        })),
        users: rowsOf<{ _id: string; fullname: string; created_at: Date | string }>(users).map((u) => ({
          _id: u._id,
          fullname: u.fullname,
          createdAt: new Date(u.created_at).toISOString(),
        })),
      };
    },
  );
};
