import {
  answerWith,
  AssignAwbBodySchema,
  CourierRateSchema,
  DeliveryProblemSchema,
  MessageResponseSchema,
  ServiceabilityQuerySchema,
  ServiceabilitySchema,
  ShipmentOrderQuerySchema,
  ShipmentSchema,
} from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { unauthenticated } from "../../lib/app-error.js";
import { constantTimeEqual, hashToken } from "../../lib/secure-token.js";
import { adminActor } from "../orders/index.js";
import { TrackingEventSchema, handleTrackingEvent } from "../order-lifecycle/index.js";
import { checkServiceability } from "./serviceability.js";
import {
  assignAwb,
  cancelShipment,
  courierRatesFor,
  createShipment,
  deliveryProblems,
  requestPickup,
  shipmentFor,
  shippingDocument,
} from "./shipment-desk.js";

/** Where Shiprocket posts tracking news: its panel refuses an address that names it, so the path says "courier". */
export const COURIER_TRACKING_PATH = "/courier/tracking";

const ShipmentAnswer = answerWith({ shipment: ShipmentSchema });

export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  // The token Shiprocket sends as x-api-key is checked before anything in the body is looked at;
  // comparing digests keeps even its length from showing in the time taken.
  const requireTrackingToken = async (request: { headers: Record<string, unknown> }) => {
    const expected = app.deps.config.shiprocketWebhookToken;
    const token = request.headers["x-api-key"];
    if (!expected || typeof token !== "string" || !constantTimeEqual(hashToken(expected), hashToken(token))) throw unauthenticated("Invalid webhook token");
  };
  const tracking = {
    onRequest: requireTrackingToken,
    schema: { tags: ["shipping"], body: TrackingEventSchema, response: { 200: MessageResponseSchema } },
  };
  app.post(COURIER_TRACKING_PATH, tracking, async (request) => ({ success: true as const, message: await handleTrackingEvent(app.deps, request.body) }));
  // The address first documented; kept so a webhook set up with it keeps working.
  app.post("/shipping/shiprocket/webhook", { ...tracking, schema: { ...tracking.schema, hide: true } }, async (request) => ({
    success: true as const,
    message: await handleTrackingEvent(app.deps, request.body),
  }));

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

  const shipping = { onRequest: app.requirePermission("orders.ship") };
  const reading = { onRequest: app.requirePermission("orders.read") };
  const shipmentStep = (path: string, step: (orderId: string, by: ReturnType<typeof adminActor>) => ReturnType<typeof createShipment>, message: string) =>
    app.post(
      path,
      { ...shipping, schema: { tags: ["admin"], body: ShipmentOrderQuerySchema, response: { 200: ShipmentAnswer } } },
      async (request) => ({ success: true as const, message, shipment: await step(request.body.orderId, adminActor(request.user)) }),
    );

  app.get(
    "/shipping/getShipment",
    { ...reading, schema: { tags: ["admin"], querystring: ShipmentOrderQuerySchema, response: { 200: ShipmentAnswer } } },
    async (request) => ({ success: true as const, message: "Shipment", shipment: await shipmentFor(app.deps, request.query.orderId) }),
  );

  app.get(
    "/shipping/getCourierRates",
    {
      ...shipping,
      schema: { tags: ["admin"], querystring: ShipmentOrderQuerySchema, response: { 200: answerWith({ couriers: z.array(CourierRateSchema) }) } },
    },
    async (request) => ({ success: true as const, ...(await courierRatesFor(app.deps, request.query.orderId)) }),
  );

  shipmentStep("/shipping/createShipment", (orderId, by) => createShipment(app.deps, orderId, by), "Shipment booked with Shiprocket");
  shipmentStep("/shipping/requestPickup", (orderId, by) => requestPickup(app.deps, orderId, by), "Pickup requested");
  shipmentStep("/shipping/cancelShipment", (orderId, by) => cancelShipment(app.deps, orderId, by), "Shipment cancelled");

  app.post(
    "/shipping/assignAwb",
    { ...shipping, schema: { tags: ["admin"], body: AssignAwbBodySchema, response: { 200: ShipmentAnswer } } },
    async (request) => ({
      success: true as const,
      message: "AWB assigned",
      shipment: await assignAwb(app.deps, request.body.orderId, request.body.courierId, adminActor(request.user)),
    }),
  );

  for (const kind of ["label", "manifest"] as const) {
    app.get(
      `/shipping/${kind}`,
      { ...shipping, schema: { tags: ["admin"], querystring: ShipmentOrderQuerySchema } },
      async (request, reply) => {
        const document = await shippingDocument(app.deps, request.query.orderId, kind, adminActor(request.user));
        return reply
          .header("content-type", "application/pdf")
          .header("content-disposition", `attachment; filename="${document.filename}"`)
          .header("cache-control", "private, no-store")
          .send(document.pdf);
      },
    );
  }

  app.get(
    "/shipping/getDeliveryProblems",
    { ...reading, schema: { tags: ["admin"], response: { 200: answerWith({ problems: z.array(DeliveryProblemSchema) }) } } },
    async () => ({ success: true as const, message: "Delivery problems", problems: await deliveryProblems(app.deps) }),
  );
};
