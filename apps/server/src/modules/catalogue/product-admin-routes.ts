import { AdminProductListBodySchema, answerWith, MessageResponseSchema, PRODUCT_IMAGES_MAX, ProductDetailSchema, ProductIdBodySchema, ProductListResponseSchema } from "@pallu/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readMultipartForm, type MultipartLimits } from "../images/index.js";
import { catalogueService } from "./catalogue-service.js";
import { shopAttributeLists } from "./attribute-value-repository.js";
import { formOfBody, parseProductForm, parseProductId } from "./product-form-parser.js";
import { productWriteService } from "./product-write-service.js";

const ProductResponse = answerWith({ product: ProductDetailSchema });
/** Up to the product image limit, the product's fields, its id, and kept image URLs (as text in images). */
const PRODUCT_FORM: MultipartLimits = { files: { images: PRODUCT_IMAGES_MAX }, fields: 40, fieldBytes: 200_000 };
const multipartDoc = { consumes: ["multipart/form-data", "application/json"], security: [{ bearer: [] }] };

/** The product form as multipart (with images) or, without new images, as JSON or urlencoded fields. */
const readProductForm = async (request: FastifyRequest) =>
  request.isMultipart() ? readMultipartForm(request, PRODUCT_FORM) : formOfBody(request.body);

/** The admin's product calls: list everything (drafts too), create, update, duplicate and (soft) delete. */
export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = catalogueService(app.deps.db);
  const products = productWriteService(app.deps);
  const tags = ["catalogue admin"];

  app.post(
    "/products/getAllProduct",
    { onRequest: app.requireAdmin, schema: { tags, body: AdminProductListBodySchema, response: { 200: ProductListResponseSchema } } },
    async (request) => ({ success: true as const, message: "Products", ...(await catalogue.listForAdmin(request.body)) }),
  );

  app.post(
    "/products/createProduct",
    { onRequest: app.requireAdmin, schema: { tags, ...multipartDoc, response: { 200: ProductResponse } } },
    async (request) => {
      const submission = parseProductForm(await readProductForm(request), await shopAttributeLists(app.deps.db));
      return { success: true as const, message: "Product created", product: await products.create(submission) };
    },
  );

  app.post(
    "/products/updateProduct",
    { onRequest: app.requireAdmin, schema: { tags, ...multipartDoc, response: { 200: ProductResponse } } },
    async (request) => {
      const form = await readProductForm(request);
      const product = await products.update(
        parseProductId(form),
        parseProductForm(form, await shopAttributeLists(app.deps.db)),
      );
      return { success: true as const, message: "Product updated", product };
    },
  );

  app.post(
    "/products/duplicateProduct",
    { onRequest: app.requireAdmin, schema: { tags, body: ProductIdBodySchema, response: { 200: ProductResponse } } },
    async (request) => ({ success: true as const, message: "Product duplicated", product: await products.duplicate(request.body.id) }),
  );

  app.delete(
    "/products/deleteProduct",
    { onRequest: app.requireAdmin, schema: { tags, body: ProductIdBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await products.remove(request.body.id);
      return { success: true as const, message: "Product deleted" };
    },
  );
};
