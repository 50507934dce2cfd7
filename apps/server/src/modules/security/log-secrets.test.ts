import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "../../bootstrap.js";
import { DLT_REGISTRATION } from "../../test/dlt-registration.js";
import { startTestShop, type TestShop } from "../../test/test-app.js";
import { aUser, bearer } from "../../test/user-builders.js";
import { SESSION_COOKIE } from "../../plugins/auth.js";

/** Canary values for every secret setting; none may ever show up in a log line. */
const CANARIES = {
  ADMIN_PASSWORD: "canary-admin-password-51c7",
  RAZORPAY_KEY_SECRET: "canary-razorpay-key-secret-8d2e",
  RAZORPAY_WEBHOOK_SECRET: "canary-razorpay-webhook-secret-3f9a",
  SHIPROCKET_PASSWORD: "canary-shiprocket-password-a41b",
  SHIPROCKET_WEBHOOK_TOKEN: "canary-shiprocket-webhook-token-77c0",
  S3_ACCESS_KEY_ID: "canary-s3-access-key-id-0b6d",
  S3_SECRET_ACCESS_KEY: "canary-s3-secret-access-key-e5f3",
  OTP_PEPPER: "canary-otp-pepper-that-is-long-enough-9a1c2b3d",
  SMTP_PASSWORD: "canary-smtp-password-2c8f",
  SMS_API_KEY: "canary-sms-api-key-6e4a",
};
const CLOSED_PORT = "http://127.0.0.1:9";

const baseEnv = {
  LOG_LEVEL: "trace",
  ADMIN_EMAIL: "owner@pallu.test",
  ADMIN_PASSWORD: CANARIES.ADMIN_PASSWORD,
  RAZORPAY_KEY_ID: "rzp_test_canary",
  RAZORPAY_KEY_SECRET: CANARIES.RAZORPAY_KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET: CANARIES.RAZORPAY_WEBHOOK_SECRET,
  RAZORPAY_BASE_URL: CLOSED_PORT,
  SHIPROCKET_EMAIL: "shipping@pallu.test",
  SHIPROCKET_PASSWORD: CANARIES.SHIPROCKET_PASSWORD,
  SHIPROCKET_WEBHOOK_TOKEN: CANARIES.SHIPROCKET_WEBHOOK_TOKEN,
  SHIPROCKET_BASE_URL: CLOSED_PORT,
  S3_BUCKET: "pallu-canary",
  S3_ENDPOINT: CLOSED_PORT,
  S3_ACCESS_KEY_ID: CANARIES.S3_ACCESS_KEY_ID,
  S3_SECRET_ACCESS_KEY: CANARIES.S3_SECRET_ACCESS_KEY,
  OTP_PEPPER: CANARIES.OTP_PEPPER,
};

/** The text of the newest message the shop sent to `to`, however it was sent. */
type Inbox = (shop: TestShop, to: string) => Promise<string>;
type Messenger = { env: Record<string, string>; inbox: Inbox; close: () => Promise<void> };

async function waitForText(read: () => string | undefined | Promise<string | undefined>, to: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const text = await read();
    if (text) return text;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no message reached ${to}`);
}

/** Real transports: a fake SMTP server that requires the password, and a fake SMS provider. */
async function fakeProviders(): Promise<Messenger> {
  const sent: { to: string; text: string }[] = [];
  const smtp = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) =>
      auth.password === CANARIES.SMTP_PASSWORD
        ? callback(null, { user: auth.username })
        : callback(new Error("bad password")),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const text = Buffer.concat(chunks)
          .toString("utf8")
          .replace(/=\r?\n/g, "");
        for (const rcpt of session.envelope.rcptTo) sent.push({ to: rcpt.address, text });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const sms: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { message: string; numbers: string };
      if (request.headers.authorization === CANARIES.SMS_API_KEY) sent.push({ to: body.numbers, text: body.message });
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ return: true }));
    });
  });
  await new Promise<void>((resolve) => sms.listen(0, "127.0.0.1", resolve));
  return {
    env: {
      SMTP_URL: `smtp://pallu:${CANARIES.SMTP_PASSWORD}@127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      MAIL_FROM: "Pallu <hello@pallu.test>",
      SMS_API_KEY: CANARIES.SMS_API_KEY,
      SMS_API_URL: `http://127.0.0.1:${(sms.address() as AddressInfo).port}/dev/bulkV2`,
      ...DLT_REGISTRATION,
    },
    inbox: (_shop, to) => waitForText(() => sent.findLast((message) => message.to.includes(to))?.text, to),
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(resolve));
      await new Promise<void>((resolve) => sms.close(() => resolve()));
    },
  };
}

/** No mail or SMS provider: messages are kept in the dev outbox, read through its route. */
async function devOutbox(): Promise<Messenger> {
  const newest = async (shop: TestShop, to: string) => {
    const response = await shop.app.inject({ method: "GET", url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}` });
    return (response.json() as { messages: { text: string }[] }).messages[0]?.text;
  };
  return { env: {}, inbox: (shop, to) => waitForText(() => newest(shop, to), to), close: async () => undefined };
}

const codeIn = (text: string) => text.match(/\b(\d{6})\b/)?.[1] ?? "";
const linkTokenIn = (text: string, page: string) =>
  text.match(new RegExp(`http://shop\\.test/${page}/([\\w-]{20,})`))?.[1] ?? "";

describe.each([
  { transport: "mail over SMTP and SMS over HTTPS", messenger: fakeProviders },
  { transport: "the dev outbox", messenger: devOutbox },
])("the log, with $transport", ({ messenger }) => {
  const lines: string[] = [];
  /** Every secret the flows below handle: what the log must never hold. */
  const handled: Record<string, string> = {};
  let shop: TestShop;
  let messages: Messenger;

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: "POST", url: `/api/v1${url}`, payload, headers });
  const browse = (url: string) => shop.app.inject({ method: "GET", url, headers: { accept: "text/html" } });

  async function signUp(contact: { email: string } | { phone: string }, password: string): Promise<void> {
    await post("/auth/sendOTP", contact);
    const otp = codeIn(await messages.inbox(shop, "email" in contact ? contact.email : contact.phone));
    handled[`OTP for ${JSON.stringify(contact)}`] = otp;
    const created = await post("/user/signup", {
      fullname: "Meera Iyer",
      ...contact,
      otp,
      password,
      confirmPassword: password,
    });
    expect(created.statusCode, created.body).toBe(201);
  }

  async function signIn(login: object): Promise<string> {
    const response = await post("/user/signin", login);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { token: string }).token;
  }

  beforeAll(async () => {
    messages = await messenger();
    shop = await startTestShop(
      { ...baseEnv, ...messages.env },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    await ensureAdmin(shop.deps, shop.app.log);
    Object.assign(handled, CANARIES);

    const adminToken = await signIn({ email: baseEnv.ADMIN_EMAIL, password: CANARIES.ADMIN_PASSWORD });
    handled["admin session"] = adminToken;
    await shop.app.inject({ method: "GET", url: "/api/v1/user/getAllUsers", headers: bearer(adminToken) });

    const email = "meera@example.com";
    handled["shopper password"] = "kanjivaram-silk-9";
    await signUp({ email }, handled["shopper password"]);
    handled["phone shopper password"] = "paithani-silk-4";
    await signUp({ phone: "9876501234" }, handled["phone shopper password"]);

    const session = await signIn({ email, password: handled["shopper password"] });
    handled["shopper session"] = session;
    await shop.app.inject({
      method: "GET",
      url: "/api/v1/user/getUser",
      headers: { cookie: `${SESSION_COOKIE}=${session}` },
    });
    // The sign-up code verified that account; one made before codes did confirms itself by the mailed link.
    const earlier = await aUser(shop.deps.db, { email: "early@example.com", password: "chanderi-silk-5", isVerified: false });
    handled["early shopper password"] = earlier.password;
    const earlySession = await signIn({ email: earlier.email!, password: earlier.password });
    handled["early shopper session"] = earlySession;
    await post("/auth/getVerificationLink", {}, bearer(earlySession));
    const verifyToken = linkTokenIn(await messages.inbox(shop, earlier.email!), "verify");
    handled["verification link token"] = verifyToken;
    await browse(`/verify/${verifyToken}`);
    await post("/auth/verification", { token: verifyToken }, { cookie: `${SESSION_COOKIE}=${earlySession}` });

    await post("/auth/getResetPasswordLink", { email });
    const resetToken = await waitForText(
      async () => linkTokenIn(await messages.inbox(shop, email), "reset-password"),
      email,
    );
    handled["reset link token"] = resetToken;
    handled["new password"] = "banarasi-silk-2";
    await browse(`/reset-password/${resetToken}?token=${resetToken}`);
    const reset = await post("/auth/resetPassword", {
      token: resetToken,
      password: handled["new password"],
      confirmPassword: handled["new password"],
    });
    expect(reset.statusCode, reset.body).toBe(200);
    handled["session after reset"] = await signIn({ email, password: handled["new password"] });

    await post("/user/signin", { email, password: "a-wrong-password-1" });
    await shop.app.inject({ method: "GET", url: "/api/v1/no-such-route", headers: bearer(session) });
    await post("/user/signup", { fullname: "", email: "not-an-email", otp: "12", password: "x" });
    await post("/order/cashOnDelivery", { addressId: "not-an-address" }, bearer(handled["session after reset"]));
  });
  afterAll(async () => {
    await shop.close();
    await messages.close();
  });

  it("captures the request log of every flow, with request ids", () => {
    const log = lines.join("");
    expect(lines.length).toBeGreaterThan(30);
    expect(log).toMatch(/"reqId":"[\w-]{8,}"/);
    for (const route of [
      "/api/v1/user/signin",
      "/api/v1/user/signup",
      "/api/v1/auth/resetPassword",
      "/api/v1/no-such-route",
      "/reset-password/[redacted]",
    ]) {
      expect(log).toContain(route);
    }
  });

  it("holds no secret setting, password, code, session token or link token", () => {
    const log = lines.join("");
    for (const [name, value] of Object.entries(handled)) {
      expect(value.length, name).toBeGreaterThanOrEqual(6);
      // A six-digit code inside a longer number (a timestamp, a duration) is not the code.
      const standingAlone = new RegExp(`(?<![0-9])${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![0-9])`);
      expect(standingAlone.test(log), `${name} is in the log`).toBe(false);
    }
  });
});
