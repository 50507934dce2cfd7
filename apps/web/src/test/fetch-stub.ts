import { vi } from "vitest";

type Reply = { status?: number; body: unknown };

const ORIGIN = "http://localhost";

/** Node's Request (unlike a browser's) cannot take the API's relative paths; resolve them as a page would. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === "string" ? new URL(input, ORIGIN) : input, init);
  }
}

/**
 * Answers the shop's API calls in a component test: `replies` maps "METHOD /path" (without the
 * /api/v1 prefix) to a reply; anything else is a 404. Returns the recorded calls.
 */
export function stubApi(replies: Record<string, Reply | ((body: unknown) => Reply)>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal("Request", PageRequest);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = input instanceof Request ? input : new PageRequest(input, init);
      const path = new URL(request.url).pathname.replace(/^\/api\/v1/, "");
      const text = request.method === "GET" ? "" : await request.text();
      const body = text ? (JSON.parse(text) as unknown) : undefined;
      calls.push({ method: request.method, path, body });
      const match = replies[`${request.method} ${path}`];
      const reply = typeof match === "function" ? match(body) : (match ?? { status: 404, body: { success: false, message: "Not found" } });
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}
