import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { forbidden } from "../lib/app-error.js";

const ALLOWED_METHODS = "GET, POST, PUT, DELETE";
const ALLOWED_HEADERS = "authorization, content-type";
const PREFLIGHT_MAX_AGE_SECONDS = 600;

// Every answer says it depends on Origin, so a shared cache never hands one origin's answer to another.
function varyOnOrigin(reply: FastifyReply): void {
  const vary = reply.getHeader("vary");
  reply.header("vary", vary ? `${String(vary)}, Origin` : "Origin");
}

function allowOrigin(reply: FastifyReply, origin: string): void {
  reply.header("access-control-allow-origin", origin).header("access-control-allow-credentials", "true");
}

/**
 * Cross-origin calls only from the shop's own origin and the configured extra ones; any other
 * origin gets no CORS headers, and its preflights are refused. Preflights are answered here,
 * before routing, so no OPTIONS routes exist.
 */
export const corsPlugin = fp(async (app: FastifyInstance, options: { allowedOrigins: string[] }) => {
  const allowed = new Set(options.allowedOrigins);

  app.addHook("onRequest", async (request, reply) => {
    varyOnOrigin(reply);
    const origin = request.headers.origin;
    if (!origin) return;
    const isPreflight = request.method === "OPTIONS" && request.headers["access-control-request-method"] !== undefined;
    if (!allowed.has(origin)) {
      if (isPreflight) throw forbidden("Cross-origin requests from this site are not allowed");
      return;
    }
    allowOrigin(reply, origin);
    if (isPreflight) {
      return reply
        .header("access-control-allow-methods", ALLOWED_METHODS)
        .header("access-control-allow-headers", ALLOWED_HEADERS)
        .header("access-control-max-age", String(PREFLIGHT_MAX_AGE_SECONDS))
        .code(204)
        .send();
    }
  });
});
