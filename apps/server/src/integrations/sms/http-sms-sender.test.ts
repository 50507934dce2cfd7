import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DLT_REGISTRATION, dltTemplateId } from "../../test/dlt-registration.js";
import { startTestShop, type TestShop } from "../../test/test-app.js";
import { SmsRefusedError } from "./sms-sender.js";

type SmsRequest = {
  path: string;
  authorization: string | undefined;
  body: { route: string; message: string; numbers: string; sender_id: string; entity_id: string; template_id: string };
};

let provider: Server;
let shop: TestShop;
let providerUrl: string;
const requests: SmsRequest[] = [];
let answer = { status: 200, body: { return: true, request_id: "r1", message: ["SMS sent successfully."] } as object };

const DLT = DLT_REGISTRATION;
const templateId = dltTemplateId;

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
  shop = await startTestShop({ SMS_API_KEY: "fast2sms-test-key", SMS_API_URL: providerUrl, ...DLT });
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
  it("posts the code to the provider with the API key and the DLT entity, template and sender ids, and the code signs the user up", async () => {
    expect((await sendOtp("9800000001")).statusCode).toBe(200);
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent).toMatchObject({
      path: "/dev/bulkV2",
      authorization: "fast2sms-test-key",
      body: {
        route: "dlt_manual",
        numbers: "9800000001",
        sender_id: "PALLUS",
        entity_id: "1201160000000012345",
        template_id: templateId("otp"),
      },
    });
    expect(sent!.body.message).toMatch(/^\d{6} is your Pallu Handlooms OTP to create your account\. It is valid for 10 minutes\. Do not share it with anyone\.$/);
    const otp = sent!.body.message.match(/^(\d{6}) is your Pallu Handlooms OTP/)?.[1];
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

  it("refuses, before the provider sees it, a text that is not its registered template", async () => {
    const tampered = shop.deps.sms.send({ to: "9800000004", template: "otp", text: "123456 is your Pallu OTP. Also, win a prize!" });
    await expect(tampered).rejects.toBeInstanceOf(SmsRefusedError);
    const tooLong = shop.deps.sms.send({
      to: "9800000004",
      template: "delivered",
      text: `Pallu: Your order ${"PL-".padEnd(31, "9")} has been delivered. We hope you love it. http://shop.test/l/abc`,
    });
    await expect(tooLong).rejects.toBeInstanceOf(SmsRefusedError);
    expect(requests).toEqual([]);
  });

  it("will not start without the DLT registration, naming what is missing", async () => {
    await expect(startTestShop({ SMS_API_KEY: "k", SMS_API_URL: providerUrl })).rejects.toThrow(/SMS_DLT_ENTITY_ID[\s\S]*SMS_SENDER_ID[\s\S]*SMS_DLT_TEMPLATE_IDS: must give the DLT template id of: otp, accountExists/);
    await expect(startTestShop({ ...DLT, SMS_API_KEY: "k", SMS_SENDER_ID: "PALLU1" })).rejects.toThrow(/SMS_SENDER_ID: must be the 6-letter DLT header/);
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

  it("keeps no dev outbox once mail, SMS and WhatsApp are configured", async () => {
    const configured = await startTestShop({
      SMS_API_KEY: "k",
      SMS_API_URL: providerUrl,
      ...DLT,
      WHATSAPP_ACCESS_TOKEN: "meta-token",
      WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
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
