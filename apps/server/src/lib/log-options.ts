import type { FastifyRequest, FastifyServerOptions } from "fastify";

/** Where log lines go instead of stdout (a test's capture, for example). */
export type LogStream = { write(line: string): void };

// Mailed links put their token in the page's path; the browser then asks the server for that page.
const TOKEN_IN_PATH = /^(\/(?:reset-password|verify|pay|api\/v1\/payments\/link)\/)[^/?#]+/;
const SECRET_QUERY_VALUE = /([?&](?:token|otp|password|code)=)[^&#]*/gi;

/** A URL as it may be logged: the tokens of mailed links and any secret query value masked. */
export function loggableUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, "$1[redacted]").replace(SECRET_QUERY_VALUE, "$1[redacted]");
}

/** Fastify's logger: request lines without secrets in URLs, headers or cookies. */
export function loggerOptions(level: string, stream: LogStream | undefined): FastifyServerOptions["logger"] {
  if (level === "silent") return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
      censor: "[redacted]",
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
