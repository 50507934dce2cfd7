import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { aProduct, sizesOf, stockOf } from "../../test/catalogue-builders.js";
import { payCod } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aShopper, type Shopper } from "../../test/user-builders.js";

/**
 * A return never dead-ends: a piece with nothing left to exchange it for (a one-off saree, the
 * last of its size) is offered what the policy allows instead, and the seller can open a return
 * from the back office on any delivered order.
 */

let clock = new Date("2026-11-10T08:00:00Z");
const shop = useTestShop({}, { now: () => clock });
const admin = useSignedInUser(shop, { userType: "Admin" });

type Line = { _id: string; returnOptions: string[]; exchangeSizes: { inStock: boolean }[] };
type Step = { status: string; at: string };
type OrderBody = {
  _id: string;
  orderDetails: { status: string };
  cart: Line[];
  returnResolution: string | null;
  storeCredit: number;
  canReturn: boolean;
  returns: { _id: string; steps: Step[] }[];
  history?: { by: string; name: string | null; event: string; to: string | null; detail: string | null }[];
};

async function ok(response: LightMyRequestResponse): Promise<OrderBody> {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { order: OrderBody }).order;
}

const move = (orderId: string, status: string, extra: object = {}) =>
  shop.post("/order/updateOrder", admin.headers, { orderId, status, ...extra });

async function deliveredOrder(shopper: Shopper, line: { productId: string; sizeId: string }) {
  const order = await ok(await payCod(shop, shopper, [{ ...line, quantity: 1 }]));
  await ok(await move(order._id, "Confirmed"));
  await ok(await move(order._id, "Shipped", { courier: "Delhivery", awbCode: "DL1234" }));
  return ok(await move(order._id, "DELIVERED"));
}

/** A one-off Katan silk saree, bought in a sale: MRP ₹16,000, sold at ₹14,000. */
async function aKatanSaree() {
  const product = await aProduct(shop.deps.db, {
    name: "Katan Silk Banarasi",
    oneOfAKind: true,
    weave: "banarasi",
    options: [{ size: "NA", original: 16000, discounted: 14000, stock: 1 }],
  });
  return (await sizesOf(shop.deps.db, product.id)).NA!;
}

async function theOrder(viewer: { headers: Record<string, string> }, orderId: string): Promise<OrderBody> {
  const response = await shop.post("/order/getMyOrders", viewer.headers, { orderId });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { orders: OrderBody }).orders;
}

async function adminView(orderId: string): Promise<OrderBody> {
  const response = await shop.post("/order/getOrders", admin.headers, { type: "Order", orderId });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: OrderBody[] }).data[0]!;
}

describe("a one-off piece bought at a discount", () => {
  it("is offered store credit when it cannot be exchanged, and the shopper's return settles as credit", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aKatanSaree();
    const order = await deliveredOrder(shopper, saree);
    expect(order.cart[0]!.exchangeSizes).toEqual([expect.objectContaining({ inStock: false })]);
    expect(order.cart[0]!.returnOptions).toEqual(["storeCredit"]);

    const exchange = await shop.post("/order/returnOrder", shopper.headers, { orderId: order._id, reason: "Colour not as shown", resolution: "exchange" });
    expect(exchange.statusCode).toBe(400);
    expect(exchange.json().message).toBe("Exchange for another size is not offered for these items. You may ask for store credit.");
    const refund = await shop.post("/order/returnOrder", shopper.headers, { orderId: order._id, reason: "Colour not as shown", resolution: "refund" });
    expect(refund.json().message).toBe("Refund is not offered for these items. You may ask for store credit.");

    // A client that names no resolution gets what the policy allows: store credit.
    const requested = await ok(await shop.post("/order/returnOrder", shopper.headers, { orderId: order._id, reason: "Colour not as shown" }));
    expect(requested.returnResolution).toBe("storeCredit");
    await ok(await move(requested._id, "Returned"));
    const credited = await ok(await move(requested._id, "Store Credit Issued", { condition: "sellable" }));
    expect(credited.storeCredit).toBe(14000);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(1);
  });

  it("keeps the exchange-only rule while the same piece can still be exchanged", async () => {
    const shopper = await aShopper(shop.deps.db);
    const product = await aProduct(shop.deps.db, { options: [{ size: "NA", original: 3000, discounted: 2400, stock: 4 }] });
    const order = await deliveredOrder(shopper, (await sizesOf(shop.deps.db, product.id)).NA!);
    expect(order.cart[0]!.returnOptions).toEqual(["exchange"]);
  });

  it("offers a piece bought at its MRP a refund or credit, not an exchange, once nothing is left to exchange it for", async () => {
    const shopper = await aShopper(shop.deps.db);
    const product = await aProduct(shop.deps.db, { oneOfAKind: true, options: [{ size: "NA", original: 9000, stock: 1 }] });
    const order = await deliveredOrder(shopper, (await sizesOf(shop.deps.db, product.id)).NA!);
    expect(order.cart[0]!.returnOptions).toEqual(["refund", "storeCredit"]);
  });
});

describe("the seller opening a return from the back office", () => {
  it("opens a store-credit return of a delivered one-off for its customer, with the reason", async () => {
    const shopper = await aShopper(shop.deps.db);
    const order = await deliveredOrder(shopper, await aKatanSaree());
    expect((await adminView(order._id)).cart[0]!.returnOptions).toEqual(["storeCredit"]);

    const opened = await ok(
      await shop.post("/order/openReturn", admin.headers, { orderId: order._id, reason: "Customer called: zari snagged", resolution: "storeCredit" }),
    );
    expect(opened.orderDetails.status).toBe("Return Requested");
    expect(opened.returnResolution).toBe("storeCredit");
    expect(opened.history?.[0]).toMatchObject({ by: "admin", event: "placed", to: "Return Requested", detail: "Customer called: zari snagged" });

    // The customer sees the return on their order, as if they had asked.
    const seen = await theOrder(shopper, order._id);
    expect(seen.canReturn).toBe(false);
    expect(seen.returns.map((entry) => entry._id)).toEqual([opened._id]);

    const again = await shop.post("/order/openReturn", admin.headers, { orderId: order._id, reason: "Again" });
    expect(again.statusCode).toBe(409);
  });

  it("may open a return after the shopper's return window has closed", async () => {
    const shopper = await aShopper(shop.deps.db);
    const order = await deliveredOrder(shopper, await aKatanSaree());
    const start = clock;
    clock = new Date(start.getTime() + 5 * 86_400_000);
    try {
      expect((await shop.post("/order/returnOrder", shopper.headers, { orderId: order._id, reason: "Late" })).statusCode).toBe(409);
      const opened = await ok(await shop.post("/order/openReturn", admin.headers, { orderId: order._id, reason: "Agreed by phone" }));
      expect(opened.returnResolution).toBe("storeCredit");
    } finally {
      clock = start;
    }
  });

  it("is refused without a reason, on an order not delivered, and to anyone but an admin", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aKatanSaree();
    const placed = await ok(await payCod(shop, shopper, [{ ...saree, quantity: 1 }]));
    const noReason = await shop.post("/order/openReturn", admin.headers, { orderId: placed._id, reason: "  " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe("Give the reason for the return");
    const notDelivered = await shop.post("/order/openReturn", admin.headers, { orderId: placed._id, reason: "Changed mind" });
    expect(notDelivered.statusCode).toBe(409);
    expect(notDelivered.json().message).toBe("Only a delivered order can be returned");
    expect((await shop.post("/order/openReturn", shopper.headers, { orderId: placed._id, reason: "Mine" })).statusCode).toBe(403);
    expect((await shop.post("/order/openReturn", {}, { orderId: placed._id, reason: "Mine" })).statusCode).toBe(401);
    expect((await shop.post("/order/openReturn", admin.headers, { orderId: "not-an-id", reason: "Lost" })).statusCode).toBe(404);
  });
});

describe("a return's steps", () => {
  it("lists only the steps the return really reached, each with when", async () => {
    const shopper = await aShopper(shop.deps.db);
    const order = await deliveredOrder(shopper, await aKatanSaree());
    const requested = await ok(await shop.post("/order/returnOrder", shopper.headers, { orderId: order._id, reason: "Too heavy" }));
    await ok(await move(requested._id, "Returned"));
    await ok(await move(requested._id, "Store Credit Issued", { condition: "sellable" }));

    const steps = (await theOrder(shopper, order._id)).returns[0]!.steps;
    expect(steps.map((step) => step.status)).toEqual(["Return Requested", "Returned", "Store Credit Issued"]);
    for (const step of steps) expect(Number.isNaN(Date.parse(step.at))).toBe(false);
  });
});
