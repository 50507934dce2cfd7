import { describe, expect, it } from "vitest";
import { useTestShop } from "../../test/file-fixtures.js";
import { codeSentTo, sentTo } from "../../test/outbox.js";
import { aTestClock } from "../../test/test-app.js";
import { aUser } from "../../test/user-builders.js";

const clock = aTestClock(new Date("2025-06-01T09:00:00Z"));
const shop = useTestShop({}, { now: clock.now });
const later = clock.later;

const OWNER_IP = "203.0.113.10";
const STRANGER_IP = "198.51.100.66";
const post = (url: string, payload: object, ip: string) =>
  shop.app.inject({ method: "POST", url: `/api/v1${url}`, payload, remoteAddress: ip });
const signin = (email: string, password: string, ip: string) => post("/user/signin", { email, password }, ip);
const sendOtp = (email: string, ip: string) => post("/auth/sendOTP", { email }, ip);
const signup = (email: string, otp: string, ip: string) =>
  post("/user/signup", { fullname: "Kavya Menon", email, password: "silk-and-zari", confirmPassword: "silk-and-zari", otp }, ip);
const codeTo = (to: string) => codeSentTo(shop.deps.db, to);
const wrong = (code: string, step = 1) => String((Number(code) + step) % 1_000_000).padStart(6, "0");

const resetLinkFor = (email: string) => sentTo(shop.deps.db, email, /reset-password\/([\w-]+)/);

describe("a stranger cannot lock the owner out of sign-in", () => {
  it("a stranger's wrong passwords from one address slow that address down, and the owner still signs in from another", async () => {
    const owner = await aUser(shop.deps.db);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await signin(owner.email!, "not-the-password", STRANGER_IP)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    const refused = await signin(owner.email!, owner.password, STRANGER_IP);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await signin(owner.email!, owner.password, OWNER_IP)).statusCode).toBe(200);
  });

  it("a brute force spread over many addresses still locks the account, and a reset link lifts the lock", async () => {
    const owner = await aUser(shop.deps.db);
    let lastStatus = 0;
    for (let ip = 1; ip <= 40 && lastStatus !== 429; ip += 1) {
      for (let i = 0; i < 4; i += 1) lastStatus = (await signin(owner.email!, `guess-${ip}-${i}`, `192.0.2.${ip}`)).statusCode;
    }
    expect(lastStatus).toBe(429);
    const locked = await signin(owner.email!, owner.password, OWNER_IP);
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ message: string }>().message).toMatch(/reset your password/i);
    // the same answers for an address with no account, so the lock tells nothing about who is registered
    for (let ip = 1; ip <= 40; ip += 1) for (let i = 0; i < 4; i += 1) await signin("nobody@example.com", `guess-${i}`, `192.0.2.${ip}`);
    expect((await signin("nobody@example.com", "whatever-1", OWNER_IP)).json()).toEqual(locked.json());

    expect((await post("/auth/getResetPasswordLink", { email: owner.email }, OWNER_IP)).statusCode).toBe(200);
    const token = await resetLinkFor(owner.email!);
    expect((await post("/auth/resetPassword", { token, password: "brand-new-secret" }, OWNER_IP)).statusCode).toBe(200);
    expect((await signin(owner.email!, "brand-new-secret", OWNER_IP)).statusCode).toBe(200);
  });
});

describe("a stranger cannot kill the owner's sign-up code", () => {
  it("a stranger's wrong codes and resends neither kill the owner's code nor block a fresh one", async () => {
    const email = "owner-code@example.com";
    expect((await sendOtp(email, OWNER_IP)).statusCode).toBe(200);
    const first = await codeTo(email);
    for (let i = 1; i <= 5; i += 1) expect((await signup(email, wrong(first, i), STRANGER_IP)).statusCode).toBe(400);
    // the stranger's guesses are the stranger's: the owner's code still works for the owner
    expect((await signup(email, wrong(first, 6), OWNER_IP)).json<{ message: string }>().message).toBe(
      "Incorrect OTP. Please check the code and try again.",
    );
    for (let i = 0; i < 2; i += 1) expect((await sendOtp(email, STRANGER_IP)).statusCode).toBe(200);
    const fresh = await sendOtp(email, OWNER_IP);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect((await signup(email, await codeTo(email), OWNER_IP)).statusCode).toBe(201);
  });

  it("guesses from many addresses still kill a code, so six digits stay out of reach", async () => {
    const email = "many-guessers@example.com";
    later(30);
    await sendOtp(email, OWNER_IP);
    const code = await codeTo(email);
    let step = 1;
    for (let ip = 1; ip <= 6; ip += 1) for (let i = 0; i < 5; i += 1) await signup(email, wrong(code, step++), `192.0.2.${100 + ip}`);
    expect((await signup(email, code, OWNER_IP)).statusCode).toBe(400);
  });

  it("one address still gets five guesses at a code, then must ask for a new one", async () => {
    const email = "one-guesser@example.com";
    await sendOtp(email, STRANGER_IP);
    const code = await codeTo(email);
    const messages: string[] = [];
    for (let i = 1; i <= 5; i += 1) messages.push((await signup(email, wrong(code, i), STRANGER_IP)).json<{ message: string }>().message);
    expect(messages[4]).toBe("Too many wrong attempts. Please request a new OTP.");
    expect((await signup(email, code, STRANGER_IP)).statusCode).toBe(400);
  });
});
