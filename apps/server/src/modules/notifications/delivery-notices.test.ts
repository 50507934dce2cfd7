import { describe, expect, it } from "vitest";
import { aSaree } from "../../test/catalogue-builders.js";
import { codOrderFor } from "../../test/checkout.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { aShopper } from "../../test/user-builders.js";
import { jobHandlers } from "../../job-registration.js";
import { runDueJobs } from "../jobs/job-worker.js";
import { queueCodConfirmationNotice, queueDeliveryFailedNotice, queueOutForDeliveryNotice } from "./delivery-notices.js";

const shop = useTestShop();

type OutboxMessage = { to: string; channel: string; subject: string; text: string };

/** What the dev outbox shows for a number after the job queue has run (the WhatsApp message is a job of its own). */
async function outboxFor(phone: string) {
  await runDueJobs(shop.deps, jobHandlers);
  await runDueJobs(shop.deps, jobHandlers);
  const response = await shop.app.inject({ method: "GET", url: `/api/v1/dev/outbox?to=${phone}` });
  return response.json<{ messages: OutboxMessage[] }>().messages;
}

async function anOrderBy(phone: string, whatsappOptIn: boolean) {
  const shopper = await aShopper(shop.deps.db, { phone, fullname: "Anjali Deshpande" });
  await shop.app.inject({ method: "PUT", url: "/api/v1/user/whatsapp", headers: shopper.headers, payload: { whatsappOptIn } });
  const saree = await aSaree(shop.deps.db, { name: "Paithani Silk Saree", stock: 3, price: 8600, size: "Free" });
  const order = await codOrderFor(shop, shopper, [{ ...saree, quantity: 1 }]);
  await outboxFor(phone);
  return { id: order._id, number: order.orderDetails.public_order_id };
}

const openShortLink = async (text: string) => {
  const url = text.match(/http:\/\/shop\.test\/l\/[\w-]{20}/)?.[0];
  const opened = await shop.app.inject({ method: "GET", url: new URL(url!).pathname });
  return opened.headers.location;
};

describe("delivery notices", () => {
  it("ask a COD shopper to confirm by SMS and, as they opted in, on WhatsApp, both leading to the confirmation page", async () => {
    const order = await anOrderBy("9812300001", true);
    const [whatsapp, sms] = await outboxFor("9812300001");
    expect(sms).toMatchObject({ channel: "sms", subject: "SMS · codConfirmation" });
    expect(sms!.text).toMatch(new RegExp(`^Pallu Handlooms: Dear Anjali Deshpande, please confirm your cash on delivery order ${order.number}: http://shop\\.test/l/`));
    const confirmPage = await openShortLink(sms!.text);
    expect(confirmPage).toMatch(/^http:\/\/shop\.test\/api\/v1\/order\/confirmCod\?token=/);
    expect(whatsapp).toMatchObject({ channel: "whatsapp", subject: "WhatsApp · codConfirmation" });
    expect(whatsapp!.text).toContain(`Hello Anjali Deshpande, please confirm your cash on delivery order ${order.number} of ₹8,600 at Pallu`);
    expect(await openShortLink(whatsapp!.text)).toBe(confirmPage);
    // Asking again (a retried job) sends nothing more.
    await queueCodConfirmationNotice(shop.deps.db, order.id);
    expect(await outboxFor("9812300001")).toHaveLength(2);
  });

  it("tell of a parcel out for delivery once per courier scan, by SMS only to a shopper who did not opt in to WhatsApp", async () => {
    const order = await anOrderBy("9812300002", false);
    await queueOutForDeliveryNotice(shop.deps.db, order.id, "scan-1");
    await queueOutForDeliveryNotice(shop.deps.db, order.id, "scan-1");
    const messages = (await outboxFor("9812300002")).filter((message) => !message.subject.endsWith("codConfirmation"));
    expect(messages.map((message) => message.subject)).toEqual(["SMS · outForDelivery"]);
    expect(await openShortLink(messages[0]!.text)).toBe(`http://shop.test/orders/${order.id}`);
  });

  it("give a failed delivery's reason cut to what DLT lets one value hold", async () => {
    const order = await anOrderBy("9812300003", true);
    await queueDeliveryFailedNotice(shop.deps.db, order.id, "Customer not available at the address, phone switched off", "ndr-1");
    const [sms] = await outboxFor("9812300003");
    expect(sms).toMatchObject({ channel: "sms", subject: "SMS · deliveryFailed" });
    expect(sms!.text).toContain(`could not deliver your order ${order.number} (Customer not available at t...) and will try again.`);
  });
});
