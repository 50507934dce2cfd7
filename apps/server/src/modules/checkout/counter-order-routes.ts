import {
  answerWith,
  COUNTER_ORDER_MESSAGES,
  CounterOrderAnswerSchema,
  CounterOrderBodySchema,
  counterOrderRefusal,
  MessageResponseSchema,
  PaymentLinkSchema,
  PayPageSchema,
  rupeesToPaise,
  SendPaymentLinkBodySchema,
} from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, notFound } from "../../lib/app-error.js";
import { isUuid } from "../../lib/ids.js";
import { queuePaymentLinkNotice } from "../notifications/index.js";
import { orderService } from "../orders/index.js";
import { shopSettings } from "../settings/index.js";
import { userRepository } from "../users/index.js";
import { placeCounterOrder } from "./counter-orders.js";
import { closePaymentLink, paymentLinkById, presentPaymentLink } from "./payment-links.js";
import { payPageOf, payOnTestGateway } from "./pay-page.js";

const LinkIdBodySchema = z.object({ linkId: z.string().max(64) });
const TokenParamsSchema = z.object({ token: z.string().min(10).max(64) });

/** Orders the seller takes in chats, the payment links she sends for them, and the customer's page to pay one. */
export const counterOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ordersOf = orderService(app.deps);

  const linkOf = async (linkId: string) => {
    const found = isUuid(linkId) ? await paymentLinkById(app.deps, linkId) : undefined;
    if (!found) throw notFound(COUNTER_ORDER_MESSAGES.linkNotFound);
    return found;
  };

  app.post(
    "/order/createCounterOrder",
    {
      onRequest: app.requirePermission("orders.createCounter"),
      schema: {
        tags: ["admin"],
        description:
          "An order taken in a chat: for a customer found by id, phone or email (or made with a name and phone), priced by the server, paid by link, cash on delivery, or already paid (with its reference).",
        body: CounterOrderBodySchema,
        response: { 200: CounterOrderAnswerSchema },
      },
    },
    async (request) => {
      const { supportDiscountLimitRupees } = await shopSettings(app.deps);
      const ask = { discountPaise: rupeesToPaise(request.body.discount ?? 0), alreadyPaid: request.body.paymentType === "paid" };
      const refusal = request.user.role && counterOrderRefusal(request.user.role, ask, { supportDiscountLimitRupees });
      if (refusal) throw forbidden(refusal);
      const placed = await placeCounterOrder(app.deps, request.user, request.body);
      const customer = (await userRepository(app.deps.db).findById(placed.customerId))!;
      const link = placed.paymentLinkId ? await linkOf(placed.paymentLinkId) : undefined;
      return {
        success: true as const,
        message: link ? "Payment link created" : "Order placed",
        order: placed.orderId ? await ordersOf.orderFor(placed.orderId, request.user) : null,
        paymentLink: link ? presentPaymentLink(app.deps, link.link, link.intent) : null,
        customer: { _id: customer.id, fullname: customer.fullname, phone: customer.phone, email: customer.email },
      };
    },
  );

  app.post(
    "/order/getPaymentLink",
    {
      onRequest: app.requirePermission("orders.paymentLinks"),
      schema: { tags: ["admin"], description: "A payment link: its page, status, amount and, once paid, its order.", body: LinkIdBodySchema, response: { 200: answerWith({ paymentLink: PaymentLinkSchema }) } },
    },
    async (request) => {
      const { link, intent } = await linkOf(request.body.linkId);
      return { success: true as const, message: "Payment link", paymentLink: presentPaymentLink(app.deps, link, intent) };
    },
  );

  app.post(
    "/order/sendPaymentLink",
    {
      onRequest: app.requirePermission("orders.paymentLinks"),
      schema: { tags: ["admin"], description: "Sends an open payment link to its customer by WhatsApp, SMS or mail.", body: SendPaymentLinkBodySchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      const { link } = await linkOf(request.body.linkId);
      if (link.status !== "created") throw notFound(link.status === "paid" ? COUNTER_ORDER_MESSAGES.linkPaid : COUNTER_ORDER_MESSAGES.linkLapsed);
      await queuePaymentLinkNotice(app.deps.db, link.id, request.body.channel, app.deps.now());
      return { success: true as const, message: "Payment link sent" };
    },
  );

  app.post(
    "/order/cancelPaymentLink",
    {
      onRequest: app.requirePermission("orders.paymentLinks"),
      schema: { tags: ["admin"], description: "Closes an open payment link and puts its pieces back on sale.", body: LinkIdBodySchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      const { link } = await linkOf(request.body.linkId);
      if (!(await closePaymentLink(app.deps, link.id, "cancelled"))) throw notFound(COUNTER_ORDER_MESSAGES.linkLapsed);
      return { success: true as const, message: "Payment link cancelled" };
    },
  );

  app.get(
    "/payments/link/:token",
    {
      schema: { tags: ["payments"], description: "The page a payment link opens: the order and how to pay it, no account needed.", params: TokenParamsSchema, response: { 200: answerWith({ page: PayPageSchema }) } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true as const, message: "Payment link", page: await payPageOf(app.deps, request.params.token) };
    },
  );

  app.post(
    "/payments/link/:token/test-pay",
    {
      schema: {
        tags: ["payments"],
        description: "TEST MODE only (no Razorpay keys): pays the link with the shop's test gateway.",
        params: TokenParamsSchema,
        response: { 200: answerWith({ page: PayPageSchema }) },
      },
    },
    async (request) => {
      await payOnTestGateway(app.deps, request.params.token);
      return { success: true as const, message: "Payment Successful", page: await payPageOf(app.deps, request.params.token) };
    },
  );
};
