import {
  AdminOrderListBodySchema,
  CheckoutBodySchema,
  OrderIdBodySchema,
  OrderSchema,
  PaginationSchema,
  ReturnOrderBodySchema,
  statusFromWire,
  UpdateOrderBodySchema,
} from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { cancelOrder } from "./cancel-order.js";
import { placeCashOnDeliveryOrder } from "./cash-on-delivery.js";
import { orderRepository } from "./order-repository.js";
import { requestReturn } from "./return-order.js";
import { updateOrder } from "./update-order.js";
import { invalid } from "../../lib/app-error.js";
import { orderService } from "./order-service.js";

const OrderAnswer = z.object({ success: z.literal(true), message: z.string(), order: OrderSchema });

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ordersOf = orderService(app.deps);

  app.post(
    "/order/cashOnDelivery",
    {
      onRequest: app.requireVerifiedUser,
      schema: { tags: ["orders"], body: CheckoutBodySchema, response: { 200: OrderAnswer } },
    },
    async (request) => {
      const orderId = await placeCashOnDeliveryOrder(app.deps, request.user, request.body);
      return { success: true as const, message: "Order placed", order: await ordersOf.orderFor(orderId, request.user) };
    },
  );

  app.post(
    "/order/getMyOrders",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["orders"],
        body: z
          .object({
            orderId: z.string().max(64).optional(),
            page: z.coerce.number().int().min(1).max(10_000).default(1),
            limit: z.coerce.number().int().min(1).max(50).default(20),
          })
          .default({ page: 1, limit: 20 }),
        response: { 200: z.object({ success: z.literal(true), message: z.string(), orders: z.array(OrderSchema), pagination: PaginationSchema }) },
      },
    },
    async (request) => {
      const { orderId, page, limit } = request.body;
      if (orderId) {
        const order = await ordersOf.orderFor(orderId, { id: request.user.id, userType: "Customer" });
        return { success: true as const, message: "Order", orders: [order], pagination: { currentPage: 1, totalPages: 1, totalCount: 1, limit: 1 } };
      }
      return { success: true as const, message: "Orders", ...(await ordersOf.myOrders(request.user.id, page, limit)) };
    },
  );

  app.post(
    "/order/cancelMyOrder",
    { onRequest: app.requireUser, schema: { tags: ["orders"], body: OrderIdBodySchema, response: { 200: OrderAnswer } } },
    async (request) => {
      await cancelOrder(app.deps, request.body.orderId, { id: request.user.id, asAdmin: false });
      return { success: true as const, message: "Order cancelled", order: await ordersOf.orderFor(request.body.orderId, request.user) };
    },
  );

  app.post(
    "/order/cancelOrder",
    { onRequest: app.requireAdmin, schema: { tags: ["admin"], body: OrderIdBodySchema, response: { 200: OrderAnswer } } },
    async (request) => {
      await cancelOrder(app.deps, request.body.orderId, { id: request.user.id, asAdmin: true });
      return { success: true as const, message: "Order cancelled", order: await ordersOf.orderFor(request.body.orderId, request.user) };
    },
  );

  app.post(
    "/order/returnOrder",
    { onRequest: app.requireUser, schema: { tags: ["orders"], body: ReturnOrderBodySchema, response: { 200: OrderAnswer } } },
    async (request) => {
      const returnId = await requestReturn(app.deps, request.user.id, request.body);
      return { success: true as const, message: "Return requested", order: await ordersOf.orderFor(returnId, request.user) };
    },
  );

  app.post(
    "/order/updateOrder",
    { onRequest: app.requireAdmin, schema: { tags: ["admin"], body: UpdateOrderBodySchema, response: { 200: OrderAnswer } } },
    async (request) => {
      await updateOrder(app.deps, request.body);
      return { success: true as const, message: "Order updated", order: await ordersOf.orderFor(request.body.orderId, request.user) };
    },
  );

  app.post(
    "/order/getOrders",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        body: AdminOrderListBodySchema,
        response: { 200: z.object({ success: z.literal(true), message: z.string(), data: z.array(OrderSchema), pagination: PaginationSchema }) },
      },
    },
    async (request) => {
      const { type, status, page, limit, orderId } = request.body;
      const repository = orderRepository(app.deps.db);
      const internalStatus = status ? statusFromWire(status) : undefined;
      if (status && !internalStatus) throw invalid(`Unknown status: ${status}`);
      const where = orderId
        ? repository.withId(orderId)
        : repository.and(
            repository.ofType(type === "Order" ? "order" : "return"),
            internalStatus ? repository.withStatus(internalStatus) : undefined,
          );
      const { orders, pagination } = await ordersOf.page(where, page, limit, { forAdmin: true });
      return { success: true as const, message: "Orders", data: orders, pagination };
    },
  );
};
