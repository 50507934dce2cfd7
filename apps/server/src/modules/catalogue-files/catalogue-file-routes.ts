import {
  CATALOGUE_FILE_MAX_BYTES,
  CATALOGUE_ZIP_MAX_BYTES,
  CatalogueImportFieldsSchema,
  CatalogueImportResponseSchema,
  OrderExportQuerySchema,
} from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { AppError, invalid } from "../../lib/app-error.js";
import { fieldsObject, readMultipartForm, removeSpooled, type MultipartLimits } from "../images/index.js";
import { validOrThrow } from "../catalogue/index.js";
import { catalogueCsv } from "./catalogue-export.js";
import { importCatalogue } from "./catalogue-import.js";
import { ordersCsv } from "./order-export.js";

/** The CSV and, beside it, a zip of the images it names; the larger zip sets the per-file limit. */
const IMPORT_FORM: MultipartLimits = {
  files: { file: 1, images: 1 },
  fields: 4,
  fieldBytes: 100,
  fileBytes: CATALOGUE_ZIP_MAX_BYTES,
  fileNoun: "file",
  // the CSV goes to a temporary file and is parsed from there as a stream
  spooled: ["file"],
};
const megabytes = (bytes: number) => `${Math.floor(bytes / 1024 / 1024)} MB`;
const today = () => new Date().toISOString().slice(0, 10);

/** The back office's catalogue and orders files: CSV out, and the catalogue back in (admin). */
export const catalogueFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["catalogue admin"];

  app.get("/products/exportProducts", { onRequest: app.requireAdmin, schema: { tags } }, async (_request, reply) =>
    reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="catalogue-${today()}.csv"`)
      .header("cache-control", "private, no-store")
      .send(catalogueCsv(app.deps.db)),
  );

  app.post(
    "/products/importProducts",
    {
      onRequest: app.requireAdmin,
      schema: { tags, consumes: ["multipart/form-data"], response: { 200: CatalogueImportResponseSchema } },
    },
    async (request) => {
      const form = await readMultipartForm(request, IMPORT_FORM);
      try {
        const { dryRun } = validOrThrow(CatalogueImportFieldsSchema.safeParse(fieldsObject(form)));
        const csv = form.files.find((file) => file.field === "file")?.path;
        if (!csv) throw invalid("Choose a CSV file to import", { field: "file" });
        if ((await stat(csv)).size > CATALOGUE_FILE_MAX_BYTES) {
          throw new AppError("tooLarge", `The CSV file must be ${megabytes(CATALOGUE_FILE_MAX_BYTES)} or smaller`);
        }
        const summary = await importCatalogue(app.deps, {
          file: createReadStream(csv),
          zip: form.filesOf("images")[0],
          dryRun,
        });
        return {
          success: true as const,
          message: dryRun ? "The file is ready to import" : "Catalogue imported",
          summary,
        };
      } finally {
        await removeSpooled(form.files);
      }
    },
  );

  app.get(
    "/orders/exportOrders",
    { onRequest: app.requireAdmin, schema: { tags: ["admin"], querystring: OrderExportQuerySchema } },
    async (request, reply) =>
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="orders-${request.query.from}-to-${request.query.to}.csv"`)
        .header("cache-control", "private, no-store")
        .send(ordersCsv(app.deps.db, request.query)),
  );
};
