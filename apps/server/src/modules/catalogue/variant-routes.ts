import { answerWith, ProductDetailSchema, VariantCreateSchema, VariantDeleteSchema, VariantUpdateSchema } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { variantService } from "./variant-service.js";

/** The v1 body names the size `varientId`; inside the shop it is a variant. */
function variantOf<Body extends { varientId: string }>({ varientId, ...rest }: Body): Omit<Body, "varientId"> & { variantId: string } {
  return { ...rest, variantId: varientId };
}

const ProductResponse = answerWith({ product: ProductDetailSchema });

/** Admin edits of one buying option at /products/varient (the v1 spelling); answers with the product. */
export const variantRoutes: FastifyPluginAsyncZod = async (app) => {
  const variants = variantService(app.deps.db);
  const tags = ["catalogue admin"];
  const response = { 200: ProductResponse };

  app.post(
    "/products/varient",
    { onRequest: app.requireAdmin, schema: { tags, body: VariantCreateSchema, response } },
    async (request) => ({ success: true as const, message: "Size option added", product: await variants.add(request.body) }),
  );

  app.put(
    "/products/varient",
    { onRequest: app.requireAdmin, schema: { tags, body: VariantUpdateSchema, response } },
    async (request) => ({ success: true as const, message: "Size option updated", product: await variants.update(variantOf(request.body)) }),
  );

  app.delete(
    "/products/varient",
    { onRequest: app.requireAdmin, schema: { tags, body: VariantDeleteSchema, response } },
    async (request) => ({ success: true as const, message: "Size option removed", product: await variants.remove(variantOf(request.body)) }),
  );
};
