import { isIPv4 } from "node:net";
import type { FastifyRequest } from "fastify";
import { notFound } from "../../lib/app-error.js";

const LOOPBACK_SOCKETS = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Headers a proxy or relay adds on someone else's behalf (besides every X-Forwarded-*): a proxy on
 * this machine connects from loopback too, so any of them means the asker may be anywhere.
 */
const FORWARDING_HEADERS = new Set([
  "forwarded",
  "via",
  "x-real-ip",
  "x-client-ip",
  "x-cluster-client-ip",
  "true-client-ip",
  "cf-connecting-ip",
  "fastly-client-ip",
]);

const isForwardingHeader = (name: string) => name.startsWith("x-forwarded") || FORWARDING_HEADERS.has(name);

/**
 * The names a browser on this machine reaches the shop by. Any other name, even on a loopback socket,
 * may be a page whose domain was pointed at 127.0.0.1 to read the outbox from a developer's browser,
 * or a proxy that passes on the shop's public name.
 */
function namesThisMachine(host: string | undefined): boolean {
  if (!host) return false;
  const name = (host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.split(":")[0]!).toLowerCase();
  return name === "localhost" || name.endsWith(".localhost") || name === "[::1]" || (isIPv4(name) && name.startsWith("127."));
}

/**
 * Whether a request came straight from a browser or tool on this machine: a loopback socket, a
 * loopback name, and no sign that it was relayed. Whatever TRUST_PROXY says, the socket decides.
 */
export function isFromThisMachineDirectly(request: FastifyRequest): boolean {
  return (
    LOOPBACK_SOCKETS.has(request.socket.remoteAddress ?? "") &&
    !Object.keys(request.headers).some(isForwardingHeader) &&
    namesThisMachine(request.headers.host)
  );
}

/** An onRequest hook: anything else is told the page does not exist. */
export async function onlyFromThisMachine(request: FastifyRequest): Promise<void> {
  if (!isFromThisMachineDirectly(request)) throw notFound();
}
