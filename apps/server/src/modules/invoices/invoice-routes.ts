import type { TaxDocument } from "@pallu/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { renderPdf } from "../pdf-rendering/index.js";
import { taxDocumentService } from "./tax-document-service.js";
import { commercialInvoiceOf } from "./commercial-invoices.js";

const params = z.object({ orderId: z.string().max(64) });

async function sendPdf(reply: FastifyReply, document: TaxDocument) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `inline; filename="${document.number.replace(/\//g, "-")}.pdf"`)
    .header("cache-control", "private, no-store")
    .send((await renderPdf({ kind: "taxDocument", document })).pdf);
}

/**
 * GET /order/invoice/{orderId} and /order/creditNote/{orderId}: the issued documents of an order,
 * to its shopper and to the admin, printed from what was stored when they were issued.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const documents = taxDocumentService(app.deps);

  app.get("/order/invoice/:orderId", { onRequest: app.requireUser, schema: { tags: ["orders"], params } }, async (request, reply) =>
    sendPdf(reply, await documents.documentOf(request.params.orderId, request.user, "invoice")),
  );

  app.get(
    "/order/commercialInvoice/:orderId",
    {
      onRequest: app.requirePermission("orders.ship"),
      schema: { tags: ["admin"], description: "The courier's commercial invoice of an order shipped abroad, in the order's currency (PDF).", params },
    },
    async (request, reply) => {
      const invoice = await commercialInvoiceOf(app.deps, request.params.orderId);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `inline; filename="commercial-invoice-${invoice.publicOrderId}.pdf"`)
        .header("cache-control", "private, no-store")
        .send((await renderPdf({ kind: "commercialInvoice", invoice })).pdf);
    },
  );

  app.get("/order/creditNote/:orderId", { onRequest: app.requireUser, schema: { tags: ["orders"], params } }, async (request, reply) =>
    sendPdf(reply, await documents.documentOf(request.params.orderId, request.user, "creditNote")),
  );
};
