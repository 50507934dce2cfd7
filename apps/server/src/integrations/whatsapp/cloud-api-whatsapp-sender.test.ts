import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema/index.js";
import { outboxRepository } from "../../modules/dev-outbox/outbox-repository.js";
import { jobHandlers } from "../../job-registration.js";
import { runDueJobs } from "../../modules/jobs/job-worker.js";
import { WHATSAPP_NOTICE_JOB } from "../../modules/notifications/phone-messages.js";
import { aSaree } from "../../test/catalogue-builders.js";
import { codOrderFor } from "../../test/checkout.js";
import { startFakeWhatsApp, type FakeWhatsApp } from "../../test/fake-whatsapp.js";
import { saveShopSettings, shopSettings } from "../../modules/settings/settings-store.js";
import { aTestClock, startTestShop, type TestShop } from "../../test/test-app.js";
import { aShopper, aSignedInUser } from "../../test/user-builders.js";

const PHONE_NUMBER_ID = "106540352242922";
const TOKEN = "EAAG-meta-test-token";

let meta: FakeWhatsApp;
let shop: TestShop;
const clock = aTestClock(new Date());

beforeAll(async () => {
  meta = await startFakeWhatsApp(PHONE_NUMBER_ID, TOKEN);
  shop = await startTestShop(
    {
      WHATSAPP_ACCESS_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_API_URL: meta.apiUrl,
      WHATSAPP_LANGUAGE: "en",
      WHATSAPP_TEMPLATES: "orderPlaced=kaveri_order_placed",
    },
    { now: clock.now },
  );
  // These cash-on-delivery orders are placed, not waiting for the shopper to confirm them: their notice is "order placed".
  const { user: seller } = await aSignedInUser(shop.deps.db, { userType: "Admin" });
  await saveShopSettings(shop.deps, { id: seller.id, name: seller.fullname }, { ...(await shopSettings(shop.deps)), codConfirmation: false });
});
afterAll(async () => {
  await shop.close();
  await meta.close();
});
beforeEach(() => {
  meta.received.length = 0;
  meta.approved = new Set(["kaveri_order_placed", "pallu_shipped", "pallu_delivered"]);
});

async function aCodOrderBy(input: { phone: string; fullname: string }, optIn: boolean) {
  const shopper = await aShopper(shop.deps.db, input);
  if (optIn) {
    const chosen = await shop.app.inject({ method: "PUT", url: "/api/v1/user/whatsapp", headers: shopper.headers, payload: { whatsappOptIn: true } });
    expect(chosen.statusCode, chosen.body).toBe(200);
  }
  const saree = await aSaree(shop.deps.db, { name: "Ilkal Cotton Saree", stock: 5, price: 3200, size: "M" });
  return codOrderFor(shop, shopper, [{ ...saree, quantity: 1 }]);
}

/**
 * Runs the queue as the worker would now, twice: the order's notice queues the WhatsApp message as a
 * job of its own. The shop's clock never goes back, so a retry's wait can be skipped by moving it.
 */
async function runJobs() {
  for (let round = 0; round < 2; round += 1) {
    clock.set(new Date(Math.max(Date.now(), clock.now().getTime())));
    await runDueJobs(shop.deps, jobHandlers);
  }
}

const whatsAppJobsTo = (phone: string) =>
  shop.deps.db.select().from(jobs).where(and(eq(jobs.kind, WHATSAPP_NOTICE_JOB), sql`${jobs.payload}->>'to' = ${phone}`));

describe("WhatsApp order updates over Meta's Cloud API", () => {
  it("send a customer who opted in the order-placed template with their name, order and amount, and a button to the order", async () => {
    const order = await aCodOrderBy({ phone: "9876543210", fullname: "Lakshmi Iyer" }, true);
    await runJobs();
    expect(meta.received).toHaveLength(1);
    const [sent] = meta.received;
    expect(sent).toMatchObject({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "919876543210",
      type: "template",
      template: { name: "kaveri_order_placed", language: { code: "en" } },
    });
    const [body, button] = sent!.template.components;
    expect(body).toEqual({
      type: "body",
      parameters: [
        { type: "text", text: "Lakshmi Iyer" },
        { type: "text", text: order.orderDetails.public_order_id },
        { type: "text", text: "₹3,200" },
        // The shop's name is a variable of the template, from Settings.
        { type: "text", text: "Pallu Handlooms" },
      ],
    });
    expect(button).toMatchObject({ type: "button", sub_type: "url", index: "0" });
    const opened = await shop.app.inject({ method: "GET", url: `/l/${button!.parameters[0]!.text}` });
    expect(opened.headers.location).toBe(`http://shop.test/orders/${order._id}`);
  });

  it("send nothing on WhatsApp to a customer who has not opted in, who still gets the SMS", async () => {
    await aCodOrderBy({ phone: "9876543211", fullname: "Ravi Kumar" }, false);
    await runJobs();
    expect(meta.received).toEqual([]);
    expect(await whatsAppJobsTo("9876543211")).toEqual([]);
    const [sms] = await outboxRepository(shop.deps.db).listNewest(1, "9876543211");
    expect(sms).toMatchObject({ channel: "sms", text: expect.stringMatching(/^Pallu Handlooms: Thank you! We have your order PL-/) });
  });

  it("retry a message Meta refuses, with Meta's error kept on the job, and send it once the template is approved", async () => {
    meta.approved.delete("kaveri_order_placed");
    await aCodOrderBy({ phone: "9876543212", fullname: "Meera Nair" }, true);
    await runJobs();
    expect(meta.received).toEqual([]);
    const [waiting] = await whatsAppJobsTo("9876543212");
    expect(waiting?.status).toBe("queued");
    expect(waiting?.lastError).toMatch(/HTTP 404 code 132001 .*does not exist in en/);
    meta.approved.add("kaveri_order_placed");
    clock.later(1);
    await runJobs();
    expect(meta.received.map((message) => message.to)).toEqual(["919876543212"]);
  });
});

describe("the WhatsApp choice", () => {
  it("is off until the customer turns it on, and only theirs to change", async () => {
    const shopper = await aShopper(shop.deps.db, { phone: "9876543213" });
    const first = await shop.app.inject({ method: "GET", url: "/api/v1/user/whatsapp", headers: shopper.headers });
    expect(first.json()).toMatchObject({ success: true, whatsappOptIn: false, whatsappAvailable: true });
    const bad = await shop.app.inject({ method: "PUT", url: "/api/v1/user/whatsapp", headers: shopper.headers, payload: { whatsappOptIn: "yes please" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
    const guest = await shop.app.inject({ method: "PUT", url: "/api/v1/user/whatsapp", payload: { whatsappOptIn: true } });
    expect(guest.statusCode).toBe(401);
    await shop.app.inject({ method: "PUT", url: "/api/v1/user/whatsapp", headers: shopper.headers, payload: { whatsappOptIn: true } });
    const after = await shop.app.inject({ method: "GET", url: "/api/v1/user/whatsapp", headers: shopper.headers });
    expect(after.json()).toMatchObject({ whatsappOptIn: true });
  });
});
