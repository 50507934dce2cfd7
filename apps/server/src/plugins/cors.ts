import fastifyCors, { type FastifyCorsOptions } from "@fastify/cors";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { forbidden } from "../lib/app-error.js";

const ALLOWED_METHODS = ["GET", "POST", "PUT", "DELETE"];
const ALLOWED_HEADERS = ["authorization", "content-type"];
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * Cross-origin calls only from the shop's own origin and the configured extra ones; any other
 * origin gets no CORS headers, and its preflights are refused. Every answer varies on Origin, so
 * a shared cache never hands one origin's answer to another.
 */
export const corsPlugin = fp(async (app: FastifyInstance, options: { allowedOrigins: string[] }) => {
  const allowed = new Set(options.allowedOrigins);

  const corsFor = async (request: FastifyRequest): Promise<FastifyCorsOptions> => {
    const origin = request.headers.origin;
    const isPreflight = request.method === "OPTIONS" && request.headers["access-control-request-method"] !== undefined;
    if (!origin || !allowed.has(origin)) {
      if (origin && isPreflight) throw forbidden("Cross-origin requests from this site are not allowed");
      return { origin: false };
    }
    return {
      origin,
      credentials: true,
      methods: ALLOWED_METHODS,
      allowedHeaders: ALLOWED_HEADERS,
      maxAge: PREFLIGHT_MAX_AGE_SECONDS,
      optionsSuccessStatus: 204,
      // An OPTIONS request that is no preflight goes on to the not-found handler, as any other unknown route.
      preflight: isPreflight,
    };
  };

  await app.register(fastifyCors, { delegator: corsFor });
});
