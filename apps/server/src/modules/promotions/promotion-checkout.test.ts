import { eq } from "drizzle-orm";
import { pdfText } from "../../../../../scripts/support/pdf-text.mjs";
import { describe, expect, it } from "vitest";
import { orderLines, orders, paymentIntents, promotions, promotionUses } from "../../db/schema/index.js";
import type { TestGateway } from "../../integrations/razorpay/test-gateway.js";
import { aSaree, stockOf } from "../../test/catalogue-builders.js";
import { payCod, paymentFor, quoteOf } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aCode, aPromotion } from "../../test/promotions.js";
import { aTestClock } from "../../test/test-app.js";
import { aShopper, type Shopper } from "../../test/user-builders.js";
import { taxDocumentReader } from "../invoices/tax-documents.js";
import { reconcilePayments } from "../checkout/reconcile-payments.js";

const gateway = () => shop.deps.payments as TestGateway;
// Starts at the real time, moved by hand to let reservations lapse.
const clock = aTestClock(new Date());
const shop = useTestShop({}, { now: clock.now });
const admin = useSignedInUser(shop, { userType: "Admin" });

type OrderBody = {
  _id: string;
  totalPrice: number;
  cart: { _id: string; sizeId: string; price: number; quantity: number; discount: number }[];
  refund: { amount: number };
};

const post = (url: string, headers: Record<string, string>, payload: object) =>
  shop.app.inject({ method: "POST", url: `/api/v1/order/${url}`, headers, payload });

async function ok(response: Awaited<ReturnType<typeof post>>): Promise<OrderBody> {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { order: OrderBody }).order;
}

async function timesUsed(promotionId: string): Promise<number> {
  const [row] = await shop.deps.db
    .select({ timesUsed: promotions.timesUsed })
    .from(promotions)
    .where(eq(promotions.id, promotionId));
  return row!.timesUsed;
}

const move = (orderId: string, status: string, extra: object = {}) =>
  post("updateOrder", admin.headers, { orderId, status, ...extra });

describe("a checkout with a promotion", () => {
  it("charges a cash-on-delivery order exactly the quoted total and stores each line's share of the discount", async () => {
    const shopper = await aShopper(shop.deps.db);
    const silk = await aSaree(shop.deps.db, { stock: 5, price: 3000 });
    const cotton = await aSaree(shop.deps.db, { stock: 5, price: 1000 });
    const code = aCode("COD");
    const promotion = await aPromotion(shop, admin.headers, { title: "10% off", code });
    const cart = [
      { ...silk, quantity: 1 },
      { ...cotton, quantity: 2 },
    ];
    const quoted = (await quoteOf(shop, shopper, cart, { couponCode: code, paymentType: "cod" })).total;
    const order = await ok(await payCod(shop, shopper, cart, { couponCode: code.toLowerCase() }));
    expect(order.totalPrice).toBe(quoted);
    expect(order.totalPrice).toBe(4500);
    expect(order.cart.map((line) => [line.sizeId, line.discount])).toEqual(
      expect.arrayContaining([
        [silk.sizeId, 300],
        [cotton.sizeId, 200],
      ]),
    );
    const stored = await shop.deps.db
      .select({ discountPaise: orderLines.discountPaise })
      .from(orderLines)
      .where(eq(orderLines.orderId, order._id));
    expect(stored.reduce((sum, line) => sum + line.discountPaise, 0)).toBe(50_000);
    expect(await timesUsed(promotion._id)).toBe(1);
    const listed = (
      await shop.app.inject({ method: "GET", url: "/api/v1/promotions/getAllPromotions", headers: admin.headers })
    ).json() as {
      promotions: { _id: string; ordersCount: number; discountGiven: number; revenue: number }[];
    };
    expect(listed.promotions.find((p) => p._id === promotion._id)).toMatchObject({
      timesUsed: 1,
      ordersCount: 1,
      discountGiven: 500,
      revenue: 4500,
    });
  });

  it("lists every coupon and offer the order got, with what each took off, on the order the admin opens", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 5, price: 4000 });
    const offer = await aPromotion(shop, admin.headers, {
      title: "Wedding season ₹200 off",
      type: "fixed",
      value: 200,
      products: [saree.productId],
      combinesWithCodes: true,
    });
    const code = aCode("SHAADI");
    await aPromotion(shop, admin.headers, { title: "10% off", code, combinable: true });
    const order = await ok(await payCod(shop, shopper, [{ ...saree, quantity: 1 }], { couponCode: code }));
    expect(order.totalPrice).toBe(3400);

    const opened = await post("getOrders", admin.headers, { orderId: order._id });
    expect(opened.statusCode, opened.body).toBe(200);
    const [seen] = (opened.json() as { data: { discounts: object[] }[] }).data;
    expect(seen!.discounts).toEqual([
      { promotionId: expect.any(String), code, title: "10% off", amount: 400 },
      { promotionId: offer._id, code: null, title: "Wedding season ₹200 off", amount: 200 },
    ]);
    const shoppers = (await post("getMyOrders", shopper.headers, { orderId: order._id })).json() as {
      orders: { discounts: object[] };
    };
    expect(shoppers.orders.discounts).toHaveLength(2);
    await shop.app.inject({
      method: "DELETE",
      url: "/api/v1/promotions/deletePromotion",
      headers: admin.headers,
      payload: { promotionId: offer._id },
    });
  });

  it("opens the online payment for the discounted total, settles it at that amount and invoices the discounted line", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 5, price: 2000 });
    const code = aCode("PREPAID");
    await aPromotion(shop, admin.headers, {
      title: "₹100 off on prepaid",
      code,
      type: "fixed",
      value: 100,
      paymentType: "online",
    });
    const cart = [{ ...saree, quantity: 1 }];
    expect((await quoteOf(shop, shopper, cart, { couponCode: code, paymentType: "online" })).total).toBe(1900);
    const refusedForCash = await payCod(shop, shopper, cart, { couponCode: code });
    expect(refusedForCash.statusCode).toBe(400);
    expect(refusedForCash.json()).toMatchObject({ message: "This coupon is for online payment only" });

    const payment = await paymentFor(shop, shopper, cart, { couponCode: code });
    expect(payment.amount).toBe(190_000);
    const order = await ok(await post("verifyPayment", shopper.headers, gateway().pay(payment.id)!));
    expect(order.totalPrice).toBe(1900);
    expect(order.cart[0]!.discount).toBe(100);

    const invoice = await taxDocumentReader(shop.deps.db).invoiceOf(order._id);
    expect(invoice!.lines[0]).toMatchObject({
      unitPricePaise: 200_000,
      discountPaise: 10_000,
      grossPaise: 190_000,
      ratePercent: 5,
      taxablePaise: 180_952,
    });
    expect(invoice!.totals.grossPaise).toBe(190_000);
    const pdf = await shop.app.inject({
      method: "GET",
      url: `/api/v1/order/invoice/${order._id}`,
      headers: shopper.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const printed = await pdfText(pdf.rawPayload);
    expect(printed).toContain("Discount");
    expect(printed).toMatch(/1 PCS ₹100\.00 ₹1,809\.52 5%/);
  });

  it("refunds a partial return at what was paid for the returned piece, and its credit note matches", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 5, price: 2000 });
    const code = aCode("RET");
    await aPromotion(shop, admin.headers, { code, type: "fixed", value: 300 });
    const order = await ok(await payCod(shop, shopper, [{ ...saree, quantity: 2 }], { couponCode: code }));
    expect(order.totalPrice).toBe(3700);
    await ok(await move(order._id, "Confirmed"));
    await ok(await move(order._id, "Shipped", { courier: "Delhivery", awbCode: "DL4321" }));
    await ok(await move(order._id, "DELIVERED"));
    const requested = await ok(
      await post("returnOrder", shopper.headers, {
        orderId: order._id,
        reason: "One is enough",
        cart: JSON.stringify([{ _id: order.cart[0]!._id, quantity: 1 }]),
      }),
    );
    expect(requested.totalPrice).toBe(1850);
    await ok(await move(requested._id, "Returned"));
    const inspected = await ok(await move(requested._id, "Inspected", { condition: "sellable" }));
    expect(inspected.refund.amount).toBe(1850);
    await ok(await move(requested._id, "Refunded"));
    const note = await taxDocumentReader(shop.deps.db).creditNoteOf(requested._id);
    expect(note!.totals.grossPaise).toBe(185_000);
    expect(note!.lines[0]).toMatchObject({ quantity: 1, discountPaise: 15_000, grossPaise: 185_000 });
  });
});

describe("a promotion's usage limit", () => {
  it("lets exactly one of 100 shoppers racing for the last use of a code place an order", async () => {
    const code = aCode("LAST");
    const promotion = await aPromotion(shop, admin.headers, { code, usageLimit: 1 });
    const saree = await aSaree(shop.deps.db, { stock: 100, price: 2000 });
    const shoppers = await Promise.all(Array.from({ length: 100 }, () => aShopper(shop.deps.db)));
    const responses = await Promise.all(
      shoppers.map((shopper) => payCod(shop, shopper, [{ ...saree, quantity: 1 }], { couponCode: code })),
    );
    const placed = responses.filter((response) => response.statusCode === 200);
    expect(placed).toHaveLength(1);
    const refusals = responses.filter((response) => response.statusCode !== 200);
    expect(refusals.every((response) => [400, 409].includes(response.statusCode))).toBe(true);
    expect(new Set(refusals.map((response) => (response.json() as { message: string }).message))).toEqual(
      new Set(["This coupon has reached its usage limit"]),
    );
    expect(await timesUsed(promotion._id)).toBe(1);
    expect(await shop.deps.db.$count(promotionUses, eq(promotionUses.promotionId, promotion._id))).toBe(1);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(99);
  }, 120_000);

  it("gives a first-order code to one of a shopper's checkouts sent at once, never both", async () => {
    const code = aCode("FIRST");
    await aPromotion(shop, admin.headers, { code, firstOrderOnly: true });
    const shopper = await aShopper(shop.deps.db);
    const sarees = await Promise.all([1, 2, 3].map(() => aSaree(shop.deps.db, { stock: 5, price: 2000 })));
    const responses = await Promise.all(
      sarees.map((saree) => payCod(shop, shopper, [{ ...saree, quantity: 1 }], { couponCode: code })),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const refusals = responses.filter((response) => response.statusCode !== 200);
    expect(refusals.map((response) => (response.json() as { message: string }).message)).toEqual([
      "This coupon is for your first order only",
      "This coupon is for your first order only",
    ]);
  });

  it("gets its use back when the order is cancelled, once", async () => {
    const code = aCode("BACK");
    const promotion = await aPromotion(shop, admin.headers, { code, usageLimit: 1 });
    const saree = await aSaree(shop.deps.db, { stock: 5, price: 2000 });
    const first = await aShopper(shop.deps.db);
    const order = await ok(await payCod(shop, first, [{ ...saree, quantity: 1 }], { couponCode: code }));
    expect(await timesUsed(promotion._id)).toBe(1);
    await ok(await post("cancelMyOrder", first.headers, { orderId: order._id }));
    expect(await timesUsed(promotion._id)).toBe(0);
    expect((await post("cancelMyOrder", first.headers, { orderId: order._id })).statusCode).toBe(409);
    expect(await timesUsed(promotion._id)).toBe(0);
    const second = await aShopper(shop.deps.db);
    expect((await ok(await payCod(shop, second, [{ ...saree, quantity: 1 }], { couponCode: code }))).totalPrice).toBe(
      1800,
    );
    expect(await timesUsed(promotion._id)).toBe(1);
  });

  it("is held by an open online payment and given back when the payment fails", async () => {
    const code = aCode("HOLD");
    const promotion = await aPromotion(shop, admin.headers, { code, usageLimit: 1 });
    const saree = await aSaree(shop.deps.db, { stock: 5, price: 2000 });
    const payer = await aShopper(shop.deps.db);
    const other = await aShopper(shop.deps.db);
    const cart = [{ ...saree, quantity: 1 }];
    const payment = await paymentFor(shop, payer, cart, { couponCode: code });
    expect(payment.amount).toBe(180_000);
    expect(await timesUsed(promotion._id)).toBe(1);
    const held = await payCod(shop, other, cart, { couponCode: code });
    expect(held.json()).toMatchObject({ message: "This coupon has reached its usage limit" });

    gateway().fail(payment.id);
    expect((await post("paymentFailed", payer.headers, { razorpay_order_id: payment.id })).statusCode).toBe(200);
    expect(await timesUsed(promotion._id)).toBe(0);
    expect((await ok(await payCod(shop, other, cart, { couponCode: code }))).totalPrice).toBe(1800);
  });

  it("is counted again for a payment that arrives after its reservation lapsed, or the payment is refunded when the use went meanwhile", async () => {
    const code = aCode("LATE");
    const promotion = await aPromotion(shop, admin.headers, { code, usageLimit: 1 });
    const saree = await aSaree(shop.deps.db, { stock: 5, price: 2000 });
    const cart = [{ ...saree, quantity: 1 }];
    const lapsedCheckout = async (shopper: Shopper) => {
      const payment = await paymentFor(shop, shopper, cart, { couponCode: code });
      clock.later(16);
      await reconcilePayments(shop.deps);
      expect(await timesUsed(promotion._id)).toBe(0);
      return payment.id;
    };

    const patient = await aShopper(shop.deps.db);
    const settledLate = await lapsedCheckout(patient);
    gateway().pay(settledLate);
    clock.later(5);
    await reconcilePayments(shop.deps);
    const [placed] = await shop.deps.db.select().from(orders).where(eq(orders.userId, patient.user.id));
    expect(placed!.totalPaise).toBe(180_000);
    expect(await timesUsed(promotion._id)).toBe(1);
    await ok(await post("cancelMyOrder", patient.headers, { orderId: placed!.id }));
    expect(await timesUsed(promotion._id)).toBe(0);

    const unlucky = await aShopper(shop.deps.db);
    const refundedLate = await lapsedCheckout(unlucky);
    await ok(await payCod(shop, await aShopper(shop.deps.db), cart, { couponCode: code }));
    gateway().pay(refundedLate);
    clock.later(5);
    await reconcilePayments(shop.deps);
    const [intent] = await shop.deps.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerOrderId, refundedLate));
    expect(intent!.status).toBe("refunded");
    expect(await shop.deps.db.$count(orders, eq(orders.userId, unlucky.user.id))).toBe(0);
    expect(await timesUsed(promotion._id)).toBe(1);
  });
});
