import { describe, expect, it } from "vitest";
import { useTestShop } from "../../test/file-fixtures.js";
import { aUser, bearer, signIn } from "../../test/user-builders.js";

const shop = useTestShop();

describe("signing in and out", () => {
  it("gives a token that reads the user's profile without any secret field", async () => {
    const user = await aUser(shop.deps.db, { fullname: "Meera Iyer" });
    const token = await signIn(shop.app, user);
    const response = await shop.app.inject({ method: "GET", url: "/api/v1/user/getUser", headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { user: Record<string, unknown> };
    expect(body.user).toMatchObject({ _id: user.id, fullname: "Meera Iyer", userType: "Customer", address: [] });
    expect(response.body).not.toMatch(/password|hash|token/i);
  });

  it("accepts the session from the httpOnly cookie set at sign-in", async () => {
    const user = await aUser(shop.deps.db);
    const response = await shop.app.inject({ method: "POST", url: "/api/v1/user/signin", payload: { email: user.email, password: user.password } });
    const cookie = response.cookies.find((c) => c.name === "pallu_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    const me = await shop.app.inject({ method: "GET", url: "/api/v1/user/getToken", cookies: { pallu_session: cookie!.value } });
    expect(me.statusCode).toBe(200);
  });

  it("answers a wrong password and an unknown email in exactly the same way", async () => {
    const user = await aUser(shop.deps.db);
    const wrong = await shop.app.inject({ method: "POST", url: "/api/v1/user/signin", payload: { email: user.email, password: "not-the-password" } });
    const unknown = await shop.app.inject({ method: "POST", url: "/api/v1/user/signin", payload: { email: "nobody@example.com", password: "not-the-password" } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
  });

  it("refuses the token after logout", async () => {
    const user = await aUser(shop.deps.db);
    const token = await signIn(shop.app, user);
    const logout = await shop.app.inject({ method: "POST", url: "/api/v1/user/logout", headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    const after = await shop.app.inject({ method: "GET", url: "/api/v1/user/getUser", headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false });
  });

  it("validates the login form with the spec's messages", async () => {
    const cases: [object, string][] = [
      [{ email: "not-an-email", password: "secret-1" }, "Invalid email address"],
      [{ phone: "12345", password: "secret-1" }, "Invalid phone number"],
      [{ email: "a@b.co", password: "12345" }, "Password must be at least 6 characters"],
      [{ password: "secret-1" }, "Please provide either an email or a phone number."],
    ];
    for (const [payload, message] of cases) {
      const response = await shop.app.inject({ method: "POST", url: "/api/v1/user/signin", payload });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toContain(message);
    }
  });

  it("slows repeated failed logins from one client on one account down with 429 and Retry-After", async () => {
    const user = await aUser(shop.deps.db);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await shop.app.inject({ method: "POST", url: "/api/v1/user/signin", payload: { email: user.email, password: "wrong-password" } });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
  });
});
