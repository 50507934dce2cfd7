import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, orders } from "../../db/schema/index.js";
import type { FakeShiprocket } from "../../test/fake-shiprocket.js";
import { aCodOrderToShip, aShopWithShiprocket } from "../../test/shiprocket-shop.js";
import type { TestShop } from "../../test/test-app.js";
import { aSignedInUser } from "../../test/user-builders.js";
import { jobHandlers } from "../../job-registration.js";
import { runDueJobs } from "../jobs/job-worker.js";

const WEBHOOK_TOKEN = "shiprocket-webhook-token-1234";
let fake: FakeShiprocket;
let shop: TestShop;
let closeShop: () => Promise<void>;
let admin: { headers: Record<string, string> };

/** A cash-on-delivery order the admin has confirmed; its booking is queued, not yet run. */
function justConfirmedOrder() {
  return aCodOrderToShip(shop, admin.headers);
}

async function confirmedOrder() {
  const { orderId, shopper } = await justConfirmedOrder();
  await runDueJobs(shop.deps, jobHandlers);
  const [row] = await shop.deps.db.select().from(orders).where(eq(orders.id, orderId));
  return { ...row!, shopperHeaders: shopper.headers };
}

function track(event: object, token = WEBHOOK_TOKEN) {
  return shop.post("/courier/tracking", { "x-api-key": token }, event);
}

beforeAll(async () => {
  ({ fake, shop, close: closeShop } = await aShopWithShiprocket({ SHIPROCKET_WEBHOOK_TOKEN: WEBHOOK_TOKEN }));
  admin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
});
afterAll(() => closeShop());

describe("shipping with Shiprocket", () => {
  it("books a confirmed order once, logging in once and keeping the AWB", async () => {
    const first = await confirmedOrder();
    const second = await confirmedOrder();
    expect(first).toMatchObject({ awbCode: expect.stringMatching(/^AWB\d+$/), courier: "Delhivery Surface", shippingOrderId: expect.any(String) });
    expect(second.awbCode).toMatch(/^AWB/);
    expect(fake.logins).toBe(1);
    expect(fake.created.at(-1)).toMatchObject({ order_id: second.publicOrderId, payment_method: "COD", sub_total: 5000, billing_state: "Tamil Nadu" });
  });

  it("sends the order's date and time as India's clock read it, as Shiprocket takes them", async () => {
    const order = await confirmedOrder();
    const inIndia = new Date(order.createdAt.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ");
    expect(fake.created.at(-1)).toMatchObject({ order_id: order.publicOrderId, order_date: inIndia });
  });

  it("logs in again when Shiprocket says the token expired", async () => {
    fake.expireToken();
    const order = await confirmedOrder();
    expect(order.awbCode).toMatch(/^AWB/);
    expect(fake.logins).toBe(2);
  });

  it("books the reverse pickup of a return, which schedules the pickup", async () => {
    const order = await confirmedOrder();
    const update = (payload: object) =>
      shop.post("/order/updateOrder", admin.headers, { orderId: order.id, ...payload });
    expect((await update({ status: "Shipped" })).statusCode).toBe(200);
    expect((await update({ status: "DELIVERED" })).statusCode).toBe(200);
    const requested = await shop.post("/order/returnOrder", order.shopperHeaders, { orderId: order.id, reason: "Too long" });
    expect(requested.statusCode, requested.body).toBe(200);
    const returnId = (requested.json() as { order: { _id: string } }).order._id;
    await runDueJobs(shop.deps, jobHandlers);
    const [booked] = await shop.deps.db.select().from(orders).where(eq(orders.id, returnId));
    expect(booked).toMatchObject({ status: "pickup_scheduled", shippingOrderId: expect.any(String) });
    expect(fake.created.at(-1)).toMatchObject({ pickup_customer_name: expect.any(String), pickup_pincode: expect.any(String) });
  });

  it("books nothing for an order cancelled before its booking came round", async () => {
    const { orderId } = await justConfirmedOrder();
    await shop.post("/order/cancelOrder", admin.headers, { orderId });
    const booked = fake.created.length;
    await runDueJobs(shop.deps, jobHandlers);
    expect(fake.created).toHaveLength(booked);
    const [row] = await shop.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ status: "cancelled", shippingOrderId: null });
  });

  it("cancels the shipment when the order is cancelled", async () => {
    const order = await confirmedOrder();
    await shop.post("/order/cancelOrder", admin.headers, { orderId: order.id });
    await runDueJobs(shop.deps, jobHandlers);
    expect(fake.cancelled.at(-1)).toEqual([Number(order.shippingOrderId)]);
  });
});

async function bookingJobOf(orderId: string) {
  const [job] = await shop.deps.db.select().from(jobs).where(eq(jobs.dedupeKey, orderId));
  return job!;
}

describe("when the seller picks the courier (SHIPROCKET_AUTO_BOOK=order)", () => {
  it("books a confirmed order without an AWB, and the order page offers the couriers", async () => {
    const picking = await aShopWithShiprocket({ SHIPROCKET_AUTO_BOOK: "order" });
    try {
      const seller = await aSignedInUser(picking.shop.deps.db, { userType: "Admin" });
      const { orderId } = await aCodOrderToShip(picking.shop, seller.headers);
      await runDueJobs(picking.shop.deps, jobHandlers);
      const [row] = await picking.shop.deps.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row).toMatchObject({ shippingOrderId: expect.any(String), awbCode: null });
      expect(picking.fake.calls.map((call) => call.path)).not.toContain("/v1/external/courier/assign/awb");
      const shipment = await picking.shop.app.inject({ method: "GET", url: `/api/v1/shipping/getShipment?orderId=${orderId}`, headers: seller.headers });
      expect(shipment.json()).toMatchObject({ shipment: { stage: "booked", can: { create: false, assignAwb: true } } });
    } finally {
      await picking.close();
    }
  });
});

describe("when Shiprocket stalls or drops the connection", () => {
  // The adapter gives up after 10 s (ShiprocketHttpProvider); the test's own limit is 30 s.
  for (const mode of ["stall", "reset"] as const) {
    it(`confirms the order anyway, keeps the booking for a retry, and books it once when Shiprocket is back (${mode})`, async () => {
      fake.mode = mode;
      const order = await confirmedOrder();
      fake.mode = "up";
      expect(order).toMatchObject({ status: "confirmed", awbCode: null, shippingOrderId: null });
      const failed = await bookingJobOf(order.id);
      expect(failed).toMatchObject({ status: "queued", attempts: 1, lastError: "Shiprocket did not answer" });

      const bookedBefore = fake.created.length;
      await shop.deps.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, failed.id));
      await runDueJobs(shop.deps, jobHandlers);
      await runDueJobs(shop.deps, jobHandlers);

      const [booked] = await shop.deps.db.select().from(orders).where(eq(orders.id, order.id));
      expect(booked!.awbCode).toMatch(/^AWB\d+$/);
      expect(fake.created.length - bookedBefore).toBe(1);
      expect((await bookingJobOf(order.id)).status).toBe("done");
    }, 30_000);
  }
});

describe("the tracking webhook", () => {
  it("moves the order on, ignores repeats and stale news, and keeps the AWB", async () => {
    const order = await confirmedOrder();
    expect((await track({ order_id: order.publicOrderId, current_status: "IN TRANSIT", awb: "OTHER" })).json()).toMatchObject({ message: "Shipped" });
    expect((await track({ order_id: order.publicOrderId, current_status: "IN TRANSIT" })).json()).toMatchObject({ message: "no change" });
    expect((await track({ order_id: order.publicOrderId, current_status: "DELIVERED" })).json()).toMatchObject({ message: "DELIVERED" });
    expect((await track({ order_id: order.publicOrderId, current_status: "SHIPPED" })).json()).toMatchObject({ message: "ignored: DELIVERED" });
    const [row] = await shop.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "delivered", awbCode: order.awbCode, deliveredAt: expect.any(Date) });
  });

  it("refuses a forged token and changes nothing", async () => {
    const order = await confirmedOrder();
    const forged = await track({ order_id: order.publicOrderId, current_status: "DELIVERED" }, "not-the-token-at-all");
    expect(forged.statusCode).toBe(401);
    const [row] = await shop.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe("confirmed");
  });
});
