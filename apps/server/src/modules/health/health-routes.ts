import { answerWith, MessageResponseSchema } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pingDatabase } from "../../db/client.js";


/**
 * Liveness says the process answers; readiness (and /health) that it can reach its database.
 * While shutting down, Fastify itself answers 503 to new requests, so a draining instance
 * leaves the load balancer's pool.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/health/live", { schema: { tags: ["operations"], response: { 200: MessageResponseSchema } } }, async () => ({
    success: true as const,
    message: "alive",
  }));

  for (const path of ["/health", "/health/ready"]) {
    app.get(
      path,
      {
        schema: {
          tags: ["operations"],
          response: {
            200: answerWith({ database: z.string() }),
            503: z.object({ success: z.literal(false), message: z.string() }),
          },
        },
      },
      async (_request, reply) => {
        try {
          await pingDatabase(app.deps.db);
          return { success: true as const, message: "ok", database: app.deps.database.driver };
        } catch {
          return reply.status(503).send({ success: false as const, message: "Database unavailable" });
        }
      },
    );
  }
};
