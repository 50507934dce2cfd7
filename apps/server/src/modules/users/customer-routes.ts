import {
  CodOfferResponseSchema,
  CustomerIdBodySchema,
  CustomerProfileResponseSchema,
  CustomerResponseSchema,
  SetCodAllowedBodySchema,
} from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { codOffer } from "../checkout/index.js";
import { customerService } from "./customer-service.js";

/** The seller's page of one customer and their cash-on-delivery switch; the shopper's side of that switch. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const customers = customerService(app.deps);

  const tags = ["admin"];

  app.post(
    "/user/getCustomer",
    { onRequest: app.requirePermission("customers.read"), schema: { tags, body: CustomerIdBodySchema, response: { 200: CustomerProfileResponseSchema } } },
    async (request) => ({ success: true as const, message: "Customer", ...(await customers.profile(request.body.userId)) }),
  );

  app.post(
    "/user/setCashOnDelivery",
    { onRequest: app.requirePermission("customers.update"), schema: { tags, body: SetCodAllowedBodySchema, response: { 200: CustomerResponseSchema } } },
    async (request) => {
      const { userId, allowed } = request.body;
      const customer = await customers.setCodAllowed(userId, allowed);
      const message = allowed ? "Cash on delivery turned on" : "Cash on delivery turned off";
      return { success: true as const, message, customer };
    },
  );

  // The checkout asks before it offers cash on delivery; placing the order asks again.
  app.get(
    "/user/getCashOnDelivery",
    { onRequest: app.requireUser, schema: { tags: ["orders"], response: { 200: CodOfferResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: "Cash on delivery",
      cashOnDelivery: await codOffer(app.deps.db, request.user.id),
    }),
  );
};
