import { indiaDate, PackingSlipsBodySchema } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { renderPdf } from "../pdf-rendering/index.js";
import { packingSlipsFor } from "./packing-slips.js";

/** POST /order/packingSlips: one PDF of packing slips, each followed by its order's invoice, for the packing table. */
export const packingSlipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/order/packingSlips",
    { onRequest: app.requirePermission("orders.pack"), schema: { tags: ["admin"], body: PackingSlipsBodySchema } },
    async (request, reply) => {
      const { shop, slips } = await packingSlipsFor(app.deps, request.body.orderIds);
      const { pdf } = await renderPdf({ kind: "packingSlips", shop, slips });
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="packing-slips-${indiaDate(app.deps.now())}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );
};
