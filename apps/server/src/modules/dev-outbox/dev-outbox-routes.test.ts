import { describe, expect, it } from "vitest";
import { useTestShop } from "../../test/file-fixtures.js";
import { codeSentTo } from "../../test/outbox.js";
import { startTestShop } from "../../test/test-app.js";
import { inProcessApi } from "../storefront-pages/index.js";

const shop = useTestShop();
// nginx on the same machine, named as docs/deployment.md tells: it connects from 127.0.0.1 like a developer's browser.
const proxied = useTestShop({ TRUST_PROXY: "127.0.0.1" });
const OUTBOX_URLS = ["/api/v1/dev/outbox", "/dev/outbox"];

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
      subject: expect.stringMatching(/^\d{6} is your Pallu Handlooms OTP$/),
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
    expect(page.body).toContain("Pallu Handlooms dev outbox");
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

  it("answers a page that reaches it by another name than this machine's with 404, as a rebound domain would", async () => {
    for (const url of OUTBOX_URLS) {
      for (const host of ["evil.example", "evil.example:3000", "shop.test", "127.0.0.1.nip.io"]) {
        expect((await shop.app.inject({ method: "GET", url, headers: { host } })).statusCode, `${url} ${host}`).toBe(404);
      }
      for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000", "pallu.localhost:3000", "LOCALHOST"]) {
        expect((await shop.app.inject({ method: "GET", url, headers: { host } })).statusCode, `${url} ${host}`).toBe(200);
      }
    }
  });

  it("is not read by a page rendered for a shopper, though the render reaches the API from this machine", async () => {
    const asRender = await inProcessApi(shop.app, "127.0.0.1")("/dev/outbox");
    expect(asRender.status).toBe(404);
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

describe("the dev outbox behind a proxy on the same machine", () => {
  it("answers nothing the proxy forwards, whichever forwarding header it adds, and still answers the developer", async () => {
    const email = "behind-proxy@example.com";
    await proxied.app.inject({ method: "POST", url: "/api/v1/auth/sendOTP", payload: { email } });
    const code = await codeSentTo(proxied.deps.db, email);
    const forwardedBy: Record<string, string>[] = [
      { "x-forwarded-for": "203.0.113.7" },
      { "x-forwarded-for": "127.0.0.1" },
      { forwarded: "for=203.0.113.7;proto=https" },
      { "x-real-ip": "203.0.113.7" },
      { "x-forwarded-host": "shop.example" },
      { "x-forwarded-proto": "https" },
      { via: "1.1 nginx" },
    ];
    for (const url of OUTBOX_URLS) {
      for (const headers of forwardedBy) {
        const answer = await proxied.app.inject({ method: "GET", url, remoteAddress: "127.0.0.1", headers });
        expect(answer.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
        expect(answer.body).not.toContain(code);
      }
      const developer = await proxied.app.inject({ method: "GET", url, remoteAddress: "127.0.0.1", headers: { host: "localhost:3000" } });
      expect(developer.statusCode, url).toBe(200);
      expect(developer.body).toContain(code);
    }
  });
});
