import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { otps } from "../../db/schema/index.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { codeSentTo, newestTo } from "../../test/outbox.js";
import { aTestClock } from "../../test/test-app.js";
import { aUser } from "../../test/user-builders.js";

const clock = aTestClock(new Date("2025-03-01T10:00:00Z"));
const shop = useTestShop({}, { now: clock.now });
const later = clock.later;

const sendOtp = (payload: object) => shop.app.inject({ method: "POST", url: "/api/v1/auth/sendOTP", payload });
const signup = (payload: object) => shop.app.inject({ method: "POST", url: "/api/v1/user/signup", payload });
const latestTo = (to: string) => newestTo(shop.deps.db, to);
const codeTo = (to: string) => codeSentTo(shop.deps.db, to);
const details = (email: string, otp: string) => ({
  fullname: "Kavya Menon",
  email,
  password: "silk-and-zari",
  confirmPassword: "silk-and-zari",
  otp,
});
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("sending a one-time code", () => {
  it("mails a 6-digit code and keeps only its hash", async () => {
    const response = await sendOtp({ email: "Kavya@Example.com" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "OTP sent. It is valid for 10 minutes." });
    const code = await codeTo("kavya@example.com");
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await shop.deps.db.select().from(otps).where(eq(otps.target, "kavya@example.com"));
    expect(stored?.codeHash).not.toContain(code);
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(response.body).not.toContain(code);
  });

  it("texts the code to a phone number", async () => {
    expect((await sendOtp({ phone: "9876500001" })).statusCode).toBe(200);
    const sms = await latestTo("9876500001");
    expect(sms).toMatchObject({ channel: "sms" });
    expect(sms?.text).toMatch(/\d{6} is your Pallu Handlooms OTP/);
  });

  it("answers an address that already has an account exactly like a new one, and mails it a notice instead of a code", async () => {
    const user = await aUser(shop.deps.db, { email: "existing@example.com" });
    const known = await sendOtp({ email: user.email });
    const unknown = await sendOtp({ email: "newcomer@example.com" });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    const notice = await latestTo("existing@example.com");
    expect(notice?.subject).toBe("You already have a Pallu Handlooms account");
    expect(notice?.text).not.toMatch(/\b\d{6}\b/);
  });

  it("refuses a fourth code to the same address within 15 minutes with 429, and sends again afterwards", async () => {
    const email = "throttled@example.com";
    for (let i = 0; i < 3; i += 1) expect((await sendOtp({ email })).statusCode).toBe(200);
    const fourth = await sendOtp({ email });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      success: false,
      message: "Too many OTP requests for this email. Please try again in 15 minutes.",
    });
    later(16);
    expect((await sendOtp({ email })).statusCode).toBe(200);
  });

  it("asks to log in before sending a code to add a contact to a profile", async () => {
    const response = await sendOtp({ email: "add-me@example.com", purpose: "add-contact" });
    expect(response.statusCode).toBe(401);
  });

  it("validates the address with the login form's messages", async () => {
    const cases: [object, string][] = [
      [{ email: "not-an-email" }, "Invalid email address"],
      [{ phone: "12345" }, "Invalid phone number"],
      [{}, "Please provide either an email or a phone number."],
      [{ email: "a@b.co", phone: "9876543210" }, "Please provide either an email or a phone number."],
    ];
    for (const [payload, message] of cases) {
      const response = await sendOtp(payload);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toContain(message);
    }
  });
});

describe("using a one-time code", () => {
  it("works once: the same code cannot sign up twice", async () => {
    await sendOtp({ email: "once@example.com" });
    const code = await codeTo("once@example.com");
    expect((await signup(details("once@example.com", code))).statusCode).toBe(201);
    const again = await signup(details("once@example.com", code));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: "This OTP has expired or was already used. Please request a new one.",
    });
  });

  it("expires after 10 minutes", async () => {
    await sendOtp({ email: "slow@example.com" });
    const code = await codeTo("slow@example.com");
    later(10);
    const response = await signup(details("slow@example.com", code));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: "This OTP has expired or was already used. Please request a new one.",
    });
  });

  it("dies after 5 wrong tries, even for the right code afterwards", async () => {
    await sendOtp({ email: "guesser@example.com" });
    const code = await codeTo("guesser@example.com");
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1)
      messages.push((await signup(details("guesser@example.com", wrong(code)))).json<{ message: string }>().message);
    expect(messages.slice(0, 4)).toEqual(Array(4).fill("Incorrect OTP. Please check the code and try again."));
    expect(messages[4]).toBe("Too many wrong attempts. Please request a new OTP.");
    const right = await signup(details("guesser@example.com", code));
    expect(right.statusCode).toBe(400);
  });

  it("only accepts the latest code sent to an address", async () => {
    await sendOtp({ email: "twice@example.com" });
    const first = await codeTo("twice@example.com");
    later(1);
    await sendOtp({ email: "twice@example.com" });
    const second = await codeTo("twice@example.com");
    if (first !== second) expect((await signup(details("twice@example.com", first))).statusCode).toBe(400);
    expect((await signup(details("twice@example.com", second))).statusCode).toBe(201);
  });

  it("is bound to its address and its purpose", async () => {
    await sendOtp({ email: "owner@example.com" });
    const code = await codeTo("owner@example.com");
    expect((await signup(details("someone-else@example.com", code))).statusCode).toBe(400);
    const token = (
      await shop.app.inject({
        method: "POST",
        url: "/api/v1/user/signin",
        payload: { email: (await aUser(shop.deps.db, { phone: null })).email, password: "password-123" },
      })
    ).json<{ token: string }>().token;
    const asContact = await shop.app.inject({
      method: "PUT",
      url: "/api/v1/auth/addEmailOrPhone",
      headers: { authorization: `Bearer ${token}` },
      payload: { phone: "9876500099", otp: code },
    });
    expect(asContact.statusCode).toBe(400);
  });
});
