import { describe, expect, it } from "vitest";
import { useTestShop } from "../../test/file-fixtures.js";
import { startTestShop } from "../../test/test-app.js";

const shop = useTestShop();

type OutboxBody = {
  success: boolean;
  messages: { to: string; channel: string; subject: string; text: string; createdAt: string }[];
};

describe("the dev outbox", () => {
  it("lists the sign-up code mail, newest first", async () => {
    await shop.app.inject({ method: "POST", url: "/api/v1/auth/sendOTP", payload: { email: "first@example.com" } });
    await shop.app.inject({ method: "POST", url: "/api/v1/auth/sendOTP", payload: { email: "second@example.com" } });
    const response = await shop.app.inject({ method: "GET", url: "/api/v1/dev/outbox" });
    expect(response.statusCode).toBe(200);
    const body = response.json<OutboxBody>();
    expect(body.success).toBe(true);
    expect(body.messages.map((m) => m.to)).toEqual(["second@example.com", "first@example.com"]);
    expect(body.messages[0]).toMatchObject({
      channel: "email",
      subject: expect.stringMatching(/^\d{6} is your Pallu OTP$/),
    });
    expect(body.messages[0]?.text).toMatch(/\b\d{6}\b/);
    expect(body.messages[0]).not.toHaveProperty("html");
  });

  it("filters by recipient", async () => {
    await shop.app.inject({ method: "POST", url: "/api/v1/auth/sendOTP", payload: { phone: "9700000001" } });
    const response = await shop.app.inject({ method: "GET", url: "/api/v1/dev/outbox?to=9700000001" });
    expect(response.json<OutboxBody>().messages).toEqual([
      expect.objectContaining({ to: "9700000001", channel: "sms" }),
    ]);
  });

  it("shows the messages on an HTML page with every value escaped", async () => {
    await shop.app.inject({ method: "POST", url: "/api/v1/auth/sendOTP", payload: { email: "<b>x</b>@example.com" } });
    const page = await shop.app.inject({ method: "GET", url: "/dev/outbox" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("Pallu dev outbox");
    expect(page.body).toContain("first@example.com");
    expect(page.body).toContain("&lt;b&gt;x&lt;/b&gt;@example.com");
    expect(page.body).not.toContain("<b>x</b>");
  });

  it("answers only a browser on this machine, whatever a forwarded header claims", async () => {
    for (const url of ["/api/v1/dev/outbox", "/dev/outbox"]) {
      const stranger = await shop.app.inject({ method: "GET", url, remoteAddress: "203.0.113.9" });
      expect(stranger.statusCode, url).toBe(404);
      expect(stranger.body).not.toContain("OTP");
      const forged = await shop.app.inject({
        method: "GET",
        url,
        remoteAddress: "203.0.113.9",
        headers: { "x-forwarded-for": "127.0.0.1" },
      });
      expect(forged.statusCode, url).toBe(404);
      expect((await shop.app.inject({ method: "GET", url, remoteAddress: "::1" })).statusCode, url).toBe(200);
    }
  });

  it("is never served in production, even when DEV_OUTBOX asks for it", async () => {
    const production_: Record<string, string> = { NODE_ENV: "production", PUBLIC_URL: "https://shop.test" };
    for (const env of [production_, { ...production_, DEV_OUTBOX: "true" }]) {
      const production = await startTestShop(env);
      try {
        expect((await production.app.inject({ method: "GET", url: "/api/v1/dev/outbox" })).statusCode).toBe(404);
        expect((await production.app.inject({ method: "GET", url: "/dev/outbox" })).statusCode).not.toBe(200);
      } finally {
        await production.close();
      }
    }
  });
});
