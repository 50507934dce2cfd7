import {
  AbandonedCheckoutReportSchema,
  NotifyLikeThisBodySchema,
  NotifyMeBodySchema,
  ReportRangeQuerySchema,
  UpdateCartBodySchema,
} from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { abandonedCheckoutReport } from "./abandoned-checkout-report.js";
import { recordCheckoutVisit } from "./checkout-visits.js";
import { restoreCartFromLink, stopRemindersFromLink } from "./recovery-service.js";
import { requestRestockNotice } from "./restock-requests.js";
import { requestSimilarPieceNotice } from "./similar-piece-requests.js";

const Done = z.object({ success: z.literal(true), message: z.string() });
const LinkQuery = z.object({
  token: z.string({ message: "token is required" }).min(1, { message: "token is required" }).max(200),
});

export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    "/order/checkoutStarted",
    {
      onRequest: app.requireUser,
      // An empty body is a visit with the cart as saved.
      schema: { tags: ["cart"], body: UpdateCartBodySchema.partial().optional(), response: { 200: Done } },
    },
    async (request) => {
      await recordCheckoutVisit(deps, request.user.id, request.body?.cart);
      return { success: true as const, message: "Checkout noted" };
    },
  );

  app.get("/recovery/restoreCart", { schema: { tags: ["cart"], querystring: LinkQuery } }, async (request, reply) => {
    await restoreCartFromLink(deps, request.query.token);
    return reply.redirect("/booking", 303);
  });

  app.get(
    "/recovery/stopReminders",
    { schema: { tags: ["cart"], querystring: LinkQuery, response: { 200: Done } } },
    async (request) => {
      await stopRemindersFromLink(deps, request.query.token);
      return { success: true as const, message: "You will get no more reminders about carts you leave" };
    },
  );

  app.post(
    "/products/notifyMe",
    { onRequest: app.requireUser, schema: { tags: ["catalogue"], body: NotifyMeBodySchema, response: { 200: Done } } },
    async (request) => {
      await requestRestockNotice(deps, request.user.id, {
        productId: request.body.productId,
        buyingOptionId: request.body.sizeId,
      });
      return { success: true as const, message: "We will let you know when this size is back" };
    },
  );

  app.post(
    "/products/notifyLikeThis",
    { onRequest: app.requireUser, schema: { tags: ["catalogue"], body: NotifyLikeThisBodySchema, response: { 200: Done } } },
    async (request) => {
      await requestSimilarPieceNotice(deps, request.user.id, request.body.productId);
      return { success: true as const, message: "We will let you know when a piece like this comes in" };
    },
  );

  app.get(
    "/reports/abandonedCheckouts",
    {
      onRequest: app.requirePermission("orders.read"),
      schema: {
        tags: ["admin"],
        querystring: ReportRangeQuerySchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), report: AbandonedCheckoutReportSchema }),
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Abandoned checkouts",
      report: await abandonedCheckoutReport(deps, request.query),
    }),
  );
};
