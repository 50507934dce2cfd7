import { answerWith, ProductDetailSchema, BuyingOptionCreateSchema, BuyingOptionDeleteSchema, BuyingOptionUpdateSchema } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { buyingOptionService } from "./buying-option-service.js";

/** The v1 body names the buying option `varientId`; it is read once here into `buyingOptionId`. */
function buyingOptionOf<Body extends { varientId: string }>({ varientId, ...rest }: Body): Omit<Body, "varientId"> & { buyingOptionId: string } {
  return { ...rest, buyingOptionId: varientId };
}

const ProductResponse = answerWith({ product: ProductDetailSchema });

/** Admin edits of one buying option at /products/varient (the v1 spelling); answers with the product. */
export const buyingOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const buyingOptions = buyingOptionService(app.deps.db);
  const tags = ["catalogue admin"];
  const response = { 200: ProductResponse };

  app.post(
    "/products/varient",
    { onRequest: app.requirePermission("catalogue.edit"), schema: { tags, body: BuyingOptionCreateSchema, response } },
    async (request) => ({ success: true as const, message: "Size option added", product: await buyingOptions.add(request.body) }),
  );

  app.put(
    "/products/varient",
    { onRequest: app.requirePermission("catalogue.edit"), schema: { tags, body: BuyingOptionUpdateSchema, response } },
    async (request) => ({ success: true as const, message: "Size option updated", product: await buyingOptions.update(buyingOptionOf(request.body)) }),
  );

  app.delete(
    "/products/varient",
    { onRequest: app.requirePermission("catalogue.delete"), schema: { tags, body: BuyingOptionDeleteSchema, response } },
    async (request) => ({ success: true as const, message: "Size option removed", product: await buyingOptions.remove(buyingOptionOf(request.body)) }),
  );
};
