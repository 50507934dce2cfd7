import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buyingOptions, orders, products } from "../../db/schema/index.js";
import { type TestGateway } from "../../integrations/razorpay/test-gateway.js";
import { aSaree } from "../../test/catalogue-builders.js";
import { codOrderFor, paymentFor } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aShopper, type Shopper } from "../../test/user-builders.js";

/** Actions that may happen once, each submitted ten times at the same moment. */
const TIMES = 10;

const shop = useTestShop();
const admin = useSignedInUser(shop, { userType: "Admin" });
const gateway = () => shop.deps.payments as TestGateway;

type OrderBody = { _id: string; orderDetails: { status: string }; cart: { _id: string; quantity: number }[] };

async function stockAndSold(saree: { productId: string; sizeId: string }) {
  const [option] = await shop.deps.db
    .select({ stock: buyingOptions.stock })
    .from(buyingOptions)
    .where(eq(buyingOptions.id, saree.sizeId));
  const [product] = await shop.deps.db
    .select({ purchased: products.purchased })
    .from(products)
    .where(eq(products.id, saree.productId));
  return { stock: option!.stock, purchased: product!.purchased };
}

const codOrder = (shopper: Shopper, lines: object[]) => codOrderFor<OrderBody>(shop, shopper, lines);

async function deliveredOrder(shopper: Shopper, lines: object[]): Promise<OrderBody> {
  const order = await codOrder(shopper, lines);
  for (const status of ["Confirmed", "Shipped", "DELIVERED"]) {
    const tracking = status === "Shipped" ? { courier: "Delhivery", awbCode: "DL100200300" } : {};
    expect((await shop.post("/order/updateOrder", admin.headers, { orderId: order._id, status, ...tracking })).statusCode).toBe(200);
  }
  return order;
}

const statusesOf = (responses: { statusCode: number }[]) =>
  responses.map((response) => response.statusCode).sort((a, b) => a - b);
const times = <T>(count: number, make: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => make(index)));

describe("an action submitted ten times at once takes effect once", () => {
  it("a cancellation by the shopper and the admin together cancels once and gives the stock back once", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 5, price: 2500 });
    const order = await codOrder(shopper, [{ ...saree, quantity: 2 }]);
    expect(await stockAndSold(saree)).toEqual({ stock: 3, purchased: 2 });
    const responses = await times(TIMES, (i) =>
      i % 2 === 0
        ? shop.post("/order/cancelMyOrder", shopper.headers, { orderId: order._id })
        : shop.post("/order/cancelOrder", admin.headers, { orderId: order._id }),
    );
    expect(statusesOf(responses)).toEqual([200, ...Array(TIMES - 1).fill(409)]);
    expect(await stockAndSold(saree)).toEqual({ stock: 5, purchased: 0 });
    const [row] = await shop.deps.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order._id));
    expect(row!.status).toBe("cancelled");
  });

  it("the admin cancelling a prepaid order refunds the payment once", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 3, price: 2500 });
    const payment = await paymentFor(shop, shopper, [{ ...saree, quantity: 1 }]);
    const paid = await shop.post("/order/verifyPayment", shopper.headers, gateway().pay(payment.id)!);
    const order = (paid.json() as { order: OrderBody }).order;
    const refund = gateway().refund.bind(gateway());
    let refunds = 0;
    gateway().refund = async (...args) => {
      refunds += 1;
      return refund(...args);
    };
    try {
      const responses = await times(TIMES, () => shop.post("/order/cancelOrder", admin.headers, { orderId: order._id }));
      expect(statusesOf(responses)).toEqual([200, ...Array(TIMES - 1).fill(409)]);
    } finally {
      gateway().refund = refund;
    }
    expect(refunds).toBe(1);
    expect(await stockAndSold(saree)).toEqual({ stock: 3, purchased: 0 });
    const [row] = await shop.deps.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ status: "refunded", refundStatus: "completed" });
  });

  it("a shopper cancels a paid online order before it ships, and it is refunded once", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 3, price: 2500 });
    const payment = await paymentFor(shop, shopper, [{ ...saree, quantity: 1 }]);
    const order = ((await shop.post("/order/verifyPayment", shopper.headers, gateway().pay(payment.id)!)).json() as { order: OrderBody & { canCancel: boolean } }).order;
    expect(order.canCancel).toBe(true);

    const responses = await times(TIMES, () => shop.post("/order/cancelMyOrder", shopper.headers, { orderId: order._id }));
    expect(statusesOf(responses)).toEqual([200, ...Array(TIMES - 1).fill(409)]);
    expect(await stockAndSold(saree)).toEqual({ stock: 3, purchased: 0 });
    const [row] = await shop.deps.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ status: "refunded", refundStatus: "completed", refundPaise: row!.totalPaise });
  });

  it("a paid online order that has shipped is no longer the shopper's to cancel", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 3, price: 2500 });
    const payment = await paymentFor(shop, shopper, [{ ...saree, quantity: 1 }]);
    const order = ((await shop.post("/order/verifyPayment", shopper.headers, gateway().pay(payment.id)!)).json() as { order: OrderBody }).order;
    const shipped = await shop.post("/order/updateOrder", admin.headers, { orderId: order._id, status: "Shipped", courier: "Delhivery", awbCode: "DL555" });
    expect(shipped.statusCode).toBe(200);

    expect((await shop.post("/order/cancelMyOrder", shopper.headers, { orderId: order._id })).statusCode).toBe(409);
    const [row] = await shop.deps.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order._id));
    expect(row!.status).toBe("shipped");
  });

  it("a return request opens one return", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 5, price: 2500 });
    const order = await deliveredOrder(shopper, [{ ...saree, quantity: 2 }]);
    const responses = await times(TIMES, () =>
      shop.post("/order/returnOrder", shopper.headers, { orderId: order._id, reason: "The border is not as pictured" }),
    );
    expect(statusesOf(responses)).toEqual([200, ...Array(TIMES - 1).fill(409)]);
    const returns = await shop.deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.parentOrderId, order._id), eq(orders.orderType, "return")));
    expect(returns).toHaveLength(1);
    expect(await stockAndSold(saree)).toEqual({ stock: 3, purchased: 2 });
  });

  it("accepting a return puts its units back once and issues one credit note", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 5, price: 2500 });
    const order = await deliveredOrder(shopper, [{ ...saree, quantity: 3 }]);
    const requested = await shop.post("/order/returnOrder", shopper.headers, {
      orderId: order._id,
      reason: "Too long",
      cart: JSON.stringify([{ _id: order.cart[0]!._id, quantity: 2 }]),
    });
    const returnId = (requested.json() as { order: OrderBody }).order._id;
    expect((await shop.post("/order/updateOrder", admin.headers, { orderId: returnId, status: "Returned" })).statusCode).toBe(200);
    const responses = await times(TIMES, () =>
      shop.post("/order/updateOrder", admin.headers, { orderId: returnId, status: "Inspected", condition: "sellable" }),
    );
    // Asking again for the status a return already has is answered 200 and changes nothing.
    expect(statusesOf(responses)).toEqual(Array(TIMES).fill(200));
    expect(await stockAndSold(saree)).toEqual({ stock: 4, purchased: 1 });
    const [row] = await shop.deps.db.select().from(orders).where(eq(orders.id, returnId));
    expect(row!.status).toBe("inspected");
    expect(row!.invoiceNumber).toMatch(/^CN/);
  });

  it("a paid online order verified by the browser and announced by the webhook becomes one order", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 4, price: 2500 });
    const payment = await paymentFor(shop, shopper, [{ ...saree, quantity: 1 }]);
    const result = gateway().pay(payment.id)!;
    const event = JSON.stringify({
      event: "payment.captured",
      payload: {
        payment: {
          entity: { id: result.razorpay_payment_id, order_id: payment.id, amount: payment.amount, status: "captured" },
        },
      },
    });
    const webhook = (eventId: string) =>
      shop.app.inject({
        method: "POST",
        url: "/api/v1/payments/razorpay/webhook",
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": gateway().signWebhook(event),
          "x-razorpay-event-id": eventId,
        },
        payload: event,
      });
    const responses = await times(TIMES * 2, (i) =>
      i < TIMES
        ? shop.post("/order/verifyPayment", shopper.headers, result)
        : webhook(i % 2 === 0 ? "evt_replayed" : `evt_${i}`),
    );
    expect(statusesOf(responses)).toEqual(Array(TIMES * 2).fill(200));
    const verified = new Set(responses.slice(0, TIMES).map((r) => (r.json() as { order: OrderBody }).order._id));
    const placed = await shop.deps.db.select().from(orders).where(eq(orders.userId, shopper.user.id));
    expect(placed).toHaveLength(1);
    expect([...verified]).toEqual([placed[0]!.id]);
    expect(placed[0]).toMatchObject({
      status: "confirmed",
      paymentType: "prepaid",
      providerPaymentId: result.razorpay_payment_id,
    });
    expect(await stockAndSold(saree)).toEqual({ stock: 3, purchased: 1 });
  });
});
