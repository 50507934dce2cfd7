import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, orderLines, orders, shipments } from "../../db/schema/index.js";
import { stockOf } from "../../test/catalogue-builders.js";
import { aCodOrderToShip, aShopWithShiprocket, historyDetails } from "../../test/shiprocket-shop.js";
import type { TestShop } from "../../test/test-app.js";
import { aSignedInUser } from "../../test/user-builders.js";
import { jobHandlers } from "../../job-registration.js";
import { runDueJobs } from "../jobs/job-worker.js";
import { outboxRepository } from "../dev-outbox/outbox-repository.js";
import { DELIVERY_NOTICE_JOB } from "../notifications/delivery-notices.js";
import { returnedCodParcels } from "./return-to-origin.js";

/** Shiprocket's tracking webhook at /api/v1/courier/tracking, with the statuses and bodies it sends. */
const WEBHOOK_TOKEN = "courier-tracking-token-5678";
let shop: TestShop;
let closeShop: () => Promise<void>;
let admin: { headers: Record<string, string> };

/** A confirmed order booked with Shiprocket, with its AWB, as the booking job leaves it. */
async function aBookedOrder() {
  const { orderId, shopper } = await aCodOrderToShip(shop, admin.headers);
  await runDueJobs(shop.deps, jobHandlers);
  const [row] = await shop.deps.db.select().from(orders).where(eq(orders.id, orderId));
  return { ...row!, email: shopper.user.email! };
}

/** A tracking event as Shiprocket posts it. */
function event(
  order: { publicOrderId: string; awbCode: string | null; shippingOrderId: string | null },
  statusId: number,
  status: string,
  time: string,
  activity?: string,
) {
  return {
    awb: order.awbCode,
    courier_name: "Delhivery Surface",
    current_status: status,
    current_status_id: statusId,
    shipment_status: status,
    shipment_status_id: statusId,
    current_timestamp: time,
    order_id: order.publicOrderId,
    sr_order_id: Number(order.shippingOrderId),
    etd: "2026-11-30 23:59:59",
    scans: [
      {
        date: "2026-11-26 09:00:00",
        status: "X-PPOM",
        activity: activity ?? status,
        location: "Chennai_Hub",
        "sr-status": String(statusId),
        "sr-status-label": status,
      },
    ],
    is_return: 0,
    channel_id: 0,
  };
}

const track = (body: object, token: string | undefined = WEBHOOK_TOKEN) =>
  shop.app.inject({
    method: "POST",
    url: "/api/v1/courier/tracking",
    headers: token ? { "x-api-key": token } : {},
    payload: body,
  });

async function stateOf(orderId: string) {
  const [order] = await shop.deps.db.select().from(orders).where(eq(orders.id, orderId));
  const [shipment] = await shop.deps.db.select().from(shipments).where(eq(shipments.orderId, orderId));
  return {
    status: order!.status,
    stage: shipment?.stage,
    problem: shipment?.problem,
    failedAttempts: shipment?.failedAttempts,
  };
}

async function noticesOf(orderId: string, kind: string) {
  const rows = await shop.deps.db.select().from(jobs).where(eq(jobs.kind, DELIVERY_NOTICE_JOB));
  return rows.filter(
    (row) => (row.payload as { orderId: string }).orderId === orderId && (row.payload as { kind: string }).kind === kind,
  );
}

async function stockOfOrder(orderId: string) {
  const [line] = await shop.deps.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  return stockOf(shop.deps.db, line!.buyingOptionId);
}

const historyOf = (orderId: string) => historyDetails(shop, admin.headers, orderId);

beforeAll(async () => {
  ({ shop, close: closeShop } = await aShopWithShiprocket({ SHIPROCKET_WEBHOOK_TOKEN: WEBHOOK_TOKEN }));
  admin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
});
afterAll(() => closeShop());

describe("the courier tracking webhook", () => {
  it("takes the parcel from pickup to delivery, telling the shopper when it is out for delivery", async () => {
    const order = await aBookedOrder();
    expect((await track(event(order, 42, "PICKED UP", "26 11 2026 10:00:00"))).json()).toMatchObject({
      message: "Shipped",
    });
    expect((await track(event(order, 18, "IN TRANSIT", "26 11 2026 18:30:00"))).json()).toMatchObject({
      message: "no change",
    });
    expect((await track(event(order, 17, "OUT FOR DELIVERY", "28 11 2026 08:10:00"))).json()).toMatchObject({
      message: "Shipped",
    });
    expect(await stateOf(order.id)).toMatchObject({ status: "shipped", stage: "out_for_delivery" });
    expect(await noticesOf(order.id, "outForDelivery")).toHaveLength(1);
    expect((await track(event(order, 7, "DELIVERED", "28 11 2026 13:45:00"))).json()).toMatchObject({
      message: "DELIVERED",
    });
    expect(await stateOf(order.id)).toMatchObject({ status: "delivered", stage: "delivered" });
    expect(await historyOf(order.id)).toContain("Out for delivery");
  });

  it("records a failed delivery with its reason, asks the shopper to reschedule, and lists it for the seller", async () => {
    const order = await aBookedOrder();
    await track(event(order, 42, "PICKED UP", "26 11 2026 10:00:00"));
    const failed = event(order, 21, "UNDELIVERED", "28 11 2026 17:20:00", "Customer not available");
    expect((await track(failed)).statusCode).toBe(200);
    expect(await stateOf(order.id)).toMatchObject({
      status: "shipped",
      stage: "ndr",
      problem: "Customer not available",
      failedAttempts: 1,
    });
    expect(await historyOf(order.id)).toContain("Delivery failed (attempt 1): Customer not available");

    await runDueJobs(shop.deps, jobHandlers);
    const mails = await outboxRepository(shop.deps.db).listNewest(10, order.email);
    const notice = mails.find((mail) => mail.subject === `We could not deliver order ${order.publicOrderId}`);
    expect(notice?.text).toContain(
      `The courier could not deliver your order ${order.publicOrderId} (Customer not available).`,
    );
    expect(notice?.text).toMatch(
      /To have it delivered again, call us on \+91 \d{5} \d{5} with a day and time that suit you\./,
    );
    expect(notice?.text).toContain(`/orders/${order.id}`);

    const problems = await shop.app.inject({
      method: "GET",
      url: "/api/v1/shipping/getDeliveryProblems",
      headers: admin.headers,
    });
    expect(problems.json().problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          orderId: order.id,
          stage: "ndr",
          stageText: "Delivery attempt failed",
          problem: "Customer not available",
          failedAttempts: 1,
        }),
      ]),
    );

    // A second attempt fails too: counted, and the shopper hears again.
    await track(event(order, 17, "OUT FOR DELIVERY", "29 11 2026 09:00:00"));
    await track(event(order, 21, "UNDELIVERED", "29 11 2026 16:00:00", "Address incomplete"));
    expect(await stateOf(order.id)).toMatchObject({ stage: "ndr", problem: "Address incomplete", failedAttempts: 2 });
    expect(await noticesOf(order.id, "deliveryFailed")).toHaveLength(2);
  });

  it("changes nothing for the same event twice or for news older than the last", async () => {
    const order = await aBookedOrder();
    await track(event(order, 42, "PICKED UP", "26 11 2026 10:00:00"));
    const failed = event(order, 21, "UNDELIVERED", "28 11 2026 17:20:00", "Customer not available");
    await track(failed);
    const historyLength = (await historyOf(order.id)).length;

    expect((await track(failed)).json()).toMatchObject({ message: "replay" });
    expect((await track(event(order, 18, "IN TRANSIT", "27 11 2026 12:00:00"))).json()).toMatchObject({
      message: "stale",
    });
    expect(await stateOf(order.id)).toMatchObject({ status: "shipped", stage: "ndr", failedAttempts: 1 });
    expect(await historyOf(order.id)).toHaveLength(historyLength);
    expect(await noticesOf(order.id, "deliveryFailed")).toHaveLength(1);

    // Delivered stays delivered whatever arrives after it.
    await track(event(order, 7, "DELIVERED", "29 11 2026 12:00:00"));
    expect((await track(event(order, 18, "IN TRANSIT", "29 11 2026 13:00:00"))).json()).toMatchObject({
      message: "ignored: DELIVERED",
    });
    expect(await stateOf(order.id)).toMatchObject({ status: "delivered", stage: "delivered" });
  });

  it("records a parcel returning to the shop, shows it to the seller, and on its arrival closes the order and restocks it once", async () => {
    const order = await aBookedOrder();
    await track(event(order, 42, "PICKED UP", "26 11 2026 10:00:00"));
    await track(event(order, 21, "UNDELIVERED", "28 11 2026 17:20:00", "Customer refused the parcel"));
    expect((await track(event(order, 9, "RTO INITIATED", "30 11 2026 10:00:00"))).json()).toMatchObject({
      message: "Shipped",
    });
    expect(await stateOf(order.id)).toMatchObject({ status: "shipped", stage: "rto" });
    await track(event(order, 46, "RTO IN TRANSIT", "01 12 2026 10:00:00"));
    const problems = async () =>
      (
        await shop.app.inject({ method: "GET", url: "/api/v1/shipping/getDeliveryProblems", headers: admin.headers })
      ).json().problems as { orderId: string; stage: string }[];
    expect((await problems()).find((problem) => problem.orderId === order.id)).toMatchObject({ stage: "rto" });

    const stockBefore = await stockOfOrder(order.id);
    const arrived = event(order, 10, "RTO DELIVERED", "04 12 2026 15:00:00");
    expect((await track(arrived)).json()).toMatchObject({ message: "Cancelled" });
    expect(await stateOf(order.id)).toMatchObject({ status: "cancelled", stage: "rto_delivered" });
    // The piece is back on the shelf once, and the refused cash-on-delivery parcel counts against the phone.
    expect(await stockOfOrder(order.id)).toBe(stockBefore + 1);
    expect((await track(arrived)).json()).toMatchObject({ message: "replay" });
    expect(await stockOfOrder(order.id)).toBe(stockBefore + 1);
    expect(await returnedCodParcels(shop.deps.db, order.address.phoneNumber)).toBe(1);
    // Back on the shelf and closed, it needs the seller no more.
    expect((await problems()).find((problem) => problem.orderId === order.id)).toBeUndefined();
    const history = await historyOf(order.id);
    expect(history).toContain("Returning to the shop (RTO) · RTO INITIATED");
    expect(history).toContain("RTO delivered · the parcel is back at the shop (RTO DELIVERED)");
    expect(history.filter((entry) => entry.startsWith("Returning to the shop"))).toHaveLength(1);
  });

  it("ignores news of a shipment cancelled before the order was booked again", async () => {
    const order = await aBookedOrder();
    const earlier = { ...order, shippingOrderId: "1", awbCode: "AWB-OLD" };
    expect((await track(event(earlier, 42, "PICKED UP", "26 11 2026 10:00:00"))).json()).toMatchObject({
      message: "another shipment",
    });
    expect(await stateOf(order.id)).toMatchObject({ status: "confirmed" });
  });

  it("refuses a wrong or missing token and changes nothing", async () => {
    const order = await aBookedOrder();
    const delivered = event(order, 7, "DELIVERED", "28 11 2026 13:45:00");
    const forged = await track(delivered, "not-the-token-at-all-0000");
    expect(forged.statusCode).toBe(401);
    expect((await track(delivered, "")).statusCode).toBe(401);
    expect(await stateOf(order.id)).toMatchObject({ status: "confirmed" });
  });

  it("answers an order it does not know without failing, so Shiprocket does not retry it forever", async () => {
    const answer = await track({
      order_id: "NO-SUCH-ORDER",
      awb: "123",
      current_status: "DELIVERED",
      current_status_id: 7,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ message: "unknown order" });
    const ping = await track({ awb: "", current_status: "" });
    expect(ping.statusCode).toBe(200);
    expect(ping.json()).toMatchObject({ message: "no status" });
  });
});
