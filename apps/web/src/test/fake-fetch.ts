import { vi } from "vitest";

type Handler = (body: unknown, request: Request) => unknown | Promise<unknown>;
export type FakeRoutes = Record<string, Handler>;

export interface FakeCall {
  path: string;
  body: unknown;
}

/**
 * Stands in for the shop's API in component tests: `routes` maps an API path (without the
 * /api/v1 prefix) to a handler whose return value is the JSON answer; a multipart body reaches it as FormData. A handler may throw a
 * `{ status, message, field? }` to answer with an error. Every call is recorded in order.
 */
export function fakeFetch(routes: FakeRoutes) {
  const calls: FakeCall[] = [];
  // The requests as sent (method, query, headers), beside the calls that tests compare whole.
  const requests: { path: string; request: Request }[] = [];
  const NativeRequest = globalThis.Request;
  // jsdom pages live at http://localhost; Node's Request wants absolute URLs.
  class PageRequest extends NativeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === "string" ? new URL(input, "http://localhost").href : input, init);
    }
  }
  vi.stubGlobal("Request", PageRequest);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request) => {
      const path = new URL(input.url).pathname.replace(/^\/api\/v1/, "");
      // A form with a file is multipart: its fields come as FormData, anything else as JSON.
      const multipart = (input.headers.get("content-type") ?? "").startsWith("multipart/form-data");
      const text = multipart ? "" : await input.text();
      const body: unknown = multipart ? await input.formData() : text ? JSON.parse(text) : undefined;
      calls.push({ path, body });
      requests.push({ path, request: input });
      const handler = routes[path];
      if (!handler) return Response.json({ success: false, message: `No fake for ${path}` }, { status: 404 });
      try {
        return Response.json(await handler(body, input));
      } catch (failure) {
        // What else the thrown answer carries (a `field`) goes out beside the message, as the server's errors do.
        const { status = 500, message = "Failed", ...details } = failure as { status?: number; message?: string };
        return Response.json({ success: false, message, ...details }, { status });
      }
    }),
  );
  return {
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    requestsTo: (path: string) => requests.filter((sent) => sent.path === path).map((sent) => sent.request),
  };
}

/** A promise with its resolve in hand, to hold an answer back until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
