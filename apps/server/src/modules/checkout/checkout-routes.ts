import {
  answerWith,
  CheckoutBodySchema,
  CheckoutQuoteBodySchema,
  CheckoutQuoteSchema,
  MessageResponseSchema,
  messages,
  OrderSchema,
  ReservationSchema,
} from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { orderService } from "../orders/index.js";
import { notFound } from "../../lib/app-error.js";
import { handleRazorpayWebhook } from "./razorpay-webhook.js";
import { openReservations } from "./open-reservations.js";
import { releaseFailedPayment } from "./release-failed-payment.js";
import { startOnlinePayment } from "./start-online-payment.js";
import { placeCodOrder } from "./cod-checkout.js";
import { checkoutRequestOf } from "./checkout-quote.js";
import { checkoutQuoteFor } from "./quote-answer.js";
import { VerifyPaymentBodySchema, verifyPayment } from "./verify-payment.js";

const OrderAnswer = answerWith({ order: OrderSchema });

const PaymentAnswer = answerWith({
  payment: z.object({ amount: z.number().int(), currency: z.literal("INR"), id: z.string() }),
  key: z.string(),
  mode: z.enum(["live", "test"]),
});

/** Checkout: the quote, cash on delivery, and the online payment from its start to its settlement. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const ordersOf = orderService(app.deps);

  app.post(
    "/order/getCheckoutQuote",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["orders"],
        body: CheckoutQuoteBodySchema,
        response: { 200: z.object({ success: z.literal(true), message: z.string(), quote: CheckoutQuoteSchema }) },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Checkout quote",
      quote: await checkoutQuoteFor(app.deps, request.user, { ...checkoutRequestOf(request.body), paymentType: request.body.paymentType }),
    }),
  );

  app.post(
    "/order/cashOnDelivery",
    {
      onRequest: app.requireVerifiedUser,
      schema: { tags: ["orders"], body: CheckoutBodySchema, response: { 200: OrderAnswer } },
    },
    async (request) => {
      const orderId = await placeCodOrder(app.deps, request.user, checkoutRequestOf(request.body));
      return { success: true as const, message: "Order placed", order: await ordersOf.orderFor(orderId, request.user) };
    },
  );

  app.post(
    "/order/capturePayment",
    { onRequest: app.requireVerifiedUser, schema: { tags: ["payments"], body: CheckoutBodySchema, response: { 200: PaymentAnswer } } },
    async (request) => ({ success: true as const, message: "Payment order created", ...(await startOnlinePayment(app.deps, request.user, checkoutRequestOf(request.body))) }),
  );

  app.post(
    "/order/verifyPayment",
    {
      onRequest: app.requireVerifiedUser,
      schema: {
        tags: ["payments"],
        body: VerifyPaymentBodySchema,
        response: { 200: answerWith({ order: OrderSchema }) },
      },
    },
    async (request) => {
      const orderId = await verifyPayment(app.deps, request.user.id, request.body);
      return { success: true as const, message: messages.payment.verified, order: await ordersOf.orderFor(orderId, request.user) };
    },
  );

  app.get(
    "/order/reservations",
    {
      onRequest: app.requirePermission("orders.read"),
      schema: {
        tags: ["admin"],
        description: "Open online payments and the stock each holds until it is paid or lapses, soonest to lapse first.",
        response: { 200: answerWith({ reservations: z.array(ReservationSchema) }) },
      },
    },
    async () => ({ success: true as const, message: "Open reservations", reservations: await openReservations(app.deps) }),
  );

  app.post(
    "/order/paymentFailed",
    {
      onRequest: app.requireVerifiedUser,
      schema: {
        tags: ["payments"],
        description: "The checkout's failure callback: the shopper's failed payment gives its reserved stock back at once.",
        body: z.object({ razorpay_order_id: z.string().min(1).max(64) }).loose(),
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const known = await releaseFailedPayment(app.deps, request.body.razorpay_order_id, "payment failed", request.user.id);
      if (!known) throw notFound("Payment order not found");
      return { success: true as const, message: messages.payment.failed };
    },
  );

  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    webhooks.post("/payments/razorpay/webhook", { schema: { tags: ["payments"], hide: true } }, async (request) => {
      const outcome = await handleRazorpayWebhook(app.deps, request.body as Buffer, {
        signature: request.headers["x-razorpay-signature"] as string | undefined,
        eventId: request.headers["x-razorpay-event-id"] as string | undefined,
      });
      return { success: true, message: outcome };
    });
  });
};
