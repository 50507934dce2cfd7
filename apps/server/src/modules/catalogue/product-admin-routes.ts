import { AdminProductListBodySchema, answerWith, MessageResponseSchema, PRODUCT_IMAGES_MAX, ProductDetailSchema, ProductIdBodySchema, ProductListResponseSchema } from "@pallu/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readMultipartForm, type MultipartLimits } from "../images/index.js";
import { catalogueService } from "./catalogue-service.js";
import { shopAttributeLists } from "./attribute-value-repository.js";
import { formOfBody, parseProductForm, parseProductId } from "./product-form-parser.js";
import { productWriteService } from "./product-write-service.js";
import { recordAudit } from "../audit/index.js";
import { productSnapshot } from "./product-audit.js";

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
  const audit = (action: string, id: string, before: unknown, after: unknown) =>
    recordAudit(app.deps.db, { action, object: { kind: "product", id }, before, after }, app.deps.now());
  const snapshotOf = async (id: string) => productSnapshot(await catalogue.productPage(id, { includeHidden: true }));

  app.post(
    "/products/getAllProduct",
    { onRequest: app.requirePermission("catalogue.edit"), schema: { tags, body: AdminProductListBodySchema, response: { 200: ProductListResponseSchema } } },
    async (request) => ({ success: true as const, message: "Products", ...(await catalogue.listForAdmin(request.body)) }),
  );

  app.post(
    "/products/createProduct",
    { onRequest: app.requirePermission("catalogue.edit"), schema: { tags, ...multipartDoc, response: { 200: ProductResponse } } },
    async (request) => {
      const submission = parseProductForm(await readProductForm(request), await shopAttributeLists(app.deps.db));
      const product = await products.create(submission);
      await audit("product.created", product._id, null, productSnapshot(product));
      return { success: true as const, message: "Product created", product };
    },
  );

  app.post(
    "/products/updateProduct",
    { onRequest: app.requirePermission("catalogue.edit"), schema: { tags, ...multipartDoc, response: { 200: ProductResponse } } },
    async (request) => {
      const form = await readProductForm(request);
      const id = parseProductId(form);
      const submission = parseProductForm(form, await shopAttributeLists(app.deps.db));
      const before = await snapshotOf(id);
      const product = await products.update(id, submission);
      await audit("product.updated", product._id, before, productSnapshot(product));
      return { success: true as const, message: "Product updated", product };
    },
  );

  app.post(
    "/products/duplicateProduct",
    { onRequest: app.requirePermission("catalogue.edit"), schema: { tags, body: ProductIdBodySchema, response: { 200: ProductResponse } } },
    async (request) => {
      const product = await products.duplicate(request.body.id);
      await audit("product.duplicated", product._id, { from: request.body.id }, productSnapshot(product));
      return { success: true as const, message: "Product duplicated", product };
    },
  );

  app.delete(
    "/products/deleteProduct",
    { onRequest: app.requirePermission("catalogue.delete"), schema: { tags, body: ProductIdBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      const before = await snapshotOf(request.body.id);
      await products.remove(request.body.id);
      await audit("product.deleted", request.body.id, before, null);
      return { success: true as const, message: "Product deleted" };
    },
  );
};
