import { answerWith, OrderIdBodySchema, StaffNoteBodySchema, StaffNoteSchema } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { staffNotes } from "./staff-notes.js";

const NotesAnswer = answerWith({ notes: z.array(StaffNoteSchema) });
const CustomerIdBodySchema = z.object({ customerId: z.string().max(64) });

/** The staff's own notes on orders and customers: the back office only. */
export const staffNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const notes = () => staffNotes(app.deps.db);

  app.post(
    "/order/getOrderNotes",
    { onRequest: app.requirePermission("orders.read"), schema: { tags: ["admin"], description: "The staff's notes on an order, oldest first.", body: OrderIdBodySchema, response: { 200: NotesAnswer } } },
    async (request) => ({ success: true as const, message: "Order notes", notes: await notes().ofOrder(request.body.orderId) }),
  );

  app.post(
    "/order/addOrderNote",
    {
      onRequest: app.requirePermission("orders.notes"),
      schema: { tags: ["admin"], description: "Adds a staff note to an order; the shopper never sees it.", body: OrderIdBodySchema.extend(StaffNoteBodySchema.shape), response: { 200: NotesAnswer } },
    },
    async (request) => {
      await notes().addToOrder(request.body.orderId, request.user.id, request.body.body, app.deps.now());
      return { success: true as const, message: "Note added", notes: await notes().ofOrder(request.body.orderId) };
    },
  );

  app.post(
    "/user/getCustomerNotes",
    { onRequest: app.requirePermission("customers.read"), schema: { tags: ["admin"], description: "The staff's notes on a customer, oldest first.", body: CustomerIdBodySchema, response: { 200: NotesAnswer } } },
    async (request) => ({ success: true as const, message: "Customer notes", notes: await notes().ofCustomer(request.body.customerId) }),
  );

  app.post(
    "/user/addCustomerNote",
    {
      onRequest: app.requirePermission("orders.notes"),
      schema: { tags: ["admin"], description: "Adds a staff note to a customer; the customer never sees it.", body: CustomerIdBodySchema.extend(StaffNoteBodySchema.shape), response: { 200: NotesAnswer } },
    },
    async (request) => {
      await notes().addToCustomer(request.body.customerId, request.user.id, request.body.body, app.deps.now());
      return { success: true as const, message: "Note added", notes: await notes().ofCustomer(request.body.customerId) };
    },
  );
};
