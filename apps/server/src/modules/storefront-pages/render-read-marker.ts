import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";

/**
 * How the API knows a read comes from a page render in this process, not from a client: a header
 * carrying a secret drawn at start-up. It never leaves the process (render reads are `app.inject`
 * calls, and no answer or log line carries request headers), so a client cannot send its value.
 */
export const RENDER_READ_HEADER = "x-pallu-page-render";
const secret = Buffer.from(randomBytes(32).toString("base64url"));

export const renderReadHeaders = () => ({ [RENDER_READ_HEADER]: secret.toString() });

export function isRenderRead(request: FastifyRequest): boolean {
  const sent = request.headers[RENDER_READ_HEADER];
  if (typeof sent !== "string") return false;
  const claimed = Buffer.from(sent);
  return claimed.length === secret.length && timingSafeEqual(claimed, secret);
}
