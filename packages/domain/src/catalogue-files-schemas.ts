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
