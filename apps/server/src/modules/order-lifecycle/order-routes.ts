import { AdminOrderListBodySchema, answerWith, BulkOrderResultSchema, BulkUpdateOrdersBodySchema,  OpenReturnBodySchema, OrderIdBodySchema, OrderSchema, pageLimit, pageNumber, PaginationSchema, ReturnOrderBodySchema, statusFromWire, UpdateOrderBodySchema } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { cancelOrder } from "./cancel-order.js";
import { countsByWireStatus } from "../orders/index.js";
import { requestReturn } from "./return-order.js";
import { updateOrder } from "./update-order.js";
import { adminActor, shopperActor } from "../orders/index.js";
import { bulkUpdateOrders } from "./bulk-update.js";
import { invalid } from "../../lib/app-error.js";
import { orderService } from "../orders/index.js";
import { staffStepCheck } from "./staff-steps.js";

const OrderAnswer = answerWith({ order: OrderSchema });

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ordersOf = orderService(app.deps);

  app.post(
    "/order/getMyOrders",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["orders"],
        body: z
          .object({
            orderId: z.string().max(64).optional(),
            page: pageNumber,
            limit: pageLimit(20, 50),
          })
          .default({ page: 1, limit: 20 }),
        // The spec's order detail reads one order under `orders`; the list reads an array.
        response: {
          200: z.union([
            answerWith({ orders: z.array(OrderSchema), pagination: PaginationSchema }),
            answerWith({ orders: OrderSchema }),
          ]),
        },
      },
    },
    async (request) => {
      const { orderId, page, limit } = request.body;
      if (orderId) {
        const order = await ordersOf.orderFor(orderId, { id: request.user.id, userType: "Customer" });
        return { success: true as const, message: "Order", orders: order };
      }
      return { success: true as const, message: "Orders", ...(await ordersOf.myOrders(request.user.id, page, limit)) };
    },
  );

  app.post(
    "/order/cancelMyOrder",
    { onRequest: app.requireUser, schema: { tags: ["orders"], body: OrderIdBodySchema, response: { 200: OrderAnswer } } },
    async (request) => {
      await cancelOrder(app.deps, request.body.orderId, shopperActor(request.user.id));
      return { success: true as const, message: "Order cancelled", order: await ordersOf.orderFor(request.body.orderId, request.user) };
    },
  );

  app.post(
    "/order/cancelOrder",
    { onRequest: app.requirePermission("orders.cancel"), schema: { tags: ["admin"], body: OrderIdBodySchema, response: { 200: OrderAnswer } } },
    async (request) => {
      await cancelOrder(app.deps, request.body.orderId, adminActor(request.user));
      return { success: true as const, message: "Order cancelled", order: await ordersOf.orderFor(request.body.orderId, request.user) };
    },
  );

  app.post(
    "/order/returnOrder",
    { onRequest: app.requireUser, schema: { tags: ["orders"], body: ReturnOrderBodySchema, response: { 200: OrderAnswer } } },
    async (request) => {
      const returnId = await requestReturn(app.deps, { kind: "shopper", userId: request.user.id }, request.body);
      return { success: true as const, message: "Return requested", order: await ordersOf.orderFor(returnId, request.user) };
    },
  );

  app.post(
    "/order/openReturn",
    { onRequest: app.requirePermission("orders.openReturn"), schema: { tags: ["admin"], body: OpenReturnBodySchema, response: { 200: OrderAnswer } } },
    async (request) => {
      const returnId = await requestReturn(app.deps, { kind: "seller", actor: adminActor(request.user) }, request.body);
      return { success: true as const, message: "Return opened", order: await ordersOf.orderFor(returnId, request.user) };
    },
  );

  app.post(
    "/order/updateOrder",
    { onRequest: app.requirePermission("orders.update"), schema: { tags: ["admin"], body: UpdateOrderBodySchema, response: { 200: OrderAnswer } } },
    async (request) => {
      await updateOrder(app.deps, request.body, adminActor(request.user), await staffStepCheck(app.deps, request.user.role!));
      return { success: true as const, message: "Order updated", order: await ordersOf.orderFor(request.body.orderId, request.user) };
    },
  );

  app.post(
    "/order/bulkUpdateOrders",
    {
      onRequest: app.requirePermission("orders.update"),
      schema: {
        tags: ["admin"],
        body: BulkUpdateOrdersBodySchema,
        response: { 200: answerWith({ results: z.array(BulkOrderResultSchema) }) },
      },
    },
    async (request) => {
      const results = await bulkUpdateOrders(app.deps, request.body, adminActor(request.user), await staffStepCheck(app.deps, request.user.role!));
      const changed = results.filter((result) => result.changed).length;
      const refused = results.filter((result) => !result.ok).length;
      const message = `${changed} changed` + (refused ? `, ${refused} refused` : "") + (results.length - changed - refused ? `, ${results.length - changed - refused} already so` : "");
      return { success: true as const, message, results };
    },
  );

  app.post(
    "/order/getOrders",
    {
      onRequest: app.requirePermission("orders.read"),
      schema: {
        tags: ["admin"],
        body: AdminOrderListBodySchema,
        response: {
          200: answerWith({
            data: z.array(OrderSchema),
            pagination: PaginationSchema,
            /** How many orders the same search and filters find in each status (the desk's tabs). */
            counts: z.record(z.string(), z.number()),
          }),
        },
      },
    },
    async (request) => {
      const { type, status } = request.body;
      const internalStatus = status ? statusFromWire(status) : undefined;
      if (status && !internalStatus) throw invalid(`Unknown status: ${status}`);
      const { orders, pagination, counts } = await ordersOf.desk(request.body, type === "Order" ? "order" : "return", internalStatus);
      return { success: true as const, message: "Orders", data: orders, pagination, counts: countsByWireStatus(counts) };
    },
  );
};
