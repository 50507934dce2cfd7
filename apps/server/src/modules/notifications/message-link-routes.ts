import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { openShortLink } from "./message-links.js";

const ParamsSchema = z.object({ code: z.string().regex(/^[\w-]{20}$/) });

/** GET /l/:code: a text message's short link; an unknown or lapsed one leads to the shop's front page. */
export const messageLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/l/:code", { schema: { hide: true } }, async (request, reply) => {
    const params = ParamsSchema.safeParse(request.params);
    const url = params.success ? await openShortLink(app.deps.db, params.data.code, app.deps.now()) : null;
    return reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer").redirect(url ?? "/", 302);
  });
};
