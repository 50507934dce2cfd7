import { ProductDetailSchema, VarientCreateSchema, VarientDeleteSchema, VarientUpdateSchema } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { varientService } from "./varient-service.js";

const ProductResponse = z.object({ success: z.literal(true), message: z.string(), product: ProductDetailSchema });

/** Admin edits of one buying option at /products/varient (the v1 spelling); answers with the product. */
export const varientRoutes: FastifyPluginAsyncZod = async (app) => {
  const varients = varientService(app.deps.db);
  const tags = ["catalogue admin"];
  const response = { 200: ProductResponse };

  app.post(
    "/products/varient",
    { onRequest: app.requireAdmin, schema: { tags, body: VarientCreateSchema, response } },
    async (request) => ({ success: true as const, message: "Size option added", product: await varients.add(request.body) }),
  );

  app.put(
    "/products/varient",
    { onRequest: app.requireAdmin, schema: { tags, body: VarientUpdateSchema, response } },
    async (request) => ({ success: true as const, message: "Size option updated", product: await varients.update(request.body) }),
  );

  app.delete(
    "/products/varient",
    { onRequest: app.requireAdmin, schema: { tags, body: VarientDeleteSchema, response } },
    async (request) => ({ success: true as const, message: "Size option removed", product: await varients.remove(request.body) }),
  );
};
