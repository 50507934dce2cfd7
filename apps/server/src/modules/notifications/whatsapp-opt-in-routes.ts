import { WhatsAppOptInResponseSchema, WhatsAppOptInSchema } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { whatsAppOptIns } from "./whatsapp-opt-in.js";

/** GET and PUT /user/whatsapp: the signed-in customer's own WhatsApp choice. */
export const whatsAppOptInRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ["accounts"], response: { 200: WhatsAppOptInResponseSchema } };
  const optIns = whatsAppOptIns(app.deps.db);
  const whatsappAvailable = app.deps.whatsapp.transport !== "off";

  app.get("/user/whatsapp", { onRequest: app.requireUser, schema }, async (request) => ({
    success: true as const,
    message: "WhatsApp updates",
    whatsappOptIn: await optIns.of(request.user.id),
    whatsappAvailable,
  }));

  app.put("/user/whatsapp", { onRequest: app.requireUser, schema: { ...schema, body: WhatsAppOptInSchema } }, async (request) => {
    const { whatsappOptIn } = request.body;
    await optIns.set(request.user.id, whatsappOptIn);
    return {
      success: true as const,
      message: whatsappOptIn ? "We will send your order updates on WhatsApp too" : "No more WhatsApp updates",
      whatsappOptIn,
      whatsappAvailable,
    };
  });
};
