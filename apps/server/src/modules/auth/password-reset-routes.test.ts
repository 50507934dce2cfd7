import { describe, expect, it } from "vitest";
import { useTestShop } from "../../test/file-fixtures.js";
import { sentTo } from "../../test/outbox.js";
import { aTestClock } from "../../test/test-app.js";
import { aUser, bearer, signIn } from "../../test/user-builders.js";
import { outboxRepository } from "../dev-outbox/outbox-repository.js";

const clock = aTestClock(new Date("2025-05-01T08:00:00Z"));
const shop = useTestShop({}, { now: clock.now });

const requestLink = (payload: object) =>
  shop.app.inject({ method: "POST", url: "/api/v1/auth/getResetPasswordLink", payload });
const reset = (payload: object) => shop.app.inject({ method: "POST", url: "/api/v1/auth/resetPassword", payload });

const resetTokenFor = (email: string) => sentTo(shop.deps.db, email, /http:\/\/shop\.test\/reset-password\/([\w-]+)/);

describe("resetting a forgotten password", () => {
  it("answers the same whether or not the account exists, and mails a link only to a real one", async () => {
    const user = await aUser(shop.deps.db);
    const known = await requestLink({ email: user.email });
    const unknown = await requestLink({ email: "nobody-here@example.com" });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await resetTokenFor(user.email!)).toHaveLength(43);
    expect(await outboxRepository(shop.deps.db).listNewest(1, "nobody-here@example.com")).toEqual([]);
  });

  it("refuses a common password and keeps the link for a better one", async () => {
    const user = await aUser(shop.deps.db);
    await requestLink({ email: user.email });
    const token = await resetTokenFor(user.email!);

    const common = await reset({ token, password: "Qwerty@123" });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toContain("one of the most common ones");
    expect((await reset({ token, password: "zari-border-ivory-7" })).statusCode).toBe(200);
  });

  it("sets the new password, logs every session out, and works only once", async () => {
    const user = await aUser(shop.deps.db);
    const sessions = [await signIn(shop.app, user), await signIn(shop.app, user)];
    await requestLink({ email: user.email });
    const token = await resetTokenFor(user.email!);

    const response = await reset({ token, password: "new-secret" });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(token);
    for (const session of sessions) {
      expect(
        (await shop.app.inject({ method: "GET", url: "/api/v1/user/getUser", headers: bearer(session) })).statusCode,
      ).toBe(401);
    }
    await expect(signIn(shop.app, user)).rejects.toThrow(/401/);
    expect(await signIn(shop.app, { email: user.email, password: "new-secret" })).toBeTruthy();

    const again = await reset({ token, password: "another-secret" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: "This reset link is invalid or has expired. Please request a new one.",
    });
  });

  it("refuses a link older than 30 minutes", async () => {
    const user = await aUser(shop.deps.db);
    await requestLink({ email: user.email });
    const token = await resetTokenFor(user.email!);
    clock.later(31);
    expect((await reset({ token, password: "new-secret" })).statusCode).toBe(400);
    expect(await signIn(shop.app, user)).toBeTruthy();
  });

  it("validates the new password with the spec's messages", async () => {
    const cases: [object, string][] = [
      [{ token: "t", password: "" }, "Password is required"],
      [{ token: "t", password: "12345" }, "Password must be at least 6 characters"],
      [{ token: "t", password: "x".repeat(201) }, "Password must be at most 200 characters"],
      [{ token: "t", password: "123456", confirmPassword: "654321" }, "Passwords do not match"],
    ];
    for (const [payload, message] of cases) {
      const response = await reset(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
  });

  it("limits reset requests for one address with 429, existing or not", async () => {
    const user = await aUser(shop.deps.db);
    const statuses = async (email: string) => {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) codes.push((await requestLink({ email })).statusCode);
      return codes;
    };
    expect(await statuses(user.email!)).toEqual([200, 200, 200, 429]);
    expect(await statuses("ghost@example.com")).toEqual([200, 200, 200, 429]);
  });
});
