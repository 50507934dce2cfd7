import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { buyingOptions, orderLines, orders, outboxMessages } from "../../db/schema/index.js";
import type { TestGateway } from "../../integrations/razorpay/test-gateway.js";
import { aProduct, inSizes, sizesOf, stockOf } from "../../test/catalogue-builders.js";
import { capturePayment, payCod, paymentFor } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aShopper, type Shopper } from "../../test/user-builders.js";
import { jobHandlers } from "../../job-registration.js";
import { runDueJobs } from "../jobs/job-worker.js";

/**
 * A return as the seller runs it: requested → pickup scheduled (reverse AWB) → received →
 * inspected, then settled as a refund, an exchange (the new size held from the request) or store
 * credit, which the shopper can spend at checkout.
 */

const shop = useTestShop();
const admin = useSignedInUser(shop, { userType: "Admin" });

type Line = {
  _id: string;
  size: string;
  sizeId: string;
  quantity: number;
  returnOptions: string[];
  exchangeSizes: { sizeId: string; size: string; inStock: boolean }[];
  exchangeFor: { size: string } | null;
};
type OrderBody = {
  _id: string;
  orderDetails: { status: string };
  cart: Line[];
  totalPrice: number;
  paymentType: string;
  paymentText: string;
  refund: { amount: number; status: string; note: string | null };
  storeCredit: number;
  returnResolution: string | null;
  exchangeOrderId: string | null;
  nextStatuses: string[];
};
type Size = { productId: string; sizeId: string };

const aNewShopper = () => aShopper(shop.deps.db);

/** A kurta in four sizes at one price and a fifth that costs more. */
async function aKurta() {
  const product = await aProduct(shop.deps.db, {
    name: "Chanderi Kurta",
    options: [...inSizes({ S: 3, M: 3, L: 3 }, 2000), { size: "XXL", original: 2200, stock: 3 }],
  });
  const sizes = await sizesOf(shop.deps.db, product.id);
  return { S: sizes.S!, M: sizes.M!, L: sizes.L!, XXL: sizes.XXL! };
}

const stockLeft = (size: Size) => stockOf(shop.deps.db, size.sizeId);

async function ok(response: LightMyRequestResponse): Promise<OrderBody> {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { order: OrderBody }).order;
}

const askToReturn = (shopper: Shopper, orderId: string, reason: string, extra: object = {}) =>
  shop.post("/order/returnOrder", shopper.headers, { orderId, reason, ...extra });

const move = (orderId: string, status: string, extra: object = {}) =>
  shop.post("/order/updateOrder", admin.headers, { orderId, status, ...extra });

async function deliveredOrder(shopper: Shopper, lines: (Size & { quantity: number })[], extra: object = {}) {
  const order = await ok(await payCod(shop, shopper, lines, extra));
  await ok(await move(order._id, "Confirmed"));
  await ok(await move(order._id, "Shipped", { courier: "Delhivery", awbCode: "DL1234" }));
  return ok(await move(order._id, "DELIVERED"));
}

async function storeCredit(shopper: Shopper) {
  const response = await shop.post("/order/getStoreCredit", shopper.headers, {});
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { storeCredit: { balance: number; entries: { amount: number }[] } }).storeCredit;
}

/** A ₹2,000 kurta delivered and returned for store credit, settled in full: the shopper's balance is ₹2,000. */
async function creditFromAReturn(shopper: Shopper, kurta: Awaited<ReturnType<typeof aKurta>>) {
  const order = await deliveredOrder(shopper, [{ ...kurta.M, quantity: 1 }]);
  const requested = await ok(await askToReturn(shopper, order._id, "Prefer credit", { resolution: "storeCredit" }));
  await ok(await move(requested._id, "Returned"));
  await ok(await move(requested._id, "Store Credit Issued", { condition: "sellable" }));
}

async function netSales() {
  const response = await shop.post("/products/getGraphData", admin.headers, {});
  return (response.json() as { totals: { netSales: number } }).totals.netSales;
}

describe("a return's steps", () => {
  it("schedules the pickup only with a courier and reverse AWB, and tells the shopper", async () => {
    const shopper = await aNewShopper();
    const kurta = await aKurta();
    const order = await deliveredOrder(shopper, [{ ...kurta.M, quantity: 1 }]);
    const requested = await ok(await askToReturn(shopper, order._id, "Too tight"));
    expect(requested.nextStatuses).toEqual(["Pickup Scheduled", "Returned", "Cancelled"]);

    const bare = await move(requested._id, "Pickup Scheduled");
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe("Add the courier and reverse AWB number of the pickup");

    const scheduled = await ok(
      await move(requested._id, "Pickup Scheduled", { courier: "Xpressbees", awbCode: "XB-REV-778" }),
    );
    expect(scheduled.orderDetails.status).toBe("Pickup Scheduled");
    await runDueJobs(shop.deps, jobHandlers);
    const mails = await shop.deps.db
      .select({ subject: outboxMessages.subject, body: outboxMessages.text })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, shopper.user.email!), eq(outboxMessages.channel, "email")));
    expect(mails.find((mail) => mail.subject?.startsWith("Pickup for return"))?.body).toContain("XB-REV-778");
  });

  it("moves no stock and no money when the pieces arrive, only when they are inspected", async () => {
    const shopper = await aNewShopper();
    const kurta = await aKurta();
    const order = await deliveredOrder(shopper, [{ ...kurta.M, quantity: 2 }]);
    const requested = await ok(await askToReturn(shopper, order._id, "Colour"));
    const received = await ok(await move(requested._id, "Returned"));
    expect(received.refund).toMatchObject({ status: "none", amount: 0 });
    expect(await stockLeft(kurta.M)).toBe(1);
    expect(received.nextStatuses).toEqual(["Inspected", "Exchanged", "Store Credit Issued"]);

    const inspected = await ok(await move(requested._id, "Inspected", { condition: "sellable" }));
    expect(inspected.refund).toMatchObject({ status: "manual", amount: 4000 });
    expect(await stockLeft(kurta.M)).toBe(3);
    expect((await ok(await move(requested._id, "Refunded"))).refund.status).toBe("completed");
  });
});

describe("an exchange", () => {
  it("holds the new size from the request, and ships it with nothing to pay once the pieces are inspected", async () => {
    const shopper = await aNewShopper();
    const kurta = await aKurta();
    const order = await deliveredOrder(shopper, [{ ...kurta.M, quantity: 1 }]);
    const line = order.cart[0]!;
    expect(line.returnOptions).toEqual(["refund", "exchange", "storeCredit"]);
    // Only sizes at the same price are offered.
    expect(line.exchangeSizes.map((size) => size.size)).toEqual(["S", "M", "L"]);

    const requested = await ok(
      await askToReturn(shopper, order._id, "Too tight", {
        resolution: "exchange",
        cart: JSON.stringify([{ _id: line._id, quantity: 1, exchangeSizeId: kurta.L.sizeId }]),
      }),
    );
    expect(requested.returnResolution).toBe("exchange");
    expect(requested.cart[0]!.exchangeFor).toMatchObject({ size: "L" });
    expect(await stockLeft(kurta.L)).toBe(2);

    await ok(await move(requested._id, "Returned"));
    const exchanged = await ok(await move(requested._id, "Exchanged", { condition: "sellable" }));
    expect(exchanged.orderDetails.status).toBe("Exchanged");
    // The returned M is back on sale, and the L held since the request is not taken twice.
    expect(await stockLeft(kurta.M)).toBe(3);
    expect(await stockLeft(kurta.L)).toBe(2);

    const [replacement] = await shop.deps.db.select().from(orders).where(eq(orders.id, exchanged.exchangeOrderId!));
    expect(replacement).toMatchObject({
      orderType: "order",
      status: "confirmed",
      totalPaise: 0,
      userId: shopper.user.id,
    });
    const sent = await shop.deps.db.select().from(orderLines).where(eq(orderLines.orderId, replacement!.id));
    expect(sent.map((l) => [l.buyingOptionId, l.size, l.quantity, l.unitPricePaise])).toEqual([
      [kurta.L.sizeId, "L", 1, 0],
    ]);
  });

  it("gives the held size back when the return is cancelled or settled another way", async () => {
    const shopper = await aNewShopper();
    const kurta = await aKurta();
    const ask = async (order: OrderBody) =>
      ok(
        await askToReturn(shopper, order._id, "Wrong size", {
          resolution: "exchange",
          cart: [{ _id: order.cart[0]!._id, quantity: 1, exchangeSizeId: kurta.S.sizeId }],
        }),
      );
    const first = await ask(await deliveredOrder(shopper, [{ ...kurta.M, quantity: 1 }]));
    expect(await stockLeft(kurta.S)).toBe(2);
    await ok(await shop.post("/order/cancelOrder", admin.headers, { orderId: first._id }));
    expect(await stockLeft(kurta.S)).toBe(3);

    const second = await ask(await deliveredOrder(shopper, [{ ...kurta.L, quantity: 1 }]));
    expect(await stockLeft(kurta.S)).toBe(2);
    await ok(await move(second._id, "Returned"));
    await ok(await move(second._id, "Store Credit Issued", { condition: "damaged" }));
    expect(await stockLeft(kurta.S)).toBe(3);
  });

  it("is refused for a size at another price, another item, or a size that is sold out", async () => {
    const shopper = await aNewShopper();
    const kurta = await aKurta();
    const other = await aKurta();
    const order = await deliveredOrder(shopper, [{ ...kurta.M, quantity: 1 }]);
    const ask = (exchangeSizeId: string) =>
      askToReturn(shopper, order._id, "Wrong size", {
        resolution: "exchange",
        cart: JSON.stringify([{ _id: order.cart[0]!._id, quantity: 1, exchangeSizeId }]),
      });
    const pricier = await ask(kurta.XXL.sizeId);
    expect(pricier.statusCode).toBe(400);
    expect(pricier.json().message).toBe("Chanderi Kurta can be exchanged only for a size at the same price");
    expect((await ask(other.S.sizeId)).json().message).toBe("An exchange must be another size of the same item");
    await shop.deps.db.update(buyingOptions).set({ stock: 0 }).where(eq(buyingOptions.id, kurta.L.sizeId));
    const soldOut = await ask(kurta.L.sizeId);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe("Chanderi Kurta (L) is out of stock");
    // Nothing was held or recorded by the refused requests.
    expect([await stockLeft(kurta.S), await stockLeft(kurta.XXL), await stockLeft(other.S)]).toEqual([3, 3, 3]);
    expect(await shop.deps.db.select().from(orders).where(eq(orders.parentOrderId, order._id))).toEqual([]);
  });

  it("cannot be settled when no replacement was held", async () => {
    const shopper = await aNewShopper();
    const kurta = await aKurta();
    const order = await deliveredOrder(shopper, [{ ...kurta.M, quantity: 1 }]);
    const requested = await ok(await askToReturn(shopper, order._id, "Changed my mind"));
    await ok(await move(requested._id, "Returned"));
    const refused = await move(requested._id, "Exchanged", { condition: "sellable" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "This return has no replacement reserved; settle it with a refund or store credit",
    );
  });
});

describe("the return policy", () => {
  it("offers only an exchange for a discounted piece, and takes an exchange when nothing is asked", async () => {
    const shopper = await aNewShopper();
    const product = await aProduct(shop.deps.db, {
      name: "Festive Banarasi",
      options: [{ size: "NA", original: 3000, discounted: 2400, stock: 4 }],
    });
    const saree = (await sizesOf(shop.deps.db, product.id)).NA!;
    const order = await deliveredOrder(shopper, [{ ...saree, quantity: 1 }]);
    expect(order.cart[0]!.returnOptions).toEqual(["exchange"]);

    const refund = await askToReturn(shopper, order._id, "Not for me", { resolution: "refund" });
    expect(refund.statusCode).toBe(400);
    expect(refund.json().message).toBe(
      "Refund is not offered for these items. You may ask for an exchange for another size.",
    );
    const credit = await askToReturn(shopper, order._id, "Not for me", { resolution: "Store Credit" });
    expect(credit.statusCode).toBe(400);

    // A client that sends no resolution (as the spec's form does) gets what the policy allows: a like-for-like exchange.
    const requested = await ok(await askToReturn(shopper, order._id, "Flaw in the weave"));
    expect(requested.returnResolution).toBe("exchange");
    expect(requested.cart[0]!.exchangeFor).toMatchObject({ size: "NA" });
    expect(await stockLeft(saree)).toBe(2);
  });
});

describe("store credit", () => {
  it("is issued for a return, counts as a refund on the dashboard, and is spent at the next checkout", async () => {
    const shopper = await aNewShopper();
    const kurta = await aKurta();
    const order = await deliveredOrder(shopper, [{ ...kurta.M, quantity: 1 }]);
    const requested = await ok(await askToReturn(shopper, order._id, "Prefer another", { resolution: "storeCredit" }));
    await ok(await move(requested._id, "Returned"));
    const before = await netSales();
    const credited = await ok(
      await move(requested._id, "Store Credit Issued", {
        condition: "sellable",
        refundAmount: 1500,
        refundReason: "Tag removed",
      }),
    );
    expect(credited).toMatchObject({ storeCredit: 1500, refund: { amount: 0, status: "none" } });
    expect(await netSales()).toBe(before - 1500);
    expect((await storeCredit(shopper)).balance).toBe(1500);

    // A ₹2,000 order collects ₹500 at the door; a cancellation gives the ₹1,500 back as credit.
    const next = await ok(await payCod(shop, shopper, [{ ...kurta.S, quantity: 1 }], { useStoreCredit: "true" }));
    expect(next).toMatchObject({ totalPrice: 2000, storeCredit: 1500, paymentType: "COD" });
    expect((await storeCredit(shopper)).balance).toBe(0);
    await ok(await shop.post("/order/cancelMyOrder", shopper.headers, { orderId: next._id }));
    expect((await storeCredit(shopper)).balance).toBe(1500);
  });

  it("pays part of an online payment, held while it is open and given back when it lapses", async () => {
    const shopper = await aNewShopper();
    const kurta = await aKurta();
    await creditFromAReturn(shopper, kurta);
    expect((await storeCredit(shopper)).balance).toBe(2000);

    const payment = await paymentFor(shop, shopper, [{ ...kurta.XXL, quantity: 1 }], { useStoreCredit: true });
    expect(payment.amount).toBe(20_000);
    expect((await storeCredit(shopper)).balance).toBe(0);

    const paid = (shop.deps.payments as TestGateway).pay(payment.id)!;
    const placed = await ok(await shop.post("/order/verifyPayment", shopper.headers, paid));
    expect(placed).toMatchObject({ totalPrice: 2200, storeCredit: 2000, paymentType: "Prepaid" });
    expect((await storeCredit(shopper)).balance).toBe(0);

    // Cancelled by the shop: the ₹200 paid goes back to the card, the ₹2,000 of credit to the balance.
    const cancelled = await ok(await shop.post("/order/cancelOrder", admin.headers, { orderId: placed._id }));
    expect(cancelled.refund.amount).toBe(200);
    expect((await storeCredit(shopper)).balance).toBe(2000);
  });

  it("covers a whole order with nothing to collect, and refunds a return of it as credit, not money", async () => {
    const shopper = await aNewShopper();
    const kurta = await aKurta();
    await creditFromAReturn(shopper, kurta);

    const online = await capturePayment(shop, shopper, [{ ...kurta.S, quantity: 1 }], { useStoreCredit: "on" });
    expect(online.statusCode).toBe(400);
    expect(online.json().message).toBe(
      "Your store credit covers this whole order: place it with Cash on Delivery and nothing will be collected.",
    );

    const covered = await ok(await payCod(shop, shopper, [{ ...kurta.S, quantity: 1 }], { useStoreCredit: "1" }));
    expect(covered).toMatchObject({
      totalPrice: 2000,
      storeCredit: 2000,
      paymentType: "Prepaid",
      orderDetails: { status: "Confirmed" },
    });
    await ok(await move(covered._id, "Shipped", { courier: "Delhivery", awbCode: "DL999" }));
    await ok(await move(covered._id, "DELIVERED"));
    const again = await ok(await askToReturn(shopper, covered._id, "y", { resolution: "refund" }));
    await ok(await move(again._id, "Returned"));
    const inspected = await ok(await move(again._id, "Inspected", { condition: "sellable" }));
    expect(inspected).toMatchObject({ refund: { amount: 0, status: "none" }, storeCredit: 2000 });
    expect((await storeCredit(shopper)).balance).toBe(2000);
  });

  it("is private to its shopper and needs a sign-in", async () => {
    const anonymous = await shop.app.inject({ method: "POST", url: "/api/v1/order/getStoreCredit" });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await aNewShopper();
    expect(await storeCredit(stranger)).toEqual({ balance: 0, entries: [] });
  });
});
