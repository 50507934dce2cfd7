import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { buyingOptions, orders, products } from "../../db/schema/index.js";
import { type TestGateway } from "../../integrations/razorpay/test-gateway.js";
import { parseRows } from "../../lib/rows.js";
import { aSaree } from "../../test/catalogue-builders.js";
import { codOrderFor, paymentFor } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aShopper, type Shopper } from "../../test/user-builders.js";

let clock = new Date("2026-11-10T08:00:00Z");
const shop = useTestShop({}, { now: () => clock });
const admin = useSignedInUser(shop, { userType: "Admin" });

type OrderBody = {
  _id: string;
  orderDetails: { status: string };
  cart: { _id: string; quantity: number }[];
  refund: { status: string; amount: number };
  totalPrice: number;
  orderType: string;
  paymentText: string;
};

async function stockAndSold(saree: { productId: string; sizeId: string }) {
  const [option] = await shop.deps.db.select({ stock: buyingOptions.stock }).from(buyingOptions).where(eq(buyingOptions.id, saree.sizeId));
  const [product] = await shop.deps.db.select({ purchased: products.purchased }).from(products).where(eq(products.id, saree.productId));
  return { stock: option!.stock, purchased: product!.purchased };
}

const codOrder = (shopper: Shopper, lines: object[]) => codOrderFor<OrderBody>(shop, shopper, lines);

async function prepaidOrder(shopper: Shopper, lines: object[]): Promise<OrderBody> {
  const payment = await paymentFor(shop, shopper, lines);
  const result = (shop.deps.payments as TestGateway).pay(payment.id)!;
  return ((await shop.post("/order/verifyPayment", shopper.headers, result)).json() as { order: OrderBody }).order;
}

/** Moves an order on as the admin does; it ships with a courier and AWB. */
async function moveTo(orderId: string, status: string) {
  const tracking = status === "Shipped" ? { courier: "Delhivery", awbCode: "DL100200300" } : {};
  // Inspecting a return says how its items arrived.
  const receipt = status === "Inspected" ? { condition: "sellable" } : {};
  return shop.post("/order/updateOrder", admin.headers, { orderId, status, ...tracking, ...receipt });
}

describe("cancelling", () => {
  it("restores stock and units sold exactly when a shopper cancels a Pending order", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 5 });
    const order = await codOrder(shopper, [{ ...saree, quantity: 2 }]);
    expect(await stockAndSold(saree)).toEqual({ stock: 3, purchased: 2 });
    const response = await shop.post("/order/cancelMyOrder", shopper.headers, { orderId: order._id });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { order: OrderBody }).order).toMatchObject({ orderDetails: { status: "Cancelled" }, paymentText: "Not Done (Cash)" });
    expect(await stockAndSold(saree)).toEqual({ stock: 5, purchased: 0 });
    const twice = await shop.post("/order/cancelMyOrder", shopper.headers, { orderId: order._id });
    expect(twice.statusCode).toBe(409);
    expect(await stockAndSold(saree)).toEqual({ stock: 5, purchased: 0 });
  });

  it("does not let a customer see or cancel someone else's order", async () => {
    const shopper = await aShopper(shop.deps.db);
    const stranger = await aShopper(shop.deps.db);
    const order = await codOrder(shopper, [{ ...(await aSaree(shop.deps.db, { stock: 3 })), quantity: 1 }]);
    expect((await shop.post("/order/cancelMyOrder", stranger.headers, { orderId: order._id })).statusCode).toBe(404);
    expect((await shop.post("/order/cancelOrder", stranger.headers, { orderId: order._id })).statusCode).toBe(403);
    const mine = await shop.post("/order/getMyOrders", shopper.headers, { orderId: order._id });
    expect((mine.json() as { orders: OrderBody }).orders.orderDetails.status).toBe("Pending");
  });

  it("refunds a cancelled prepaid order once through the payment provider", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 3, price: 4500 });
    const order = await prepaidOrder(shopper, [{ ...saree, quantity: 1 }]);
    expect(order.orderDetails.status).toBe("Confirmed");
    const refund = (shop.deps.payments as TestGateway).refund.bind(shop.deps.payments);
    let refunds = 0;
    (shop.deps.payments as TestGateway).refund = async (...args) => {
      refunds += 1;
      return refund(...args);
    };
    const response = await shop.post("/order/cancelOrder", admin.headers, { orderId: order._id });
    expect((response.json() as { order: OrderBody }).order).toMatchObject({ orderDetails: { status: "Refunded" }, refund: { status: "completed", amount: 4500 } });
    await shop.post("/order/cancelOrder", admin.headers, { orderId: order._id });
    expect(refunds).toBe(1);
    expect(await stockAndSold(saree)).toEqual({ stock: 3, purchased: 0 });
  });
});

describe("the admin moving orders on", () => {
  it("follows the state machine and names the allowed steps when refusing one", async () => {
    const shopper = await aShopper(shop.deps.db);
    const order = await codOrder(shopper, [{ ...(await aSaree(shop.deps.db, { stock: 3 })), quantity: 1 }]);
    const skip = await moveTo(order._id, "DELIVERED");
    expect(skip.statusCode).toBe(409);
    expect((skip.json() as { message: string }).message).toContain("Confirmed, Cancelled");
    for (const status of ["Confirmed", "Shipped", "DELIVERED"]) expect((await moveTo(order._id, status)).statusCode).toBe(200);
    const delivered = await shop.post("/order/getMyOrders", shopper.headers, { orderId: order._id });
    expect((delivered.json() as { orders: OrderBody }).orders).toMatchObject({ paymentText: "Paid (Cash)" });
    expect((await shop.post("/order/cancelOrder", admin.headers, { orderId: order._id })).statusCode).toBe(409);
  });

  it("records courier and AWB code", async () => {
    const shopper = await aShopper(shop.deps.db);
    const order = await codOrder(shopper, [{ ...(await aSaree(shop.deps.db, { stock: 3 })), quantity: 1 }]);
    await moveTo(order._id, "Confirmed");
    const response = await shop.post("/order/updateOrder", admin.headers, { orderId: order._id, status: "Shipped", courier: "Delhivery", awbCode: "DL123456" });
    expect((response.json() as { order: { shiprocketDetails: object } }).order.shiprocketDetails).toMatchObject({ courier: "Delhivery", awb_code: "DL123456" });
  });

  it("shows the admin who ordered, and never shows a customer anyone's details", async () => {
    const shopper = await aShopper(shop.deps.db);
    const order = await codOrder(shopper, [{ ...(await aSaree(shop.deps.db, { stock: 3 })), quantity: 1 }]);
    expect(order).not.toHaveProperty("customer");
    const listed = await shop.post("/order/getOrders", admin.headers, { orderId: order._id });
    const [seen] = (listed.json() as { data: { customer: { email: string } }[] }).data;
    expect(seen!.customer.email).toBe(shopper.user.email);
  });

  it("is for admins only", async () => {
    const shopper = await aShopper(shop.deps.db);
    const order = await codOrder(shopper, [{ ...(await aSaree(shop.deps.db, { stock: 3 })), quantity: 1 }]);
    expect((await moveTo(order._id, "Confirmed")).statusCode).toBe(200);
    expect((await shop.post("/order/updateOrder", shopper.headers, { orderId: order._id, status: "Shipped" })).statusCode).toBe(403);
    expect((await shop.app.inject({ method: "POST", url: "/api/v1/order/getOrders", payload: {} })).statusCode).toBe(401);
  });
});

describe("returns", () => {
  async function deliveredOrder(shopper: Shopper, lines: object[]) {
    const order = await codOrder(shopper, lines);
    for (const status of ["Confirmed", "Shipped", "DELIVERED"]) await moveTo(order._id, status);
    return order;
  }

  it("returns part of a delivered order, and the stock comes back only once the pieces are inspected", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 5, price: 1500 });
    const order = await deliveredOrder(shopper, [{ ...saree, quantity: 3 }]);
    const line = order.cart[0]!;
    const response = await shop.post("/order/returnOrder", shopper.headers, { orderId: order._id, reason: "Colour differs", cart: JSON.stringify([{ _id: line._id, quantity: 2 }]) });
    expect(response.statusCode, response.body).toBe(200);
    const requested = (response.json() as { order: OrderBody }).order;
    expect(requested).toMatchObject({ orderType: "Return", orderDetails: { status: "Return Requested" }, totalPrice: 3000 });
    expect(await stockAndSold(saree)).toEqual({ stock: 2, purchased: 3 });
    const received = await moveTo(requested._id, "Returned");
    expect(received.statusCode, received.body).toBe(200);
    expect(await stockAndSold(saree)).toEqual({ stock: 2, purchased: 3 });
    const inspected = await moveTo(requested._id, "Inspected");
    expect((inspected.json() as { order: OrderBody }).order.refund).toEqual({ status: "manual", amount: 3000, note: null });
    expect(await stockAndSold(saree)).toEqual({ stock: 4, purchased: 1 });
    const again = await shop.post("/order/returnOrder", shopper.headers, { orderId: order._id, reason: "again" });
    expect(again.statusCode).toBe(409);
  });

  it("puts back on sale only what arrives sellable, and refunds what the seller decides, never more than was paid", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 5, price: 1500 });
    const order = await deliveredOrder(shopper, [{ ...saree, quantity: 2 }]);
    const requestReturn = async () => {
      const response = await shop.post("/order/returnOrder", shopper.headers, { orderId: order._id, reason: "Torn pallu" });
      return (response.json() as { order: OrderBody }).order;
    };
    const requested = await requestReturn();
    expect(await stockAndSold(saree)).toEqual({ stock: 3, purchased: 2 });
    expect((await moveTo(requested._id, "Returned")).statusCode).toBe(200);
    const receive = (extra: object) => shop.post("/order/updateOrder", admin.headers, { orderId: requested._id, status: "Inspected", ...extra });

    const unsaid = await receive({});
    expect(unsaid.statusCode).toBe(400);
    expect(unsaid.json().message).toBe("Say whether the returned items arrived sellable or damaged");
    const tooMuch = await receive({ condition: "damaged", refundAmount: 3000.01 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe("A return can be refunded at most ₹3,000, what was paid for its items");
    const noReason = await receive({ condition: "damaged", refundAmount: 1200 });
    expect(noReason.json().message).toBe("Give the reason for refunding less than was paid");
    expect(await stockAndSold(saree)).toEqual({ stock: 3, purchased: 2 });

    const received = await receive({ condition: "damaged", refundAmount: 1200, refundReason: "One saree came back with a stain" });
    expect(received.statusCode, received.body).toBe(200);
    expect((received.json() as { order: OrderBody }).order.refund).toEqual({ status: "manual", amount: 1200, note: "One saree came back with a stain" });
    expect(await stockAndSold(saree)).toEqual({ stock: 3, purchased: 0 });
    const [row] = await shop.deps.db.select({ condition: orders.returnCondition, note: orders.refundNote }).from(orders).where(eq(orders.id, requested._id));
    expect(row).toEqual({ condition: "damaged", note: "One saree came back with a stain" });
  });

  it("refuses more than was bought, a missing reason, and another customer's order", async () => {
    const shopper = await aShopper(shop.deps.db);
    const stranger = await aShopper(shop.deps.db);
    const order = await deliveredOrder(shopper, [{ ...(await aSaree(shop.deps.db, { stock: 5 })), quantity: 1 }]);
    const line = order.cart[0]!;
    expect((await shop.post("/order/returnOrder", shopper.headers, { orderId: order._id, reason: "x", cart: JSON.stringify([{ _id: line._id, quantity: 2 }]) })).statusCode).toBe(400);
    expect((await shop.post("/order/returnOrder", shopper.headers, { orderId: order._id, reason: " " })).statusCode).toBe(400);
    expect((await shop.post("/order/returnOrder", stranger.headers, { orderId: order._id, reason: "mine now" })).statusCode).toBe(404);
  });

  it("closes the return window three days after delivery", async () => {
    const shopper = await aShopper(shop.deps.db);
    const order = await deliveredOrder(shopper, [{ ...(await aSaree(shop.deps.db, { stock: 5 })), quantity: 1 }]);
    const start = clock;
    clock = new Date(start.getTime() + 3 * 86_400_000 - 1000);
    const within = await shop.post("/order/getMyOrders", shopper.headers, { orderId: order._id });
    expect((within.json() as { orders: { canReturn: boolean } }).orders.canReturn).toBe(true);
    clock = new Date(start.getTime() + 3 * 86_400_000);
    expect((await shop.post("/order/returnOrder", shopper.headers, { orderId: order._id, reason: "late" })).statusCode).toBe(409);
    clock = start;
  });
});

describe("the sales rollup", () => {
  it("always equals a full recount of orders by month and status", async () => {
    const [rollup] = parseRows(
      z.object({ mismatches: z.number().int() }),
      await shop.deps.db.execute(sql`
        WITH recount AS (
          SELECT to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-01')::date AS month, status,
                 count(*)::int AS order_count, sum(total_paise)::bigint AS total_paise
          FROM orders WHERE order_type = 'order' GROUP BY 1, 2)
        SELECT count(*)::int AS mismatches FROM recount r
        FULL JOIN (SELECT * FROM sales_rollup WHERE order_count <> 0) s ON s.month = r.month AND s.status = r.status
        WHERE r.order_count IS DISTINCT FROM s.order_count OR r.total_paise IS DISTINCT FROM s.total_paise`),
    );
    expect(rollup!.mismatches).toBe(0);
  });
});
