import { formBoolean, LowStockSizeSchema, MessageResponseSchema } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { dashboardLists, DashboardListsSchema } from "./dashboard-lists.js";
import { dashboardFigures } from "./dashboard-service.js";
import { lowStockSizes } from "./low-stock.js";
import { shopSettings } from "../settings/index.js";

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
  needsTaxData: z.object({
    count: z.number().int(),
    products: z.array(z.object({ _id: z.string(), name: z.string() })),
  }),
  lowStock: z.object({ threshold: z.number().int(), count: z.number().int(), sizes: z.array(LowStockSizeSchema) }),
});

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/products/getGraphData",
    {
      onRequest: app.requirePermission("dashboard.view"),
      schema: {
        tags: ["admin"],
        // The shop's own dashboard reads only the figures and asks without the lists.
        body: z.object({ lists: formBoolean.default(true) }),
        response: {
          200: z.union([
            Figures.extend(MessageResponseSchema.shape).extend(DashboardListsSchema.shape),
            Figures.extend(MessageResponseSchema.shape),
          ]),
        },
      },
    },
    async (request) => {
      const db = app.deps.db;
      const { lowStockThreshold } = await shopSettings(app.deps);
      const [figures, lowStock, lists] = await Promise.all([
        dashboardFigures(db, app.deps.now()),
        lowStockSizes(db, lowStockThreshold),
        request.body.lists ? dashboardLists(db) : undefined,
      ]);
      return { success: true as const, message: "Dashboard", ...figures, lowStock, ...lists };
    },
  );
};
