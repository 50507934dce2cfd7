import { isDemoSeller, type TaxDocument } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { notFound, unavailable } from "../../lib/app-error.js";
import { isUuid } from "../../lib/ids.js";
import { orderRepository } from "../orders/order-repository.js";
import { renderTaxDocumentPdf } from "./invoice-pdf.js";
import { invoiceIssuedLate, sellerIdentity, taxDocumentReader } from "./tax-documents.js";

const params = z.object({ orderId: z.string().max(64) });

/**
 * GET /order/invoice/{orderId} and /order/creditNote/{orderId}: the issued documents of an order,
 * to its buyer and to the admin, printed from what was stored when they were issued.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = orderRepository(app.deps.db);
  const documents = taxDocumentReader(app.deps.db);

  const notYet = () => unavailable("Invoices are not available yet: the shop has not set its legal name and GSTIN. Please try again later.");

  async function issuedLate(orderId: string): Promise<TaxDocument | undefined> {
    const seller = await sellerIdentity(app.deps);
    const order = await orders.findById(orderId);
    if (!seller && order?.orderType === "order" && order.status !== "pending" && order.status !== "cancelled") throw notYet();
    return seller ? invoiceIssuedLate(app.deps.db, orderId, seller, app.deps.now()) : undefined;
  }

  async function send(request: FastifyRequest, reply: FastifyReply, find: (orderId: string) => Promise<TaxDocument | undefined>, missing: string) {
    const { orderId } = request.params as z.infer<typeof params>;
    const order = isUuid(orderId) ? await orders.findById(orderId) : undefined;
    if (!order || (order.userId !== request.user.id && request.user.userType !== "Admin")) throw notFound("Order not found");
    const document = await find(orderId);
    if (!document) throw notFound(missing);
    // A tax document in the demo seller's name would be a false document.
    if (app.deps.config.env === "production" && isDemoSeller(document.seller)) throw notYet();
    const pdf = await renderTaxDocumentPdf(document);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `inline; filename="${document.number.replace(/\//g, "-")}.pdf"`)
      .header("cache-control", "private, no-store")
      .send(pdf);
  }

  app.get("/order/invoice/:orderId", { onRequest: app.requireUser, schema: { tags: ["orders"], params } }, (request, reply) =>
    // A return's own link opens its credit note, as it always has.
    send(
      request,
      reply,
      async (orderId) =>
        (await documents.invoiceOf(orderId)) ??
        (await documents.creditNoteOf(orderId)) ??
        (await issuedLate(orderId)),
      "The invoice is ready once the order is confirmed",
    ),
  );

  app.get("/order/creditNote/:orderId", { onRequest: app.requireUser, schema: { tags: ["orders"], params } }, (request, reply) =>
    send(request, reply, (orderId) => documents.creditNoteOf(orderId), "This order has no credit note: one is issued when an invoiced order is cancelled or a return is refunded"),
  );
};
