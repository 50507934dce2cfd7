import { AnyAddressInputSchema, AddressListResponseSchema, IdBodySchema, UpdateAddressSchema } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addressService } from "./address-service.js";

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const addresses = addressService(app.deps);
  const schema = { tags: ["addresses"], response: { 200: AddressListResponseSchema } };

  app.get("/user/getAddress", { onRequest: app.requireUser, schema }, async (request) => ({
    success: true as const,
    message: "Addresses",
    address: await addresses.list(request.user.id),
  }));

  app.post(
    "/user/addAddress",
    { onRequest: app.requireUser, schema: { ...schema, body: AnyAddressInputSchema } },
    async (request) => ({
      success: true as const,
      message: "Address added",
      address: await addresses.add(request.user.id, request.body),
    }),
  );

  app.post(
    "/user/updateAddress",
    { onRequest: app.requireUser, schema: { ...schema, body: UpdateAddressSchema } },
    async (request) => ({
      success: true as const,
      message: "Address updated",
      address: await addresses.update(request.user.id, request.body),
    }),
  );

  app.post(
    "/user/removeAddress",
    { onRequest: app.requireUser, schema: { ...schema, body: IdBodySchema } },
    async (request) => ({
      success: true as const,
      message: "Address removed",
      address: await addresses.remove(request.user.id, request.body.id),
    }),
  );
};
