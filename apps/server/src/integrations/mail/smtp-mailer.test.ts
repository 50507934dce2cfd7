import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../../test/test-app.js";
import { aUser, signIn } from "../../test/user-builders.js";

type Received = { from: string; to: string[]; raw: string };

let smtp: SMTPServer;
let shop: TestShop;
const inbox: Received[] = [];

/** Undoes quoted-printable, which wraps long lines (such as links) with "=" at the end. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

async function nextMail(): Promise<Received> {
  for (let attempt = 0; attempt < 200 && inbox.length === 0; attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 25));
  const mail = inbox.shift();
  if (!mail) throw new Error("no mail reached the SMTP server");
  return mail;
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  shop = await startTestShop({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Pallu <hello@pallu.test>" });
});
afterAll(async () => {
  await shop.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe("mail over SMTP", () => {
  it("delivers the reset mail to the account's address with its subject and a working link", async () => {
    const user = await aUser(shop.deps.db, { email: "smtp-reader@example.com" });
    const response = await shop.app.inject({
      method: "POST",
      url: "/api/v1/auth/getResetPasswordLink",
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(200);

    const mail = await nextMail();
    expect(mail.from).toBe("hello@pallu.test");
    expect(mail.to).toEqual(["smtp-reader@example.com"]);
    expect(mail.raw).toMatch(/^Subject: Reset your Pallu Handlooms password\r?$/m);
    // The address is MAIL_FROM's; the name is the shop's, as Settings names it.
    expect(mail.raw).toMatch(/^From: Pallu Handlooms <hello@pallu\.test>\r?$/m);
    expect(mail.raw).toMatch(/multipart\/alternative/);
    const token = decodeQuotedPrintable(mail.raw).match(/http:\/\/shop\.test\/reset-password\/([\w-]{43})/)?.[1];
    expect(token).toBeDefined();

    const reset = await shop.app.inject({
      method: "POST",
      url: "/api/v1/auth/resetPassword",
      payload: { token, password: "smtp-secret" },
    });
    expect(reset.statusCode).toBe(200);
    expect(await signIn(shop.app, { email: user.email, password: "smtp-secret" })).toBeTruthy();
  });

  it("delivers a sign-up code that creates the account", async () => {
    await shop.app.inject({
      method: "POST",
      url: "/api/v1/auth/sendOTP",
      payload: { email: "smtp-newcomer@example.com" },
    });
    const mail = await nextMail();
    expect(mail.to).toEqual(["smtp-newcomer@example.com"]);
    const otp = mail.raw.match(/^Subject: (\d{6}) is your Pallu Handlooms OTP\r?$/m)?.[1];
    expect(otp).toMatch(/^\d{6}$/);
    const signup = await shop.app.inject({
      method: "POST",
      url: "/api/v1/user/signup",
      payload: {
        fullname: "Smita Joshi",
        email: "smtp-newcomer@example.com",
        password: "paithani-8",
        confirmPassword: "paithani-8",
        otp,
      },
    });
    expect(signup.statusCode).toBe(201);
  });
});
