import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../../db/schema/index.js";
import type { TestGateway } from "../../integrations/razorpay/test-gateway.js";
import { aSaree, stockOf } from "../../test/catalogue-builders.js";
import { capturePayment, checkoutQuote, payCod, paymentFor } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aShopper } from "../../test/user-builders.js";

/** A shopper's note to the seller and a gift's message at checkout, and the staff's own notes, which shoppers never see. */
const shop = useTestShop();
const admin = useSignedInUser(shop, { userType: "Admin" });

type NotedOrder = { _id: string; note: string | null; giftMessage: string | null };

describe("a note and a gift message at checkout", () => {
  it("go with a cash-on-delivery order and come back on it", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 2 });
    const response = await payCod(shop, shopper, [{ ...saree, quantity: 1 }], { note: "  Please pack it in a cloth bag ", giftMessage: "Happy Diwali, Amma!" });
    expect(response.statusCode, response.body).toBe(200);
    const { order } = response.json() as { order: NotedOrder };
    expect(order).toMatchObject({ note: "Please pack it in a cloth bag", giftMessage: "Happy Diwali, Amma!" });
    const mine = await shop.post("/order/getMyOrders", shopper.headers, { orderId: order._id });
    expect((mine.json() as { orders: NotedOrder }).orders).toMatchObject({ note: "Please pack it in a cloth bag", giftMessage: "Happy Diwali, Amma!" });
  });

  it("go with an online payment to the order it becomes", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 2 });
    const payment = await paymentFor(shop, shopper, [{ ...saree, quantity: 1 }], { giftMessage: "For your wedding day" });
    const gateway = shop.deps.payments as TestGateway;
    const verified = await shop.post("/order/verifyPayment", shopper.headers, gateway.pay(payment.id)!);
    expect(verified.statusCode, verified.body).toBe(200);
    expect((verified.json() as { order: NotedOrder }).order).toMatchObject({ note: null, giftMessage: "For your wedding day" });
  });

  it("are refused beyond 300 characters with a clear message, placing nothing", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 1 });
    const cart = [{ ...saree, quantity: 1 }];
    const long = "a".repeat(301);
    const note = await payCod(shop, shopper, cart, { note: long });
    expect(note.statusCode).toBe(400);
    expect(note.json()).toMatchObject({ field: "note", message: "A note can have at most 300 characters" });
    const gift = await capturePayment(shop, shopper, cart, { giftMessage: long });
    expect(gift.statusCode).toBe(400);
    expect(gift.json()).toMatchObject({ field: "giftMessage", message: "A gift message can have at most 300 characters" });
    expect((await checkoutQuote(shop, shopper, cart, { note: long })).statusCode).toBe(400);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(1);
    expect(await shop.deps.db.select().from(orders).where(eq(orders.userId, shopper.user.id))).toHaveLength(0);
    expect((await payCod(shop, shopper, cart, { note: "a".repeat(300) })).statusCode).toBe(200);
  });
});

describe("the staff's notes", () => {
  it("are kept on an order and a customer for the back office, and never reach the shopper", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 1 });
    const { order } = (await payCod(shop, shopper, [{ ...saree, quantity: 1 }])).json() as { order: NotedOrder };
    const orderNote = "Asked on WhatsApp to ship after the 5th";
    const customerNote = "Prefers silk cotton, blouse size 38";

    const added = await shop.post("/order/addOrderNote", admin.headers, { orderId: order._id, body: orderNote });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ notes: [{ body: orderNote, author: expect.any(String) }] });
    expect((await shop.post("/user/addCustomerNote", admin.headers, { customerId: shopper.user.id, body: customerNote })).statusCode).toBe(200);
    expect((await shop.post("/order/getOrderNotes", admin.headers, { orderId: order._id })).json()).toMatchObject({ notes: [{ body: orderNote }] });
    expect((await shop.post("/user/getCustomerNotes", admin.headers, { customerId: shopper.user.id })).json()).toMatchObject({ notes: [{ body: customerNote }] });

    const seenByShopper = [
      await shop.post("/order/getMyOrders", shopper.headers, { orderId: order._id }),
      await shop.post("/order/getMyOrders", shopper.headers, {}),
      await shop.app.inject({ method: "GET", url: "/api/v1/user/getUser", headers: shopper.headers }),
    ];
    for (const answer of seenByShopper) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(orderNote);
      expect(answer.body).not.toContain(customerNote);
    }
    expect((await shop.post("/order/getOrderNotes", shopper.headers, { orderId: order._id })).statusCode).toBe(403);
    expect((await shop.post("/order/addOrderNote", shopper.headers, { orderId: order._id, body: "mine" })).statusCode).toBe(403);
    expect((await shop.post("/user/getCustomerNotes", shopper.headers, { customerId: shopper.user.id })).statusCode).toBe(403);
  });

  it("refuse an empty note, and an order or customer that does not exist", async () => {
    expect((await shop.post("/order/addOrderNote", admin.headers, { orderId: crypto.randomUUID(), body: "x" })).statusCode).toBe(404);
    expect((await shop.post("/user/addCustomerNote", admin.headers, { customerId: "nobody", body: "x" })).statusCode).toBe(404);
    const empty = await shop.post("/user/addCustomerNote", admin.headers, { customerId: admin.user.id, body: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: "body", message: "Please write the note" });
  });
});
