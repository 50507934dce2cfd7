import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, paymentIntents } from "../../db/schema/index.js";
import { type TestGateway } from "../../integrations/razorpay/test-gateway.js";
import { aSaree, stockOf } from "../../test/catalogue-builders.js";
import { aTestClock } from "../../test/test-app.js";
import { aShopper } from "../../test/user-builders.js";
import { reconcilePayments } from "./reconcile-payments.js";
import { capturePayment, payCod, paymentFor } from "../../test/checkout.js";
import { useTestShop } from "../../test/file-fixtures.js";

const clock = aTestClock(new Date("2026-11-21T10:00:00Z"));
const shop = useTestShop({}, { now: clock.now });
const gateway = () => shop.deps.payments as TestGateway;

async function ordersOf(userId: string) {
  return shop.deps.db.select().from(orders).where(eq(orders.userId, userId));
}

function verify(shopper: { headers: Record<string, string> }, result: object) {
  return shop.post("/order/verifyPayment", shopper.headers, result);
}

function webhook(event: object, options: { signature?: string; eventId?: string } = {}) {
  const body = JSON.stringify(event);
  return shop.app.inject({
    method: "POST",
    url: "/api/v1/payments/razorpay/webhook",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": options.signature ?? gateway().signWebhook(body),
      "x-razorpay-event-id": options.eventId ?? `evt_${Math.random()}`,
    },
    payload: body,
  });
}

const capturedEvent = (payment: { id: string; orderId: string; amountPaise: number }) => ({
  event: "payment.captured",
  payload: { payment: { entity: { id: payment.id, order_id: payment.orderId, amount: payment.amountPaise, status: "captured" } } },
});

describe("paying online in test mode", () => {
  it("opens a provider order for the server's total and reserves the stock", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 4, price: 3000 });
    const response = await capturePayment(shop, shopper, [{ ...saree, quantity: 2, price: 1 }]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { payment: { amount: number; currency: string; id: string }; mode: string; key: string };
    expect(body.payment).toMatchObject({ amount: 600_000, currency: "INR" });
    expect(body.mode).toBe("test");
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(2);
  });

  it("turns a verified payment into one confirmed prepaid order, however often it is verified", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 3, price: 3000 });
    const payment = await paymentFor(shop, shopper, [{ ...saree, quantity: 1 }]);
    const result = gateway().pay(payment.id)!;
    const first = await verify(shopper, { ...result, cart: JSON.stringify([{ ...saree, quantity: 3, price: 1 }]) });
    expect(first.statusCode, first.body).toBe(200);
    const { order } = first.json() as { order: { _id: string; paymentType: string; orderDetails: { status: string }; paymentText: string; totalPrice: number } };
    expect(order).toMatchObject({ paymentType: "Prepaid", orderDetails: { status: "Confirmed" }, paymentText: "Paid (Prepaid)", totalPrice: 3000 });
    const again = await Promise.all([verify(shopper, result), verify(shopper, result)]);
    expect(again.map((r) => (r.json() as { order: { _id: string } }).order._id)).toEqual([order._id, order._id]);
    expect(await ordersOf(shopper.user.id)).toHaveLength(1);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(2);
  });

  it("rejects forged signatures: one byte changed, another order's signature, swapped ids", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 3, price: 3000 });
    const first = (await paymentFor(shop, shopper, [{ ...saree, quantity: 1 }])).id;
    const other = await aSaree(shop.deps.db, { stock: 3, price: 3000 });
    const second = (await paymentFor(shop, shopper, [{ ...other, quantity: 1 }])).id;
    const good = gateway().pay(first)!;
    const otherGood = gateway().pay(second)!;
    const flipped = good.razorpay_signature.slice(0, -1) + (good.razorpay_signature.endsWith("0") ? "1" : "0");
    for (const forged of [
      { ...good, razorpay_signature: flipped },
      { ...good, razorpay_signature: otherGood.razorpay_signature },
      { ...good, razorpay_payment_id: otherGood.razorpay_payment_id },
    ]) {
      const response = await verify(shopper, forged);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: "Unable to Complete Payment" });
    }
    expect(await ordersOf(shopper.user.id)).toHaveLength(0);
  });

  it("does not let another customer verify someone else's payment", async () => {
    const shopper = await aShopper(shop.deps.db);
    const stranger = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 3, price: 3000 });
    const payment = await paymentFor(shop, shopper, [{ ...saree, quantity: 1 }]);
    const response = await verify(stranger, gateway().pay(payment.id)!);
    expect(response.statusCode).toBe(404);
    expect(await ordersOf(stranger.user.id)).toHaveLength(0);
  });

  it("reserves the last unit for exactly one of 200 racing shoppers", async () => {
    const saree = await aSaree(shop.deps.db, { stock: 1, price: 3000 });
    const shoppers = await Promise.all(Array.from({ length: 200 }, () => aShopper(shop.deps.db)));
    const responses = await Promise.all(shoppers.map((shopper) => capturePayment(shop, shopper, [{ ...saree, quantity: 1 }])));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(199);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(0);
  });
});

describe("the payment webhook", () => {
  it("creates the order once when only the webhook arrives, and ignores its redelivery", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 2, price: 3000 });
    const payment = await paymentFor(shop, shopper, [{ ...saree, quantity: 1 }]);
    const paid = gateway().pay(payment.id)!;
    const event = capturedEvent({ id: paid.razorpay_payment_id, orderId: payment.id, amountPaise: 300_000 });
    expect((await webhook(event, { eventId: "evt_same" })).statusCode).toBe(200);
    expect((await webhook(event, { eventId: "evt_same" })).json()).toMatchObject({ message: "duplicate" });
    expect((await webhook(event, { eventId: "evt_other" })).statusCode).toBe(200);
    expect(await ordersOf(shopper.user.id)).toHaveLength(1);
  });

  it("refuses a forged signature and a wrong amount and creates nothing", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 2, price: 3000 });
    const payment = await paymentFor(shop, shopper, [{ ...saree, quantity: 1 }]);
    const paid = gateway().pay(payment.id)!;
    const forged = await webhook(capturedEvent({ id: paid.razorpay_payment_id, orderId: payment.id, amountPaise: 300_000 }), { signature: "0".repeat(64) });
    expect(forged.statusCode).toBe(401);
    const cheap = await webhook(capturedEvent({ id: paid.razorpay_payment_id, orderId: payment.id, amountPaise: 100 }));
    expect(cheap.statusCode).toBe(400);
    expect(await ordersOf(shopper.user.id)).toHaveLength(0);
  });
});

describe("reconciliation", () => {
  it("releases the stock of a reservation that lapsed unpaid", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 2, price: 3000 });
    await capturePayment(shop, shopper, [{ ...saree, quantity: 2 }]);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(0);
    clock.later(16);
    await reconcilePayments(shop.deps);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(2);
    await reconcilePayments(shop.deps);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(2);
  });

  it("settles a payment whose browser never came back", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 2, price: 3000 });
    const payment = await paymentFor(shop, shopper, [{ ...saree, quantity: 1 }]);
    gateway().pay(payment.id);
    clock.later(16);
    const outcome = await reconcilePayments(shop.deps);
    expect(outcome.settled).toBeGreaterThanOrEqual(1);
    const placed = await ordersOf(shopper.user.id);
    expect(placed.map((o) => [o.status, o.paymentType])).toEqual([["confirmed", "prepaid"]]);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(1);
  });

  it("captures and settles a payment the shopper authorised but the shop never captured", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 2, price: 3000 });
    const payment = await paymentFor(shop, shopper, [{ ...saree, quantity: 1 }]);
    const paid = gateway().pay(payment.id)!;
    (await gateway().fetchPayment(paid.razorpay_payment_id))!.status = "authorized";
    clock.later(16);
    await reconcilePayments(shop.deps);
    expect((await gateway().fetchPayment(paid.razorpay_payment_id))!.status).toBe("captured");
    const placed = await ordersOf(shopper.user.id);
    expect(placed.map((o) => [o.status, o.providerPaymentId])).toEqual([["confirmed", paid.razorpay_payment_id]]);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(1);
  });

  it("refunds a payment that arrives after its reservation lapsed and the stock was sold", async () => {
    const late = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 1, price: 3000 });
    const payment = await paymentFor(shop, late, [{ ...saree, quantity: 1 }]);
    clock.later(16);
    await reconcilePayments(shop.deps);
    const quick = await aShopper(shop.deps.db);
    const cod = await payCod(shop, quick, [{ ...saree, quantity: 1 }]);
    expect(cod.statusCode).toBe(200);
    const response = await verify(late, gateway().pay(payment.id)!);
    expect(response.statusCode).toBe(409);
    expect((response.json() as { message: string }).message).toMatch(/refunded/);
    expect(await ordersOf(late.user.id)).toHaveLength(0);
    const [intent] = await shop.deps.db.select().from(paymentIntents).where(eq(paymentIntents.providerOrderId, payment.id));
    expect(intent!.status).toBe("refunded");
    expect(intent!.failureReason).toMatch(/refunded as rfnd_/);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(0);
  });
});
