import { answerWith, can, minutesLeftToConfirm, OrderIdBodySchema, OrderSchema } from "@pallu/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { and, asc, isNotNull, isNull, eq } from "drizzle-orm";
import { z } from "zod";
import { orders } from "../../db/schema/index.js";
import { conflict } from "../../lib/app-error.js";
import { askToConfirmPage, outcomePage, type PageAnswer } from "./cod-confirm-page.js";
import { confirmCodFromLink, confirmCodOrder, orderOfLink, standingOf } from "./cod-confirmation.js";
import { adminActor, shopperActor } from "../orders/index.js";
import { orderService } from "../orders/index.js";
import { returnToOrigin } from "./return-to-origin.js";
import { shopBrand, type SettingsDeps } from "../settings/index.js";

const OrderAnswer = answerWith({ order: OrderSchema });
const LinkToken = z.object({
  token: z.string({ message: "token is required" }).min(1, { message: "token is required" }).max(200),
});
/** The awaiting orders the desk shows at once: the oldest deadlines first. */
const AWAITING_LIMIT = 100;

async function sendPage(deps: SettingsDeps, reply: FastifyReply, answer: PageAnswer) {
  const { name } = await shopBrand(deps);
  // The link's secret is in the address: no cache keeps the page and no other site is told of it.
  return reply
    .code(answer.status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .send(answer.html(name));
}

export const codRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const ordersOf = orderService(deps);

  // The one-tap link opens a page with the button; only the button's POST confirms.
  app.get("/order/confirmCod", { schema: { tags: ["orders"], querystring: LinkToken } }, async (request, reply) => {
    const order = await orderOfLink(deps, request.query.token);
    if (!order) return sendPage(deps, reply, outcomePage({ kind: "invalidLink" }));
    const standing = standingOf(order);
    return sendPage(
      deps,
      reply,
      standing ? outcomePage(standing) : askToConfirmPage(order, request.query.token, deps.config.publicUrl),
    );
  });

  app.post("/order/confirmCod", { schema: { tags: ["orders"], body: LinkToken } }, async (request, reply) =>
    sendPage(deps, reply, outcomePage(await confirmCodFromLink(deps, request.body.token))),
  );

  app.post(
    "/order/confirmCashOnDelivery",
    {
      onRequest: app.requireUser,
      schema: { tags: ["orders"], body: OrderIdBodySchema, response: { 200: OrderAnswer } },
    },
    async (request) => {
      const by = can(request.user.role, "orders.confirmCod") ? adminActor(request.user) : shopperActor(request.user.id);
      const outcome = await confirmCodOrder(deps, request.body.orderId, by);
      if (outcome.kind === "cancelled") throw conflict("This order was cancelled, so it cannot be confirmed");
      if (outcome.kind === "notAwaiting") throw conflict("This order does not wait for a confirmation");
      const message = outcome.kind === "confirmed" ? "Order confirmed" : "Order already confirmed";
      return { success: true as const, message, order: await ordersOf.orderFor(request.body.orderId, request.user) };
    },
  );

  app.post(
    "/order/getAwaitingCodOrders",
    {
      onRequest: app.requirePermission("orders.read"),
      schema: {
        tags: ["admin"],
        response: {
          200: answerWith({
            orders: z.array(
              z.object({ order: OrderSchema, ageMinutes: z.number().int(), minutesLeft: z.number().int() }),
            ),
          }),
        },
      },
    },
    async () => {
      const awaiting = and(eq(orders.status, "pending"), isNotNull(orders.codConfirmBy), isNull(orders.codConfirmedAt));
      const { orders: found } = await ordersOf.page(awaiting, 1, AWAITING_LIMIT, {
        forAdmin: true,
        orderBy: [asc(orders.codConfirmBy)],
      });
      const now = deps.now();
      return {
        success: true as const,
        message: "Cash on delivery orders awaiting confirmation",
        orders: found.map((order) => ({
          order,
          ageMinutes: Math.max(0, Math.floor((now.getTime() - Date.parse(order.createdAt)) / 60_000)),
          minutesLeft: minutesLeftToConfirm(new Date(order.codConfirmation!.confirmBy), now),
        })),
      };
    },
  );

  app.post(
    "/order/returnedToOrigin",
    {
      onRequest: app.requirePermission("orders.deliver"),
      schema: { tags: ["admin"], body: OrderIdBodySchema, response: { 200: OrderAnswer } },
    },
    async (request) => {
      const { recorded } = await returnToOrigin(deps, request.body.orderId, adminActor(request.user));
      const message = recorded ? "Recorded as returned to origin" : "Already recorded as returned to origin";
      return { success: true as const, message, order: await ordersOf.orderFor(request.body.orderId, request.user) };
    },
  );
};
