import { CategoryFormSchema, CategoryIdBodySchema, CategoryListResponseSchema, IdSchema, SERVICES_FIELD_BYTES } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readMultipartForm, type MultipartForm, type MultipartLimits } from "../images/index.js";
import { categoryService } from "./category-service.js";
import { validOrThrow } from "./product-form-parser.js";

/**
 * One image, a name, its slug, its size chart, its HSN code, its services and (on update) an id. A
 * field may be as long as the services' JSON text: a dozen services with a dozen styles and pictures each.
 */
const CATEGORY_FORM: MultipartLimits = { files: { image: 1 }, fields: 8, fieldBytes: SERVICES_FIELD_BYTES };
const multipartDoc = {
  consumes: ["multipart/form-data"],
  security: [{ bearer: [] }],
  description:
    "Multipart fields: `name`, `image` (a file; required on create), `slug`, `sizeChart`, `hsnCode`, `services` (JSON text of the services the category's products start with: `[{ _id?, kind, name, price, leadDays, needsMeasurements, returnable, styles: [{ _id?, name, price, image }] }]`; empty text for none; left out, unchanged) and, on update, `id`.",
};

function categoryFields(form: MultipartForm) {
  const fields = {
    name: form.text("name"),
    slug: form.text("slug"),
    sizeChart: form.text("sizeChart"),
    hsnCode: form.text("hsnCode"),
    services: form.text("services"),
  };
  return { fields: validOrThrow(CategoryFormSchema.safeParse(fields)), image: form.filesOf("image")[0] };
}

/** Admin writes of categories at /products/category; every answer carries the full list. */
export const categoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const categories = categoryService(app.deps);
  const schema = { tags: ["catalogue admin"], response: { 200: CategoryListResponseSchema } };

  app.post("/products/category", { onRequest: app.requirePermission("catalogue.edit"), schema: { ...schema, ...multipartDoc } }, async (request) => {
    const { fields, image } = categoryFields(await readMultipartForm(request, CATEGORY_FORM));
    return { success: true as const, message: "Category created", categories: await categories.create(fields, image) };
  });

  app.put("/products/category", { onRequest: app.requirePermission("catalogue.edit"), schema: { ...schema, ...multipartDoc } }, async (request) => {
    const form = await readMultipartForm(request, CATEGORY_FORM);
    const id = validOrThrow(IdSchema.safeParse(form.text("id")));
    const { fields, image } = categoryFields(form);
    return { success: true as const, message: "Category updated", categories: await categories.update(id, fields, image) };
  });

  app.delete(
    "/products/category",
    { onRequest: app.requirePermission("catalogue.delete"), schema: { ...schema, body: CategoryIdBodySchema } },
    async (request) => ({ success: true as const, message: "Category deleted", categories: await categories.remove(request.body.id) }),
  );
};
