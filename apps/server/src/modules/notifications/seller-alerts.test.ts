import type { ShopSettings } from "@pallu/domain";
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outboxMessages } from "../../db/schema/index.js";
import type { TestGateway } from "../../integrations/razorpay/test-gateway.js";
import { aSaree } from "../../test/catalogue-builders.js";
import { aShopper, type Shopper } from "../../test/user-builders.js";
import { jobHandlers } from "../../job-registration.js";
import { runDueJobs } from "../jobs/job-worker.js";
import { codOrderFor, paymentFor } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";

const SELLER = { email: "orders@kaveri.example", phone: "+91 90000 22222" };

const shop = useTestShop({ MAX_OPEN_COD_ORDERS: "50" });
const admin = useSignedInUser(shop, { userType: "Admin" });
let settings: ShopSettings;

const codOrder = (shopper: Shopper, saree: { productId: string; sizeId: string }, quantity = 1) =>
  codOrderFor(shop, shopper, [{ ...saree, quantity }]);

async function saveSettings(change: Partial<ShopSettings>) {
  const response = await shop.app.inject({
    method: "PUT",
    url: "/api/v1/site/updateSettings",
    headers: admin.headers,
    payload: { ...settings, ...change },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** What reached the seller since the last look, after the job queue has run. */
async function sellerInbox() {
  await runDueJobs(shop.deps, jobHandlers);
  const mails = await shop.deps.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, SELLER.email), eq(outboxMessages.channel, "email")));
  const sms = await shop.deps.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, "9000022222"), eq(outboxMessages.channel, "sms")));
  await shop.deps.db.delete(outboxMessages);
  return { subjects: mails.map((mail) => mail.subject), mails, sms: sms.map((message) => message.text) };
}

beforeAll(async () => {
  const current = await shop.app.inject({ method: "GET", url: "/api/v1/site/getSettings", headers: admin.headers });
  settings = { ...(current.json() as { settings: ShopSettings }).settings, ...SELLER, lowStockThreshold: 2 };
});
beforeEach(async () => {
  await saveSettings({});
  await sellerInbox();
});

describe("the seller is told", () => {
  it("of a new order, by mail and SMS", async () => {
    const order = await codOrder(await aShopper(shop.deps.db), await aSaree(shop.deps.db, { name: "Chanderi Cotton Saree", stock: 10, price: 3200, size: "M" }));
    const inbox = await sellerInbox();
    const id = order.orderDetails.public_order_id;
    expect(inbox.subjects).toEqual([`New order ${id} · ₹3,200`]);
    expect(inbox.mails[0]!.text).toContain("Chanderi Cotton Saree");
    expect(inbox.mails[0]!.text).toContain(`/admin/orders/${order._id}`);
    expect(inbox.sms).toEqual([expect.stringContaining(`New order ${id}`)]);
  });

  it("of a return request", async () => {
    const shopper = await aShopper(shop.deps.db);
    const order = await codOrder(shopper, await aSaree(shop.deps.db, { name: "Paithani Silk Saree", stock: 10, size: "M" }));
    const admin2 = admin.headers;
    await shop.post("/order/updateOrder", admin2, { orderId: order._id, status: "Confirmed" });
    await shop.post("/order/updateOrder", admin2, { orderId: order._id, status: "Shipped", courier: "Delhivery", awbCode: "DL1" });
    await shop.post("/order/updateOrder", admin2, { orderId: order._id, status: "DELIVERED" });
    await sellerInbox();
    const requested = await shop.post("/order/returnOrder", shopper.headers, { orderId: order._id, reason: "Colour differs from the photo" });
    expect(requested.statusCode, requested.body).toBe(200);
    const inbox = await sellerInbox();
    expect(inbox.subjects).toEqual([expect.stringMatching(/^Return requested: .+-R · ₹2,000$/)]);
    expect(inbox.mails[0]!.text).toContain("Colour differs from the photo");
  });

  it("of a failed online payment", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { name: "Banarasi Katan Saree", stock: 5, price: 12_500, size: "M" });
    const providerOrderId = (await paymentFor(shop, shopper, [{ ...saree, quantity: 1 }])).id;
    const body = JSON.stringify({
      event: "payment.failed",
      payload: {
        payment: {
          entity: {
            id: "pay_failed_1",
            order_id: providerOrderId,
            amount: 1_250_000,
            status: "failed",
            error_description: "Card declined by bank",
          },
        },
      },
    });
    const delivered = await shop.app.inject({
      method: "POST",
      url: "/api/v1/payments/razorpay/webhook",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": (shop.deps.payments as TestGateway).signWebhook(body),
        "x-razorpay-event-id": "evt_failed_1",
      },
      payload: body,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const inbox = await sellerInbox();
    expect(inbox.subjects).toEqual(["Payment failed · ₹12,500"]);
    expect(inbox.mails[0]!.text).toContain("Card declined by bank");
    expect(inbox.mails[0]!.text).toContain(shopper.user.fullname);
  });

  it("when a size falls to its low-stock threshold, once as it crosses it", async () => {
    const saree = await aSaree(shop.deps.db, { name: "Kota Doria Saree", stock: 4, size: "M" });
    await codOrder(await aShopper(shop.deps.db), saree);
    expect((await sellerInbox()).subjects.filter((subject) => subject.startsWith("Low stock"))).toEqual([]);
    await codOrder(await aShopper(shop.deps.db), saree);
    expect((await sellerInbox()).subjects.filter((subject) => subject.startsWith("Low stock"))).toEqual([
      "Low stock: Kota Doria Saree (M) has 2 left",
    ]);
    await codOrder(await aShopper(shop.deps.db), saree);
    expect((await sellerInbox()).subjects.filter((subject) => subject.startsWith("Low stock"))).toEqual([]);
  });

  it("of a size's fall below the threshold once, not again when a cancelled piece comes back and sells again, until a restock", async () => {
    const saree = await aSaree(shop.deps.db, { name: "Tanchoi Saree", stock: 3, size: "M" });
    const lowStock = async () => (await sellerInbox()).subjects.filter((subject) => subject.startsWith("Low stock"));
    const first = await codOrder(await aShopper(shop.deps.db), saree);
    expect(await lowStock()).toEqual(["Low stock: Tanchoi Saree (M) has 2 left"]);
    for (let round = 0; round < 3; round += 1) {
      const order = round === 0 ? first : await codOrder(await aShopper(shop.deps.db), saree);
      const cancelled = await shop.post("/order/cancelOrder", admin.headers, { orderId: order._id });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      await codOrder(await aShopper(shop.deps.db), saree);
      expect(await lowStock()).toEqual([]);
    }
    const restocked = await shop.app.inject({
      method: "PUT",
      url: "/api/v1/products/varient",
      headers: admin.headers,
      payload: { productId: saree.productId, varientId: saree.sizeId, stock: 3 },
    });
    expect(restocked.statusCode, restocked.body).toBe(200);
    await codOrder(await aShopper(shop.deps.db), saree);
    expect(await lowStock()).toEqual(["Low stock: Tanchoi Saree (M) has 2 left"]);
  });

  it("of no low stock when a one-off piece sells: it is sold, not low", async () => {
    await saveSettings({ lowStockThreshold: 0 });
    const saree = await aSaree(shop.deps.db, { name: "One-off Katan Saree", stock: 1, oneOfAKind: true });
    await codOrder(await aShopper(shop.deps.db), saree);
    expect((await sellerInbox()).subjects.filter((subject) => subject.startsWith("Low stock"))).toEqual([]);
  });

  it("of nothing that is switched off in the settings", async () => {
    await saveSettings({ alerts: { newOrder: false, returnRequest: true, failedPayment: true, lowStock: false } });
    await codOrder(await aShopper(shop.deps.db), await aSaree(shop.deps.db, { name: "Ilkal Saree", stock: 2, size: "M" }));
    expect((await sellerInbox()).subjects).toEqual([]);
  });
});
