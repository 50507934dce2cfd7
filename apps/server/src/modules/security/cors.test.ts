import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.js";
import { useTestShop } from "../../test/file-fixtures.js";

const SHOP = "http://shop.test";
const ADMIN_SITE = "https://admin.shop.test";
const FOREIGN = "https://evil.example";

const shop = useTestShop({ CORS_ORIGINS: ` ${ADMIN_SITE}/ , https://partner.shop.test` });

const corsHeadersOf = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((name) => name.startsWith("access-control-"));

function preflight(origin: string, url = "/api/v1/order/updateMyCart") {
  return shop.app.inject({
    method: "OPTIONS",
    url,
    headers: {
      origin,
      "access-control-request-method": "POST",
      "access-control-request-headers": "authorization, content-type",
    },
  });
}

const getProduct = (headers: Record<string, string>): InjectOptions => ({
  method: "POST",
  url: "/api/v1/products/getProduct",
  headers: { "content-type": "application/json", ...headers },
  payload: { id: "00000000-0000-4000-8000-000000000000" },
});

describe("cross-origin requests", () => {
  it("lets the shop's own origin read answers with credentials", async () => {
    const response = await shop.app.inject({ method: "GET", url: "/api/v1/health", headers: { origin: SHOP } });
    expect(response.headers["access-control-allow-origin"]).toBe(SHOP);
    expect(response.headers["access-control-allow-credentials"]).toBe("true");
    expect(String(response.headers.vary)).toMatch(/\bOrigin\b/);
  });

  it("lets an origin listed in CORS_ORIGINS read answers, named exactly", async () => {
    const response = await shop.app.inject(getProduct({ origin: ADMIN_SITE }));
    expect(response.headers["access-control-allow-origin"]).toBe(ADMIN_SITE);
    expect(response.headers["access-control-allow-credentials"]).toBe("true");
  });

  it("answers a preflight from an allowed origin with 204, the methods, the headers and a max-age", async () => {
    const response = await preflight(ADMIN_SITE);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(response.headers["access-control-allow-origin"]).toBe(ADMIN_SITE);
    expect(response.headers["access-control-allow-credentials"]).toBe("true");
    expect(String(response.headers["access-control-allow-methods"]).split(", ")).toEqual(
      expect.arrayContaining(["GET", "POST", "PUT", "DELETE"]),
    );
    expect(response.headers["access-control-allow-headers"]).toBe("authorization, content-type");
    expect(Number(response.headers["access-control-max-age"])).toBeGreaterThan(0);
  });

  it("answers preflights for any path, even one without a route, without reaching the not-found handler", async () => {
    const response = await preflight(SHOP, "/api/v1/no/such/route");
    expect(response.statusCode).toBe(204);
  });

  it("gives a foreign origin no CORS headers on a GET", async () => {
    const response = await shop.app.inject({ method: "GET", url: "/api/v1/health", headers: { origin: FOREIGN } });
    expect(response.statusCode).toBe(200);
    expect(corsHeadersOf(response.headers)).toEqual([]);
  });

  it("gives a foreign origin no CORS headers on a POST, even a signed-in one", async () => {
    const response = await shop.app.inject(getProduct({ origin: FOREIGN, authorization: "Bearer some-token" }));
    expect(corsHeadersOf(response.headers)).toEqual([]);
  });

  it("treats a look-alike of an allowed origin as foreign", async () => {
    for (const origin of [`${SHOP}.evil.example`, "https://shop.test", `${SHOP}:8080`, "null"]) {
      const response = await shop.app.inject({ method: "GET", url: "/api/v1/health", headers: { origin } });
      expect(corsHeadersOf(response.headers), origin).toEqual([]);
    }
  });

  it("refuses a preflight from a foreign origin with 403 and a clear message", async () => {
    const response = await preflight(FOREIGN);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: expect.stringMatching(/not allowed/) });
    expect(corsHeadersOf(response.headers)).toEqual([]);
  });

  it("gives same-origin requests without an Origin header no CORS headers, only Vary: Origin", async () => {
    const read = await shop.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(read.statusCode).toBe(200);
    expect(corsHeadersOf(read.headers)).toEqual([]);
    expect(String(read.headers.vary)).toMatch(/\bOrigin\b/);
    const options = await shop.app.inject({ method: "OPTIONS", url: "/api/v1/health" });
    expect(options.statusCode).toBe(404);
    expect(corsHeadersOf(options.headers)).toEqual([]);
  });

  it("answers every preflight from one catch-all route, none per API route", () => {
    expect(shop.app.routeTable.filter((route) => route.method === "OPTIONS")).toEqual([{ method: "OPTIONS", url: "*" }]);
  });
});

describe("the CORS_ORIGINS setting", () => {
  it("refuses to start with something that is not an http(s) URL", () => {
    for (const value of ["admin.shop.test", "https://ok.test, ftp://files.test", "javascript:alert(1)"]) {
      expect(() => loadConfig({ CORS_ORIGINS: value }), value).toThrow(ConfigError);
    }
  });

  it("keeps only the origin of each URL", () => {
    expect(loadConfig({ CORS_ORIGINS: "https://admin.shop.test/orders, http://localhost:5173" }).corsOrigins).toEqual([
      "https://admin.shop.test",
      "http://localhost:5173",
    ]);
  });
});
