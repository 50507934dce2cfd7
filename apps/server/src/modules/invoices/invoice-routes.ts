import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { orders } from "../../db/schema/index.js";
import { isDemoSeller } from "@pallu/domain";
import { notFound, unavailable } from "../../lib/app-error.js";
import { orderRepository } from "../orders/order-repository.js";
import { renderInvoicePdf } from "./invoice-pdf.js";
import { isUuid } from "../../lib/ids.js";
import { shopSettings } from "../settings/settings-store.js";

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = orderRepository(app.deps.db);
  const { stitchedThresholdPaise } = app.deps.config.seller;

  app.get(
    "/order/invoice/:orderId",
    { onRequest: app.requireUser, schema: { tags: ["orders"], params: z.object({ orderId: z.string().max(64) }) } },
    async (request, reply) => {
      const { orderId } = request.params;
      const order = isUuid(orderId) ? await repository.findById(orderId) : undefined;
      if (!order || (order.userId !== request.user.id && request.user.userType !== "Admin"))
        throw notFound("Order not found");
      if (!order.invoiceNumber) throw notFound("The invoice is ready once the order is confirmed");
      const settings = await shopSettings(app.deps);
      // A tax invoice in the demo seller's name would be a false document.
      if (app.deps.config.env === "production" && isDemoSeller(settings)) {
        throw unavailable("Invoices are not available yet: the shop has not set its legal name and GSTIN. Please try again later.");
      }
      const seller = { name: settings.legalName, address: settings.address, state: settings.state, gstin: settings.gstin };
      const [parent] = order.parentOrderId
        ? await app.deps.db
            .select({ invoiceNumber: orders.invoiceNumber })
            .from(orders)
            .where(eq(orders.id, order.parentOrderId))
        : [];
      const pdf = await renderInvoicePdf({
        order,
        lines: await repository.linesOf([order.id]),
        seller,
        gst: { stitchedThresholdPaise, lowRate: 5, highRate: 18 },
        originalInvoiceNumber: parent?.invoiceNumber ?? null,
      });
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `inline; filename="${order.invoiceNumber.replace(/\//g, "-")}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );
};
