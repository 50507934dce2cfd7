import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users, userTokens } from "../../db/schema/index.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { newestTo } from "../../test/outbox.js";
import { aSignedInUser } from "../../test/user-builders.js";

let clock = new Date("2025-04-01T08:00:00Z");
const shop = useTestShop({}, { now: () => clock });

type Headers = { authorization: string };
const verify = (headers: Headers | undefined, token: string) =>
  shop.app.inject({
    method: "POST",
    url: "/api/v1/auth/verification",
    ...(headers ? { headers } : {}),
    payload: { token },
  });

async function linkTokenFor(headers: Headers, to: string): Promise<string> {
  const response = await shop.app.inject({ method: "POST", url: "/api/v1/auth/getVerificationLink", headers });
  expect(response.statusCode).toBe(200);
  const message = await newestTo(shop.deps.db, to);
  // An SMS carries the shop's short link (DLT allows 30 characters per value): follow it.
  const shortLink = message?.text.match(/http:\/\/shop\.test(\/l\/[\w-]{20})/)?.[1];
  const link = shortLink ? (await shop.app.inject({ method: "GET", url: shortLink })).headers.location : message?.text;
  return String(link).match(/http:\/\/shop\.test\/verify\/([\w-]+)/)?.[1] ?? "";
}

describe("verifying an account", () => {
  it("mails a single-use link that verifies the account of the caller", async () => {
    const { headers, user } = await aSignedInUser(shop.deps.db, { isVerified: false });
    const token = await linkTokenFor(headers, user.email!);
    expect(token).toHaveLength(43);
    const [stored] = await shop.deps.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(stored?.tokenHash).not.toBe(token);

    const response = await verify(headers, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "Your account is activated" });
    const me = await shop.app.inject({ method: "GET", url: "/api/v1/user/getUser", headers });
    expect(me.json()).toMatchObject({ user: { isVerified: true } });
    expect((await verify(headers, token)).statusCode).toBe(400);
  });

  it("refuses another account's link with 403 and leaves both accounts as they were", async () => {
    const owner = await aSignedInUser(shop.deps.db, { isVerified: false });
    const stranger = await aSignedInUser(shop.deps.db, { isVerified: false });
    const token = await linkTokenFor(owner.headers, owner.user.email!);
    const response = await verify(stranger.headers, token);
    expect(response.statusCode).toBe(403);
    const rows = await shop.deps.db.select({ id: users.id, isVerified: users.isVerified }).from(users);
    expect(
      rows.filter((row) => [owner.user.id, stranger.user.id].includes(row.id)).every((row) => !row.isVerified),
    ).toBe(true);
    expect((await verify(owner.headers, token)).statusCode).toBe(200);
  });

  it("needs the caller to be logged in", async () => {
    const { headers, user } = await aSignedInUser(shop.deps.db, { isVerified: false });
    const token = await linkTokenFor(headers, user.email!);
    expect((await verify(undefined, token)).statusCode).toBe(401);
  });

  it("refuses an expired link after 24 hours and an unknown one, with a clear message", async () => {
    const { headers, user } = await aSignedInUser(shop.deps.db, { isVerified: false });
    const token = await linkTokenFor(headers, user.email!);
    clock = new Date(clock.getTime() + 24 * 3_600_000 + 1000);
    for (const attempt of [token, "not-a-real-token"]) {
      const response = await verify(headers, attempt);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: "This verification link is invalid or has expired. Please request a new one from My Account.",
      });
    }
  });

  it("sends the link by SMS to a phone-only account", async () => {
    const { headers } = await aSignedInUser(shop.deps.db, { email: null, phone: "9111100001", isVerified: false });
    const token = await linkTokenFor(headers, "9111100001");
    expect((await verify(headers, token)).statusCode).toBe(200);
  });

  it("does not send a link to an account that is already verified", async () => {
    const { headers } = await aSignedInUser(shop.deps.db, { isVerified: true });
    const response = await shop.app.inject({ method: "POST", url: "/api/v1/auth/getVerificationLink", headers });
    expect(response.statusCode).toBe(409);
  });
});
