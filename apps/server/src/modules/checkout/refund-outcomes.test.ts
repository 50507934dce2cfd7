import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, paymentIntents } from "../../db/schema/index.js";
import { hmacHex } from "../../integrations/razorpay/signatures.js";
import { aSaree, stockOf } from "../../test/catalogue-builders.js";
import { aShopOnFakeRazorpay, type FakeRazorpay } from "../../test/fake-razorpay.js";
import type { TestShop } from "../../test/test-app.js";
import { aShopper, aSignedInUser, type Shopper } from "../../test/user-builders.js";
import { reconcilePayments } from "./reconcile-payments.js";
import { paymentFor } from "../../test/checkout.js";

let fake: FakeRazorpay;
let shop: TestShop;
let close: () => Promise<void>;

beforeAll(async () => ({ shop, fake, close } = await aShopOnFakeRazorpay()));
afterAll(() => close());

async function startPayment(shopper: Shopper, saree: { productId: string; sizeId: string }) {
  return (await paymentFor(shop, shopper, [{ ...saree, quantity: 1 }])).id;
}

/** A prepaid order, paid through the fake Razorpay and verified. */
async function aPaidOrder() {
  const shopper = await aShopper(shop.deps.db);
  const saree = await aSaree(shop.deps.db, { stock: 2, price: 2500 });
  const providerOrderId = await startPayment(shopper, saree);
  const verified = await shop.post("/order/verifyPayment", shopper.headers, fake.gateway.pay(providerOrderId)!);
  expect(verified.statusCode, verified.body).toBe(200);
  return { shopper, orderId: (verified.json() as { order: { _id: string } }).order._id };
}

function webhook(event: object, eventId: string, signature?: string) {
  const body = JSON.stringify(event);
  return shop.post("/payments/razorpay/webhook", { "content-type": "application/json", "x-razorpay-signature": signature ?? hmacHex(fake.webhookSecret, body), "x-razorpay-event-id": eventId }, body);
}

const refundEvent = (event: "refund.processed" | "refund.failed", refund: { id: string; paymentId: string; amount: number }) => ({
  event,
  payload: { refund: { entity: { id: refund.id, payment_id: refund.paymentId, amount: refund.amount, status: event === "refund.processed" ? "processed" : "failed" } } },
});

async function orderSeenBy(shopper: { headers: Record<string, string> }, orderId: string) {
  const response = await shop.post("/order/getMyOrders", shopper.headers, { orderId });
  return (response.json() as { orders: { refund: { status: string; amount: number }; orderDetails: { status: string } } }).orders;
}

let admin: { headers: Record<string, string> } | undefined;
async function cancelAsAdmin(orderId: string) {
  admin ??= await aSignedInUser(shop.deps.db, { userType: "Admin" });
  return shop.post("/order/cancelOrder", admin.headers, { orderId });
}

describe("refunds through Razorpay", () => {
  it("never refunds twice when the refund's answer is lost and the refund is retried", async () => {
    const { orderId } = await aPaidOrder();
    fake.dropRefundAnswers = 1;
    const cancelled = await cancelAsAdmin(orderId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [before] = await shop.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(before!.refundStatus).toBe("pending");
    await reconcilePayments(shop.deps);
    await reconcilePayments(shop.deps);
    const [after] = await shop.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(fake.gateway.refunds.filter((refund) => refund.paymentId === after!.providerPaymentId)).toHaveLength(1);
    expect(after!.status).toBe("refunded");
    expect(after!.providerRefundId).toBe(fake.gateway.refunds.find((refund) => refund.paymentId === after!.providerPaymentId)!.id);
    expect(fake.requests.filter((request) => request.endsWith("/refund")).length).toBeGreaterThanOrEqual(2);
  });

  it("shows the refund as processed or failed once Razorpay says so, ignoring replays and forgeries", async () => {
    const paid = await aPaidOrder();
    const failing = await aPaidOrder();
    for (const order of [paid, failing]) {
      expect((await cancelAsAdmin(order.orderId)).statusCode).toBe(200);
      // Razorpay's answer to a new normal refund is "pending" until the bank has it.
      await shop.deps.db.update(orders).set({ refundStatus: "processing" }).where(eq(orders.id, order.orderId));
    }
    const rowOf = async (orderId: string) => (await shop.deps.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
    const processedRow = await rowOf(paid.orderId);
    const failedRow = await rowOf(failing.orderId);
    expect(await orderSeenBy(paid.shopper, paid.orderId)).toMatchObject({ refund: { status: "processing", amount: 2500 } });

    const forged = await webhook(refundEvent("refund.failed", { id: processedRow.providerRefundId!, paymentId: processedRow.providerPaymentId!, amount: 250_000 }), "evt_forged", "0".repeat(64));
    expect(forged.statusCode).toBe(401);
    const processed = refundEvent("refund.processed", { id: processedRow.providerRefundId!, paymentId: processedRow.providerPaymentId!, amount: 250_000 });
    expect((await webhook(processed, "evt_refund_1")).json()).toMatchObject({ message: "processed" });
    expect((await webhook(processed, "evt_refund_1")).json()).toMatchObject({ message: "duplicate" });
    const failed = refundEvent("refund.failed", { id: failedRow.providerRefundId!, paymentId: failedRow.providerPaymentId!, amount: 250_000 });
    expect((await webhook(failed, "evt_refund_2")).statusCode).toBe(200);
    // A late, contradicting event for a settled refund changes nothing.
    await webhook(refundEvent("refund.failed", { id: processedRow.providerRefundId!, paymentId: processedRow.providerPaymentId!, amount: 250_000 }), "evt_refund_3");

    expect(await orderSeenBy(paid.shopper, paid.orderId)).toMatchObject({ refund: { status: "completed" } });
    expect(await orderSeenBy(failing.shopper, failing.orderId)).toMatchObject({ refund: { status: "failed" } });
    const adminView = await shop.post("/order/getOrders", admin!.headers, { orderId: failing.orderId });
    expect((adminView.json() as { data: { refund: { status: string } }[] }).data.map((order) => order.refund.status)).toEqual(["failed"]);
  });
});

describe("a failed online payment", () => {
  it("gives its reserved stock back at once when Razorpay's payment.failed webhook arrives", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 1, price: 2500 });
    const providerOrderId = await startPayment(shopper, saree);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(0);
    fake.gateway.fail(providerOrderId);
    const [attempt] = await fake.gateway.fetchOrderPayments(providerOrderId);
    const event = { event: "payment.failed", payload: { payment: { entity: { id: attempt!.id, order_id: providerOrderId, amount: 250_000, status: "failed", error_description: "Card declined" } } } };
    expect((await webhook(event, "evt_failed_1")).statusCode).toBe(200);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(1);
    const [intent] = await shop.deps.db.select().from(paymentIntents).where(eq(paymentIntents.providerOrderId, providerOrderId));
    expect(intent).toMatchObject({ status: "failed", stockReserved: 0 });
  });

  it("gives its reserved stock back when the shopper's checkout reports the failure, and only the shopper's own", async () => {
    const shopper = await aShopper(shop.deps.db);
    const stranger = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 1, price: 2500 });
    const providerOrderId = await startPayment(shopper, saree);
    fake.gateway.fail(providerOrderId);
    const foreign = await shop.post("/order/paymentFailed", stranger.headers, { razorpay_order_id: providerOrderId });
    expect(foreign.statusCode).toBe(404);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(0);
    const own = await shop.post("/order/paymentFailed", shopper.headers, { razorpay_order_id: providerOrderId });
    expect(own.statusCode, own.body).toBe(200);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(1);
  });

  it("keeps the stock when another attempt of the same checkout was paid", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 1, price: 2500 });
    const providerOrderId = await startPayment(shopper, saree);
    fake.gateway.fail(providerOrderId);
    fake.gateway.pay(providerOrderId);
    const response = await shop.post("/order/paymentFailed", shopper.headers, { razorpay_order_id: providerOrderId });
    expect(response.statusCode).toBe(200);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(0);
  });
});
