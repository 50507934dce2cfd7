import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ConfigError, loadConfig } from "../../config.js";
import { parseRows } from "../../lib/rows.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { aUser } from "../../test/user-builders.js";

describe("a production shop refuses unsafe fallbacks at start", () => {
  it("needs PUBLIC_URL, and https unless the address is this machine", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/PUBLIC_URL: must be set in production/);
    expect(() => loadConfig({ NODE_ENV: "production", PUBLIC_URL: "http://pallu.example" })).toThrow(ConfigError);
    for (const url of ["https://pallu.example", "http://127.0.0.1:3000", "http://localhost:3000", "http://[::1]:3000"]) {
      expect(loadConfig({ NODE_ENV: "production", PUBLIC_URL: url }).publicUrl).toBe(url);
    }
    expect(loadConfig({ NODE_ENV: "development" }).publicUrl).toBe("http://localhost:3000");
  });

  it("publishes the API's route table only when API_DOCS asks for it", () => {
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://pallu.example" }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://pallu.example", API_DOCS: "true" }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: "development" }).apiDocs).toBe(true);
  });
});

describe("a production shop without mail or SMS settings", () => {
  const shop = useTestShop({ NODE_ENV: "production", PUBLIC_URL: "https://shop.test" });

  it("hides /api/docs, whose table names every admin route", async () => {
    for (const url of ["/api/docs", "/api/docs/json"]) {
      const response = await shop.app.inject({ method: "GET", url });
      expect(response.statusCode, url).not.toBe(200);
      expect(response.body).not.toContain("updateSettings");
    }
  });

  it("answers 503 with a clear message where a code or link would have to be sent, and makes none", async () => {
    const user = await aUser(shop.deps.db, { email: "asha@example.in" });
    const attempts = [
      { url: "/api/v1/auth/sendOTP", payload: { email: "new@example.in" }, channel: "e-mail" },
      { url: "/api/v1/auth/sendOTP", payload: { phone: "9876543210" }, channel: "text messages" },
      { url: "/api/v1/auth/getResetPasswordLink", payload: { email: user.email }, channel: "e-mail" },
      { url: "/api/v1/auth/getResetPasswordLink", payload: { email: "nobody@example.in" }, channel: "e-mail" },
    ];
    for (const attempt of attempts) {
      const response = await shop.app.inject({ method: "POST", url: attempt.url, payload: attempt.payload });
      expect(response.statusCode, attempt.url).toBe(503);
      expect(response.json().message).toContain(`This shop cannot send ${attempt.channel} yet`);
    }
    const [made] = parseRows(
      z.object({ n: z.coerce.number() }),
      await shop.deps.db.execute(sql`SELECT (SELECT count(*) FROM otps) + (SELECT count(*) FROM user_tokens) + (SELECT count(*) FROM outbox_messages) AS n`),
    );
    expect(made?.n).toBe(0);
  });

  it("marks the session cookie Secure, as its address is https", async () => {
    const user = await aUser(shop.deps.db, { email: "ravi@example.in", password: "kurta-lover-8" });
    const response = await shop.app.inject({
      method: "POST",
      url: "/api/v1/user/signin",
      payload: { email: user.email, password: "kurta-lover-8" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((cookie) => cookie.name === "pallu_session")).toMatchObject({ secure: true, httpOnly: true });
  });
});
