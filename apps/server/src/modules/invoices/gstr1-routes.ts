import { b2csCsv, cdnurCsv, docsCsv, expCsv, hsnCsv, monthInIndia } from "@pallu/domain";
import { strToU8, zipSync } from "fflate";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { taxDocumentReader } from "./tax-documents.js";

const Month = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: "month must look like 2026-11" }),
});

/** GET /reports/gstr1?month=YYYY-MM: a month's GSTR-1 summaries as the GST offline tool's CSV files, zipped (admin). */
export const gstr1Routes: FastifyPluginAsyncZod = async (app) => {
  const documents = taxDocumentReader(app.deps.db);

  app.get("/reports/gstr1", { onRequest: app.requirePermission("reports.read"), schema: { tags: ["admin"], querystring: Month } }, async (request, reply) => {
    const { from, to } = monthInIndia(request.query.month);
    const issued = await documents.issuedBetween(from, to);
    const zip = zipSync({
      "b2cs.csv": strToU8(b2csCsv(issued)),
      "exp.csv": strToU8(expCsv(issued)),
      "cdnur.csv": strToU8(cdnurCsv(issued)),
      "hsn.csv": strToU8(hsnCsv(issued)),
      "docs.csv": strToU8(docsCsv(issued)),
    });
    return reply
      .header("content-type", "application/zip")
      .header("content-disposition", `attachment; filename="gstr1-${request.query.month}.zip"`)
      .header("cache-control", "private, no-store")
      .send(Buffer.from(zip));
  });
};
