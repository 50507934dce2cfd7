import { answerWith, ColourCreateSchema, ColourIdBodySchema, ColourSchema, ColourUpdateSchema } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { colourService } from "./colour-service.js";

const ColoursResponse = answerWith({ colors: z.array(ColourSchema) });

/** Admin writes of colours at /products/color; every answer carries the full list. */
export const colourAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const colours = colourService(app.deps.db);
  const tags = ["catalogue admin"];
  const response = { 200: ColoursResponse };

  app.post(
    "/products/color",
    { onRequest: app.requirePermission("catalogue.edit"), schema: { tags, body: ColourCreateSchema, response } },
    async (request) => ({ success: true as const, message: "Colour added", colors: await colours.create(request.body) }),
  );

  app.put(
    "/products/color",
    { onRequest: app.requirePermission("catalogue.edit"), schema: { tags, body: ColourUpdateSchema, response } },
    async (request) => ({ success: true as const, message: "Colour updated", colors: await colours.update(request.body) }),
  );

  app.delete(
    "/products/color",
    { onRequest: app.requirePermission("catalogue.delete"), schema: { tags, body: ColourIdBodySchema, response } },
    async (request) => ({ success: true as const, message: "Colour deleted", colors: await colours.remove(request.body.id) }),
  );
};
