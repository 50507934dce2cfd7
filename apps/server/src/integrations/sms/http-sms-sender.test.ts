import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../../test/test-app.js";

type SmsRequest = {
  path: string;
  authorization: string | undefined;
  body: { route: string; message: string; numbers: string };
};

let provider: Server;
let shop: TestShop;
let providerUrl: string;
const requests: SmsRequest[] = [];
let answer = { status: 200, body: { return: true, request_id: "r1", message: ["SMS sent successfully."] } as object };

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as SmsRequest["body"];
};

beforeAll(async () => {
  provider = createServer((request, response) => {
    void readBody(request).then((body) => {
      requests.push({ path: request.url ?? "", authorization: request.headers.authorization, body });
      response.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/dev/bulkV2`;
  shop = await startTestShop({ SMS_API_KEY: "fast2sms-test-key", SMS_API_URL: providerUrl });
});
afterAll(async () => {
  await shop.close();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});
beforeEach(() => {
  requests.length = 0;
  answer = { status: 200, body: { return: true, request_id: "r1", message: ["SMS sent successfully."] } };
});

const sendOtp = (phone: string) => shop.app.inject({ method: "POST", url: "/api/v1/auth/sendOTP", payload: { phone } });

describe("SMS over the provider's HTTPS API", () => {
  it("posts the code to the provider with the API key, and the code signs the user up", async () => {
    expect((await sendOtp("9800000001")).statusCode).toBe(200);
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent).toMatchObject({
      path: "/dev/bulkV2",
      authorization: "fast2sms-test-key",
      body: { route: "q", numbers: "9800000001" },
    });
    const otp = sent!.body.message.match(/^(\d{6}) is your Pallu OTP/)?.[1];
    const signup = await shop.app.inject({
      method: "POST",
      url: "/api/v1/user/signup",
      payload: {
        fullname: "Ravi Teja",
        phone: "9800000001",
        password: "pochampally",
        confirmPassword: "pochampally",
        otp,
      },
    });
    expect(signup.statusCode).toBe(201);
  });

  it("answers 503 with a clear message when the provider refuses the message", async () => {
    answer = { status: 200, body: { return: false, status_code: 412, message: "Invalid Authentication" } };
    const response = await sendOtp("9800000002");
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      message: "We could not send the message right now. Please try again in a few minutes.",
    });
    answer = { status: 500, body: {} };
    expect((await sendOtp("9800000003")).statusCode).toBe(503);
  });

  it("keeps no dev outbox once both mail and SMS are configured", async () => {
    const configured = await startTestShop({
      SMS_API_KEY: "k",
      SMS_API_URL: providerUrl,
      SMTP_URL: "smtp://127.0.0.1:1",
      MAIL_FROM: "Pallu <a@b.co>",
    });
    try {
      expect((await configured.app.inject({ method: "GET", url: "/api/v1/dev/outbox" })).statusCode).toBe(404);
      expect((await configured.app.inject({ method: "GET", url: "/dev/outbox" })).statusCode).toBe(404);
    } finally {
      await configured.close();
    }
  });
});
