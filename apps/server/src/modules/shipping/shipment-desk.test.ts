import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/index.js";
import type { FakeShiprocket } from "../../test/fake-shiprocket.js";
import { aCodOrderToShip, aShopWithShiprocket, historyDetails } from "../../test/shiprocket-shop.js";
import { startTestShop, type TestShop } from "../../test/test-app.js";
import { aSignedInUser } from "../../test/user-builders.js";

/** The admin's shipping panel with Shiprocket: rates, booking, AWB, pickup, label, manifest, cancel. */
let fake: FakeShiprocket;
let shop: TestShop;
let closeShop: () => Promise<void>;
let byHand: TestShop;
let admin: { headers: Record<string, string> };

async function anOrder(target = shop, confirm = true) {
  const headers =
    target === shop ? admin.headers : (await aSignedInUser(target.deps.db, { userType: "Admin" })).headers;
  // Confirming queues the automatic booking; it is not run here, so the admin books by hand.
  const { orderId, shopper } = await aCodOrderToShip(target, headers, confirm);
  return { orderId, shopper, headers };
}

const step = (path: string, orderId: string, extra: object = {}, headers = admin.headers) =>
  shop.post(`/shipping/${path}`, headers, { orderId, ...extra });
const read = (path: string, orderId: string, target = shop, headers = admin.headers) =>
  target.app.inject({ method: "GET", url: `/api/v1/shipping/${path}?orderId=${orderId}`, headers });

async function orderRow(orderId: string) {
  const [row] = await shop.deps.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

const historyOf = (orderId: string) => historyDetails(shop, admin.headers, orderId);

beforeAll(async () => {
  ({ fake, shop, close: closeShop } = await aShopWithShiprocket());
  byHand = await startTestShop({}, { now: () => new Date() });
  admin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
  fake.couriers = {
    "600004": [
      { name: "Delhivery Surface", days: 4, cod: true, rate: 85 },
      { name: "Blue Dart", days: 2, cod: false, rate: 120.5, recommended: true },
    ],
  };
});
afterAll(async () => {
  await closeShop();
  await byHand.close();
});

describe("courier rates for an order", () => {
  it("lists every courier that reaches the order's PIN code with its rate, days and cash on delivery, the recommended one marked", async () => {
    const { orderId } = await anOrder();
    const answer = await read("getCourierRates", orderId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      message: "2 couriers reach 600004",
      couriers: [
        { courierId: 1, name: "Delhivery Surface", rate: 85, estimatedDays: 4, cod: true, recommended: false },
        { courierId: 2, name: "Blue Dart", rate: 120.5, estimatedDays: 2, cod: false, recommended: true },
      ],
    });
    // A cash-on-delivery parcel is quoted as one.
    expect(fake.calls.at(-1)).toMatchObject({ path: "/v1/external/courier/serviceability/" });
    expect(fake.serviceabilityAsked.at(-1)).toMatchObject({ pickup: "221001", delivery: "600004" });
  });

  it("says so when no courier reaches the PIN code", async () => {
    const { orderId } = await anOrder();
    await shop.deps.db
      .update(orders)
      .set({ address: { ...(await orderRow(orderId)).address, pinCode: "795001" } })
      .where(eq(orders.id, orderId));
    const answer = await read("getCourierRates", orderId);
    expect(answer.json()).toMatchObject({ message: "No courier reaches 795001 with cash on delivery", couriers: [] });
  });
});

describe("a shipment from booking to cancellation", () => {
  it("books, assigns the chosen courier's AWB, requests the pickup, prints label and manifest, and cancels, each once", async () => {
    const { orderId } = await anOrder();

    expect((await step("requestPickup", orderId)).json()).toMatchObject({
      message: "Assign an AWB before requesting a pickup",
    });
    expect((await step("assignAwb", orderId)).json()).toMatchObject({
      message: "Book the shipment with Shiprocket before assigning an AWB",
    });

    const booked = await step("createShipment", orderId);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({
      shipment: {
        stage: "booked",
        shippingOrderId: expect.any(String),
        can: { create: false, assignAwb: true, cancel: true },
      },
    });
    const again = await step("createShipment", orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^This order is already booked with Shiprocket \(order \d+\)$/);

    const manifestTooSoon = await read("manifest", orderId);
    expect(manifestTooSoon.statusCode).toBe(409);

    const assigned = await step("assignAwb", orderId, { courierId: 2 });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({
      shipment: { stage: "awb", courier: "Blue Dart", awbCode: expect.stringMatching(/^AWB\d+C2$/) },
    });
    const twice = await step("assignAwb", orderId, { courierId: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(
      /is already assigned with Blue Dart; cancel the shipment to choose another courier$/,
    );

    const label = await read("label", orderId);
    expect(label.statusCode).toBe(200);
    expect(label.headers["content-type"]).toBe("application/pdf");
    expect(label.headers["content-disposition"]).toMatch(/^attachment; filename="label-.+\.pdf"$/);
    expect(label.body.startsWith("%PDF-")).toBe(true);

    const pickup = await step("requestPickup", orderId);
    expect(pickup.statusCode, pickup.body).toBe(200);
    expect(pickup.json()).toMatchObject({
      shipment: { stage: "pickup", pickupDate: "2026-11-27 10:00:00", can: { requestPickup: false, manifest: true } },
    });
    expect((await step("requestPickup", orderId)).json()).toMatchObject({
      message: "A pickup is already requested for 2026-11-27 10:00:00",
    });

    const generated = fake.calls.filter((call) => call.path === "/v1/external/manifests/generate").length;
    expect((await read("manifest", orderId)).body.startsWith("%PDF-")).toBe(true);
    expect((await read("manifest", orderId)).statusCode).toBe(200);
    expect(fake.calls.filter((call) => call.path === "/v1/external/manifests/generate")).toHaveLength(generated + 1);

    const { awbCode, shippingOrderId } = await orderRow(orderId);
    const cancelled = await step("cancelShipment", orderId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      shipment: { stage: null, awbCode: null, shippingOrderId: null, can: { create: true } },
    });
    expect(fake.cancelledAwbs).toContain(awbCode);
    expect(fake.cancelled.at(-1)).toEqual([Number(shippingOrderId)]);
    expect((await step("cancelShipment", orderId)).json()).toMatchObject({
      message: "This order has no Shiprocket shipment to cancel",
    });
    expect(await orderRow(orderId)).toMatchObject({ status: "confirmed", awbCode: null, courier: null });

    expect(await historyOf(orderId)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Booked with Shiprocket · order \d+, shipment \d+$/),
        `AWB assigned · Blue Dart · AWB ${awbCode}`,
        "Shipping label made",
        "Pickup requested for 2026-11-27 10:00:00",
        "Manifest made",
        `AWB cancelled · Blue Dart · AWB ${awbCode}`,
        `Shipment cancelled · Shiprocket order ${shippingOrderId}`,
      ]),
    );
  });

  it("keeps a cancelled AWB cancelled when Shiprocket fails to cancel the order, and finishes on the next try", async () => {
    const { orderId } = await anOrder();
    await step("createShipment", orderId);
    await step("assignAwb", orderId);
    fake.refuseNext("/v1/external/orders/cancel", 500, { message: "Internal Server Error" });
    expect((await step("cancelShipment", orderId)).statusCode).toBe(503);
    expect(await orderRow(orderId)).toMatchObject({ awbCode: null, shippingOrderId: expect.any(String) });
    const awbsCancelled = fake.cancelledAwbs.length;
    const retried = await step("cancelShipment", orderId);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(fake.cancelledAwbs).toHaveLength(awbsCancelled);
    expect(await orderRow(orderId)).toMatchObject({ shippingOrderId: null });
  });

  it("books again after a cancellation, with the recommended courier when none is chosen", async () => {
    const { orderId } = await anOrder();
    await step("createShipment", orderId);
    await step("cancelShipment", orderId);
    expect((await step("createShipment", orderId)).statusCode).toBe(200);
    const assigned = await step("assignAwb", orderId);
    expect(assigned.json()).toMatchObject({ shipment: { courier: "Blue Dart" } });
  });

  it("never hands a pending cash-on-delivery order to a courier", async () => {
    const { orderId } = await anOrder(shop, false);
    const before = fake.created.length;
    const refused = await step("createShipment", orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Confirm the order before handing it to a courier");
    expect(fake.created).toHaveLength(before);
    expect((await read("getShipment", orderId)).json()).toMatchObject({ shipment: { can: { create: false } } });
  });

  it("refuses a shopper, and an order that does not exist", async () => {
    const { orderId, shopper } = await anOrder();
    expect((await step("createShipment", orderId, {}, shopper.headers)).statusCode).toBe(403);
    expect((await step("createShipment", "not-an-order")).json()).toMatchObject({ message: "Order not found" });
    expect((await step("createShipment", "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });
});

describe("when Shiprocket refuses or does not answer", () => {
  it("gives the admin Shiprocket's reason and changes nothing", async () => {
    const { orderId } = await anOrder();
    await step("createShipment", orderId);
    fake.refuseNext("/v1/external/courier/assign/awb", 400, {
      message: "Selected courier is not serviceable for this pincode",
      status_code: 400,
    });
    const refused = await step("assignAwb", orderId, { courierId: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Shiprocket could not assign an AWB: Selected courier is not serviceable for this pincode",
    );
    expect((await orderRow(orderId)).awbCode).toBeNull();

    fake.refuseNext("/v1/external/courier/assign/awb", 200, {
      awb_assign_status: 0,
      response: { data: { awb_assign_error: "Wallet balance is low" } },
    });
    expect((await step("assignAwb", orderId, { courierId: 1 })).json().message).toBe(
      "Shiprocket could not assign an AWB: Wallet balance is low",
    );

    await step("assignAwb", orderId, { courierId: 1 });
    fake.refuseNext("/v1/external/courier/generate/pickup", 400, {
      message: "Already in Pickup Queue.",
      status_code: 400,
    });
    expect((await step("requestPickup", orderId)).json().message).toBe(
      "Shiprocket could not request the pickup: Already in Pickup Queue.",
    );
    expect((await read("getShipment", orderId)).json()).toMatchObject({
      shipment: { stage: "awb", pickupRequestedAt: null },
    });
  });

  it("answers 503 when Shiprocket fails or drops the connection, and the next try works", async () => {
    const { orderId } = await anOrder();
    fake.refuseNext("/v1/external/orders/create/adhoc", 500, { message: "Internal Server Error" });
    const failed = await step("createShipment", orderId);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe(
      "Shiprocket did not answer while trying to book the shipment. Nothing was changed; try again in a minute.",
    );
    fake.mode = "reset";
    expect((await step("createShipment", orderId)).statusCode).toBe(503);
    expect((await read("getCourierRates", orderId)).statusCode).toBe(503);
    fake.mode = "up";
    expect((await orderRow(orderId)).shippingOrderId).toBeNull();
    expect((await step("createShipment", orderId)).statusCode).toBe(200);
  });
});

describe("without Shiprocket", () => {
  it("shows the manual shipping panel and refuses the Shiprocket steps", async () => {
    const { orderId, headers } = await anOrder(byHand);
    const shipment = await read("getShipment", orderId, byHand, headers);
    expect(shipment.json()).toMatchObject({
      shipment: {
        mode: "manual",
        stage: null,
        can: { create: false, assignAwb: false, requestPickup: false, label: false, manifest: false, cancel: false },
      },
    });
    const refused = await byHand.post("/shipping/createShipment", headers, { orderId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Shiprocket is not connected: enter the courier and AWB by hand");
    const shipped = await byHand.post("/order/updateOrder", headers, {
      orderId,
      status: "Shipped",
      courier: "DTDC",
      awbCode: "D1234",
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
  });
});
