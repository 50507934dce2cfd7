import { z } from "zod";
import { catalogueFileMessages, HANDLE_PATTERN } from "./catalogue-files.js";
import { formBoolean } from "./form-values.js";
import { indiaDay } from "./orders-schemas.js";

export const ProductHandleSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { message: catalogueFileMessages.handleRequired })
  .regex(HANDLE_PATTERN, { message: catalogueFileMessages.handleFormat });

/** One problem of an imported file: the line it is on (the header is line 1) and the column's name. */
export const CatalogueProblemSchema = z.object({ line: z.number().int(), column: z.string(), message: z.string() });
export type CatalogueProblem = z.infer<typeof CatalogueProblemSchema>;

export const CatalogueImportSummarySchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  dryRun: z.boolean(),
  /** Which kind of file it was: the shop's own catalogue file, or a Shopify product export. */
  format: z.enum(["catalogue", "shopify"]).optional(),
  /** Categories the file names that the shop did not have: created by the import (a dry run only lists them). */
  newCategories: z.array(z.string()).optional(),
  /** Values the file gives the saree attributes that their lists did not have: added by the import. */
  newAttributeValues: z.array(z.object({ attribute: z.string(), label: z.string() })).optional(),
  /** What the import does beside creating and updating products, one sentence each ("New weave: Tanchoi — will be added"). */
  notes: z.array(z.string()).optional(),
  /** Pictures named by URL: fetched in the background after the import; `importId` reads their progress. */
  pictures: z.object({ count: z.number().int(), importId: z.string().optional() }).optional(),
});
export type CatalogueImportSummary = z.infer<typeof CatalogueImportSummarySchema>;

export const CatalogueImportResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  summary: CatalogueImportSummarySchema,
});

export const CatalogueImportFieldsSchema = z.object({ dryRun: formBoolean.default(false) });

/** The days of an orders export, in India's time, both included; at most a year. */
export const OrderExportQuerySchema = z
  .object({ from: indiaDay, to: indiaDay })
  .refine((range) => range.from <= range.to, { message: "from must not be after to", path: ["from"] })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 366 * 86_400_000, {
    message: "Export at most a year at a time",
    path: ["to"],
  });
export type OrderExportQuery = z.infer<typeof OrderExportQuerySchema>;

/** How far the pictures of an import have come (GET /products/getPictureImport?id=…). */
export const PictureImportProgressSchema = z.object({
  total: z.number().int(),
  stored: z.number().int(),
  failed: z.number().int(),
  waiting: z.number().int(),
  failures: z.array(z.object({ line: z.number().int(), url: z.string(), message: z.string() })),
});
export type PictureImportProgress = z.infer<typeof PictureImportProgressSchema>;

export const PictureImportQuerySchema = z.object({ id: z.uuid({ message: "Invalid import id" }) });
