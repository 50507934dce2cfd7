import { createHash } from "node:crypto";
import { EARLY_TAPS_SCRIPT } from "@pallu/domain";
import { describe, expect, it } from "vitest";
import { useTestShop } from "../../test/file-fixtures.js";

const shop = useTestShop();

const answers = () => [
  shop.app.inject({ method: "GET", url: "/api/v1/products/getAllProduct" }),
  shop.app.inject({ method: "GET", url: "/api/v1/no-such-route" }),
  shop.post("/user/signin", { "content-type": "application/json" }, "{not json"),
  shop.app.inject({ method: "POST", url: "/api/v1/order/getMyOrders" }),
];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe("security headers", () => {
  it("are on every answer: successes, 404s, 400s and 401s alike", async () => {
    for (const response of await Promise.all(answers())) {
      expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
      expect(response.headers["x-powered-by"]).toBeUndefined();
      expect(directives(String(response.headers["content-security-policy"])).get("frame-ancestors")).toEqual(["'none'"]);
    }
  });

  it("let scripts and frames come only from the shop and Razorpay's checkout, never eval, and inline only the early-tap script", async () => {
    const response = await shop.app.inject({ method: "GET", url: "/api/v1/products/getAllProduct" });
    const csp = directives(String(response.headers["content-security-policy"]));
    expect(csp.get("default-src")).toEqual(["'self'"]);
    const earlyTaps = `'sha256-${createHash("sha256").update(EARLY_TAPS_SCRIPT).digest("base64")}'`;
    expect(csp.get("script-src")).toEqual(["'self'", earlyTaps, "https://checkout.razorpay.com"]);
    expect(csp.get("frame-src")).toEqual(["https://api.razorpay.com", "https://checkout.razorpay.com"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
  });
});
