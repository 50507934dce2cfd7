import { MessageResponseSchema, ServiceabilityQuerySchema, ServiceabilitySchema } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { unauthenticated } from "../../lib/app-error.js";
import { constantTimeEqual } from "../../lib/secure-token.js";
import { ShiprocketEventSchema, handleShiprocketEvent } from "./shiprocket-webhook.js";
import { checkServiceability } from "./serviceability.js";

export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  // The shared token is checked before anything in the body is looked at.
  const requireShiprocketToken = async (request: { headers: Record<string, unknown> }) => {
    const expected = app.deps.config.shiprocketWebhookToken;
    const token = request.headers["x-api-key"];
    if (!expected || typeof token !== "string" || !constantTimeEqual(expected, token)) throw unauthenticated("Invalid webhook token");
  };

  app.post(
    "/shipping/shiprocket/webhook",
    { onRequest: requireShiprocketToken, schema: { tags: ["shipping"], hide: true, body: ShiprocketEventSchema } },
    async (request) => ({ success: true, message: await handleShiprocketEvent(app.deps, request.body) }),
  );

  app.get(
    "/shipping/serviceability",
    {
      schema: {
        tags: ["shipping"],
        querystring: ServiceabilityQuerySchema,
        response: { 200: ServiceabilitySchema.extend(MessageResponseSchema.shape) },
      },
    },
    async (request) => ({ success: true as const, ...(await checkServiceability(app.deps, request.query)) }),
  );
};
