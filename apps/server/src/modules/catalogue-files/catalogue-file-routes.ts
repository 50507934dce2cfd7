import {
  CATALOGUE_FILE_MAX_BYTES,
  CATALOGUE_ZIP_MAX_BYTES,
  CatalogueImportFieldsSchema,
  CatalogueImportResponseSchema,
  answerWith,
  indiaDate,
  OrderExportQuerySchema,
  PictureImportProgressSchema,
  PictureImportQuerySchema,
} from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createReadStream } from "node:fs";
import { open, stat } from "node:fs/promises";
import { AppError, invalid, notFound } from "../../lib/app-error.js";
import { fieldsObject, readMultipartForm, removeSpooled, type MultipartLimits } from "../images/index.js";
import { validOrThrow } from "../catalogue/index.js";
import { catalogueCsv } from "./catalogue-export.js";
import { importCatalogue } from "./catalogue-import.js";
import { ordersCsv } from "./order-export.js";
import { pictureImportProgress } from "./picture-fetch-job.js";
import { importShopifyCatalogue } from "./shopify-import.js";
import { headerOf, isShopifyHeader } from "./shopify-rows.js";

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
const PictureImportResponseSchema = answerWith({ progress: PictureImportProgressSchema });

/** The start of a spooled file, enough for a header line: which kind of catalogue file it is. */
async function firstBytesOf(path: string): Promise<Buffer> {
  const handle = await open(path);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const megabytes = (bytes: number) => `${Math.floor(bytes / 1024 / 1024)} MB`;

/**
 * The back office's catalogue and orders files: CSV out, and the catalogue back in (admin), in the
 * shop's own columns or as Shopify's product export, told apart by the file's header.
 */
export const catalogueFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["catalogue admin"];

  app.get(
    "/products/exportProducts",
    { onRequest: app.requirePermission("catalogue.importExport"), schema: { tags } },
    async (_request, reply) =>
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="catalogue-${indiaDate(app.deps.now())}.csv"`)
        .header("cache-control", "private, no-store")
        .send(catalogueCsv(app.deps.db)),
  );

  app.post(
    "/products/importProducts",
    {
      onRequest: app.requirePermission("catalogue.importExport"),
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
        const shopify = isShopifyHeader(headerOf(await firstBytesOf(csv)));
        const summary = shopify
          ? await importShopifyCatalogue(app.deps, { file: createReadStream(csv), dryRun })
          : await importCatalogue(app.deps, { file: createReadStream(csv), zip: form.filesOf("images")[0], dryRun });
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
    "/products/getPictureImport",
    {
      onRequest: app.requirePermission("catalogue.importExport"),
      schema: { tags, querystring: PictureImportQuerySchema, response: { 200: PictureImportResponseSchema } },
    },
    async (request) => {
      const progress = await pictureImportProgress(app.deps, request.query.id);
      if (!progress) throw notFound("No import with this id has pictures to fetch");
      return { success: true as const, message: "Pictures of the import", progress };
    },
  );

  app.get(
    "/orders/exportOrders",
    {
      onRequest: app.requirePermission("orders.read"),
      schema: { tags: ["admin"], querystring: OrderExportQuerySchema },
    },
    async (request, reply) =>
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="orders-${request.query.from}-to-${request.query.to}.csv"`)
        .header("cache-control", "private, no-store")
        .send(ordersCsv(app.deps.db, request.query)),
  );
};
