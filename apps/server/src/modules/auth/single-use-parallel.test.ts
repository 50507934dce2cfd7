import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { aSignedInUser, aUser, signIn } from "../../test/user-builders.js";
import { sentTo } from "../../test/outbox.js";

/** Single-use links and codes, each submitted ten times at the same moment. */
const TIMES = 10;

const shop = useTestShop();

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: "POST", url: `/api/v1${url}`, headers, payload });
const statusesOf = (responses: { statusCode: number }[]) =>
  responses.map((response) => response.statusCode).sort((a, b) => a - b);
const times = <T>(make: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: TIMES }, (_, index) => make(index)));

const linkOrCodeSentTo = (to: string, pattern: RegExp) => sentTo(shop.deps.db, to, pattern);

describe("a single-use link or code submitted ten times at once works once", () => {
  it("a password reset link sets one password and refuses the other nine", async () => {
    const user = await aUser(shop.deps.db);
    await post("/auth/getResetPasswordLink", { email: user.email });
    const token = await linkOrCodeSentTo(user.email!, /http:\/\/shop\.test\/reset-password\/([\w-]+)/);
    const responses = await times((i) => post("/auth/resetPassword", { token, password: `new-secret-${i}` }));
    expect(statusesOf(responses)).toEqual([200, ...Array(TIMES - 1).fill(400)]);
    const winner = responses.findIndex((response) => response.statusCode === 200);
    expect(await signIn(shop.app, { email: user.email, password: `new-secret-${winner}` })).toBeTruthy();
    const losers = Array.from({ length: TIMES }, (_, i) => i).filter((i) => i !== winner);
    // each from its own address, as one address trying nine passwords would be slowed down first
    for (const i of losers) {
      const payload = { email: user.email, password: `new-secret-${i}` };
      const response = await shop.app.inject({ method: "POST", url: "/api/v1/user/signin", payload, remoteAddress: `10.1.0.${i}` });
      expect(response.statusCode).toBe(401);
    }
  });

  it("a verification link verifies the account once", async () => {
    const { headers, user } = await aSignedInUser(shop.deps.db, { isVerified: false });
    expect((await post("/auth/getVerificationLink", {}, headers)).statusCode).toBe(200);
    const token = await linkOrCodeSentTo(user.email!, /http:\/\/shop\.test\/verify\/([\w-]+)/);
    const responses = await times(() => post("/auth/verification", { token }, headers));
    expect(statusesOf(responses)).toEqual([200, ...Array(TIMES - 1).fill(400)]);
    const [row] = await shop.deps.db.select({ isVerified: users.isVerified }).from(users).where(eq(users.id, user.id));
    expect(row!.isVerified).toBe(true);
  });

  it("a sign-up code creates one account", async () => {
    const email = "meera.iyer@example.com";
    await post("/auth/sendOTP", { email });
    const otp = await linkOrCodeSentTo(email, /\b(\d{6})\b/);
    const form = { fullname: "Meera Iyer", email, password: "ikat-weave-9", confirmPassword: "ikat-weave-9", otp };
    const responses = await times(() => post("/user/signup", form));
    expect(statusesOf(responses)).toEqual([201, ...Array(TIMES - 1).fill(400)]);
    expect(await shop.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});
