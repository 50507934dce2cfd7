import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { TestGateway } from "../../integrations/razorpay/test-gateway.js";
import { notFound } from "../../lib/app-error.js";
import { isOwnPayment, releaseFailedPayment } from "./release-failed-payment.js";

/** The TEST MODE checkout's Pay and Fail buttons; these routes exist only without Razorpay keys. */
export const testGatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateway = app.deps.payments;
  if (!(gateway instanceof TestGateway)) return;

  app.post(
    "/payments/test-gateway/complete",
    {
      onRequest: app.requireUser,
      schema: { tags: ["payments"], body: z.object({ order_id: z.string().max(64), outcome: z.enum(["success", "failure"]) }) },
    },
    async (request) => {
      if (!(await isOwnPayment(app.deps, request.body.order_id, request.user.id))) throw notFound("Payment order not found");
      if (request.body.outcome === "failure") {
        gateway.fail(request.body.order_id);
        await releaseFailedPayment(app.deps, request.body.order_id, "payment failed", request.user.id);
        return { success: false, message: "Oops! Payment Failed." };
      }
      const result = gateway.pay(request.body.order_id);
      if (!result) throw notFound("Payment order not found");
      return { success: true, message: "Payment Successful", ...result };
    },
  );
};
