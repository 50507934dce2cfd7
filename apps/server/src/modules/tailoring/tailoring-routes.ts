import {
  answerWith,
  MessageResponseSchema,
  MoveWorkOrderBodySchema,
  SendLineMeasurementsBodySchema,
  WorkOrderIdBodySchema,
  WorkOrderListQuerySchema,
  WorkOrderSchema,
} from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { printablePicture } from "../images/index.js";
import { renderPdf } from "../pdf-rendering/index.js";
import { queueShipmentOfTailoredOrder } from "../shipping/index.js";
import { tailoringDesk } from "./work-orders.js";

/** The tailoring desk of the back office, and the shopper's measurements sent after ordering (docs/services.md). */
export const tailoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const desk = tailoringDesk(app.deps.db, app.deps.now, queueShipmentOfTailoredOrder);

  app.get(
    "/admin/workOrders",
    {
      onRequest: app.requirePermission("orders.tailoring"),
      schema: { tags: ["admin"], querystring: WorkOrderListQuerySchema, response: { 200: answerWith({ workOrders: z.array(WorkOrderSchema) }) } },
    },
    async (request) => ({ success: true as const, message: "Work orders", workOrders: await desk.list(request.query.stage) }),
  );

  app.post(
    "/admin/moveWorkOrder",
    { onRequest: app.requirePermission("orders.tailoring"), schema: { tags: ["admin"], body: MoveWorkOrderBodySchema, response: { 200: answerWith({ workOrder: WorkOrderSchema }) } } },
    async (request) => ({
      success: true as const,
      message: "Work order moved",
      workOrder: await desk.move(request.body.workOrderId, request.body.stage),
    }),
  );

  app.post(
    "/admin/remindMeasurements",
    { onRequest: app.requirePermission("orders.tailoring"), schema: { tags: ["admin"], body: WorkOrderIdBodySchema, response: { 200: answerWith({ workOrder: WorkOrderSchema }) } } },
    async (request) => ({ success: true as const, message: "Reminder sent", workOrder: await desk.remind(request.body.workOrderId) }),
  );

  app.post(
    "/admin/jobCard",
    { onRequest: app.requirePermission("orders.tailoring"), schema: { tags: ["admin"], body: WorkOrderIdBodySchema } },
    async (request, reply) => {
      const workOrder = await desk.one(request.body.workOrderId);
      const services = await Promise.all(
        workOrder.services.map(async (service) => ({
          ...service,
          stylePicture: service.styleImage ? await printablePicture(service.styleImage, { imageStore: app.deps.imageStore, webDistDir: app.deps.config.webDistDir }) : undefined,
        })),
      );
      const card = { ...workOrder, services };
      const { pdf } = await renderPdf({ kind: "jobCards", cards: [card] });
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="job-card-${card.publicOrderId}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );

  app.post(
    "/order/sendMeasurements",
    { onRequest: app.requireUser, schema: { tags: ["orders"], body: SendLineMeasurementsBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      const { orderId, orderLineId, measurementProfileId } = request.body;
      await desk.receiveMeasurements(request.user.id, orderId, orderLineId, measurementProfileId);
      return { success: true as const, message: "Measurements sent to our tailor" };
    },
  );
};
