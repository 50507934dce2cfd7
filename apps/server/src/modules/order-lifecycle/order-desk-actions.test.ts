import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buyingOptions, orderHistory, orders, taxDocuments } from "../../db/schema/index.js";
import { aProduct } from "../../test/catalogue-builders.js";
import { payCod } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aSignedInUser, anAddress } from "../../test/user-builders.js";

/**
 * The order desk acting on many orders at once, and the history every change leaves: who did what
 * to an order and when, whether a shopper, an admin or a courier's webhook.
 */
const WEBHOOK_TOKEN = "shiprocket-webhook-token-5678";
const shop = useTestShop({ SHIPROCKET_WEBHOOK_TOKEN: WEBHOOK_TOKEN });
const admin = useSignedInUser(shop, { userType: "Admin", fullname: "Lakshmi Iyer" });
type Result = {
  orderId: string;
  publicOrderId: string | null;
  ok: boolean;
  changed: boolean;
  status: string | null;
  message: string;
};
type History = {
  at: string;
  by: string;
  name: string | null;
  event: string;
  from: string | null;
  to: string | null;
  detail: string | null;
};
type Listed = { _id: string; orderDetails: { public_order_id: string; status: string }; history?: History[] };

async function aCodOrder(signingIn = aSignedInUser(shop.deps.db)) {
  const shopper = await signingIn;
  const address = await anAddress(shop.deps.db, shopper.user.id);
  const product = await aProduct(shop.deps.db, { options: [{ original: 3499, stock: 5 }] });
  const [option] = await shop.deps.db.select().from(buyingOptions).where(eq(buyingOptions.productId, product.id));
  const placed = await payCod(shop, { headers: shopper.headers, addressId: address.id }, [
    { productId: product.id, sizeId: option!.id, quantity: 1 },
  ]);
  expect(placed.statusCode, placed.body).toBe(200);
  return { order: (placed.json() as { order: Listed }).order, shopper, buyingOptionId: option!.id };
}

async function bulk(payload: object) {
  const response = await shop.post("/order/bulkUpdateOrders", admin.headers, payload);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { results: Result[] }).results;
}

async function statusOf(orderId: string) {
  const [row] = await shop.deps.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row!.status;
}

async function adminView(orderId: string): Promise<Listed> {
  const response = await shop.post("/order/getOrders", admin.headers, { orderId });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Listed[] }).data[0]!;
}

describe("changing many orders at once", () => {
  it("confirms each order it can and refuses the one that cannot change, with its reason", async () => {
    const [a, b, c] = [await aCodOrder(), await aCodOrder(), await aCodOrder()];
    await shop.post("/order/cancelMyOrder", c.shopper.headers, { orderId: c.order._id });

    const results = await bulk({ orderIds: [a.order._id, b.order._id, c.order._id], status: "Confirmed" });

    expect(results.map((result) => [result.orderId, result.ok, result.changed, result.status])).toEqual([
      [a.order._id, true, true, "Confirmed"],
      [b.order._id, true, true, "Confirmed"],
      [c.order._id, false, false, "Cancelled"],
    ]);
    expect(results[2]!.message).toMatch(/^An order that is Cancelled cannot become Confirmed/);
    expect([await statusOf(a.order._id), await statusOf(b.order._id), await statusOf(c.order._id)]).toEqual([
      "confirmed",
      "confirmed",
      "cancelled",
    ]);
  });

  it("changes nothing twice when the same request comes again", async () => {
    const { order } = await aCodOrder();
    await bulk({ orderIds: [order._id], status: "Confirmed" });
    const invoices = async () =>
      (await shop.deps.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order._id))).length;
    const before = { invoices: await invoices(), history: (await adminView(order._id)).history!.length };

    const [again] = await bulk({ orderIds: [order._id], status: "Confirmed" });

    expect(again).toMatchObject({ ok: true, changed: false, status: "Confirmed", message: "Already Confirmed" });
    expect({ invoices: await invoices(), history: (await adminView(order._id)).history!.length }).toEqual(before);
  });

  it("two identical requests at once change each order once", async () => {
    const placed = [await aCodOrder(), await aCodOrder()];
    const orderIds = placed.map((p) => p.order._id);

    const [first, second] = await Promise.all([
      bulk({ orderIds, status: "Confirmed" }),
      bulk({ orderIds, status: "Confirmed" }),
    ]);

    expect([...first!, ...second!].every((result) => result.ok)).toBe(true);
    expect([...first!, ...second!].filter((result) => result.changed)).toHaveLength(2);
    for (const orderId of orderIds) {
      const steps = (await adminView(orderId)).history!.filter((entry) => entry.to === "Confirmed");
      expect(steps).toHaveLength(1);
    }
  });

  it("ships each order with its own AWB, given as a list or by order number, and refuses one without", async () => {
    const placed = [await aCodOrder(), await aCodOrder(), await aCodOrder()];
    const orderIds = placed.map((p) => p.order._id);
    await bulk({ orderIds, status: "Confirmed" });

    const byList = await bulk({
      orderIds: orderIds.slice(0, 2),
      status: "Shipped",
      courier: "Delhivery",
      awbCodes: ["DLV1001", "DLV1002"],
    });
    const byNumber = await bulk({
      orderIds: [orderIds[2]],
      status: "Shipped",
      courier: "Delhivery",
      awbCodes: { "PALLU-NONE": "X1" },
    });

    expect(byList.map((result) => result.ok)).toEqual([true, true]);
    expect(byNumber[0]).toMatchObject({ ok: false, status: "Confirmed", message: expect.stringMatching(/AWB/) });
    const shipped = await shop.deps.db
      .select({ id: orders.id, awbCode: orders.awbCode, courier: orders.courier })
      .from(orders)
      .where(sql`${orders.id} IN ${orderIds.slice(0, 2)}`);
    expect(shipped.sort((x, y) => orderIds.indexOf(x.id) - orderIds.indexOf(y.id))).toEqual([
      { id: orderIds[0], awbCode: "DLV1001", courier: "Delhivery" },
      { id: orderIds[1], awbCode: "DLV1002", courier: "Delhivery" },
    ]);

    const third = placed[2]!.order.orderDetails.public_order_id;
    const [named] = await bulk({
      orderIds: [orderIds[2]],
      status: "Shipped",
      courier: "Delhivery",
      awbCodes: { [third]: "DLV1003" },
    });
    expect(named).toMatchObject({ ok: true, changed: true, status: "Shipped" });
  });

  it("cancels with a reason, puts the stock back, and keeps the reason in the history", async () => {
    const { order, buyingOptionId } = await aCodOrder();
    const stock = async () =>
      (
        await shop.deps.db
          .select({ stock: buyingOptions.stock })
          .from(buyingOptions)
          .where(eq(buyingOptions.id, buyingOptionId))
      )[0]!.stock;
    const before = await stock();

    const [result] = await bulk({ orderIds: [order._id], status: "Cancelled", reason: "Customer asked on the phone" });

    expect(result).toMatchObject({ ok: true, changed: true, status: "Cancelled" });
    expect(await stock()).toBe(before + 1);
    expect((await adminView(order._id)).history!.at(-1)).toMatchObject({
      by: "admin",
      name: "Lakshmi Iyer",
      from: "Pending",
      to: "Cancelled",
      detail: "Customer asked on the phone",
    });
  });

  it("answers an unknown order, a return and an id that is not one as not found, beside the others", async () => {
    const { order } = await aCodOrder();
    const results = await bulk({
      orderIds: [order._id, "00000000-0000-4000-8000-000000000000", "not-an-id"],
      status: "Confirmed",
    });
    expect(results.map((result) => [result.ok, result.message])).toEqual([
      [true, "Now Confirmed"],
      [false, "Order not found"],
      [false, "Order not found"],
    ]);
  });

  it("refuses bad input with the field, and changes nothing", async () => {
    const { order } = await aCodOrder();
    const cases: [object, string][] = [
      [{ orderIds: [], status: "Confirmed" }, "orderIds"],
      [{ orderIds: [order._id], status: "Teleported" }, "status"],
      [{ orderIds: [order._id], status: "Shipped", awbCodes: ["A1", "A2"] }, "awbCodes"],
      [{ orderIds: [order._id], status: "Shipped", awbCodes: ["bad awb!"] }, "awbCodes.0"],
      [{ orderIds: Array.from({ length: 201 }, () => order._id), status: "Confirmed" }, "orderIds"],
    ];
    for (const [payload, field] of cases) {
      const response = await shop.post("/order/bulkUpdateOrders", admin.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, field });
    }
    expect(await statusOf(order._id)).toBe("pending");
  });

  it("names every bad field at once, so that a form can show them all", async () => {
    const response = await shop.post("/order/bulkUpdateOrders", admin.headers, { orderIds: [], status: "", reason: "x".repeat(301) });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json() as { errors: { field: string; message: string }[] };
    expect(errors.map((error) => error.field).sort()).toEqual(["orderIds", "reason", "status"]);
    expect(errors.find((error) => error.field === "orderIds")!.message).toBe("Choose the orders to change");
  });

  it("is for admins only", async () => {
    const { order, shopper } = await aCodOrder();
    expect(
      (await shop.post("/order/bulkUpdateOrders", shopper.headers, { orderIds: [order._id], status: "Confirmed" }))
        .statusCode,
    ).toBe(403);
    expect((await shop.post("/order/bulkUpdateOrders", {}, { orderIds: [order._id], status: "Confirmed" })).statusCode).toBe(
      401,
    );
    expect(await statusOf(order._id)).toBe("pending");
  });
});

describe("an order's history", () => {
  it("records the shopper, an admin and the courier's webhook, and shows admin names to admins only", async () => {
    const { order, shopper } = await aCodOrder();
    await shop.post("/order/updateOrder", admin.headers, { orderId: order._id, status: "Confirmed" });
    await shop.post("/order/updateOrder", admin.headers, {
      orderId: order._id,
      status: "Shipped",
      courier: "Blue Dart",
      awbCode: "BD777",
    });
    const tracked = await shop.post("/shipping/shiprocket/webhook", { "x-api-key": WEBHOOK_TOKEN }, { order_id: order.orderDetails.public_order_id, current_status: "DELIVERED" });
    expect(tracked.statusCode, tracked.body).toBe(200);

    const seenByAdmin = (await adminView(order._id)).history!;
    expect(seenByAdmin.map(({ by, name, event, from, to, detail }) => ({ by, name, event, from, to, detail }))).toEqual(
      [
        { by: "shopper", name: null, event: "placed", from: null, to: "Pending", detail: "Cash on delivery" },
        { by: "admin", name: "Lakshmi Iyer", event: "status", from: "Pending", to: "Confirmed", detail: null },
        {
          by: "admin",
          name: "Lakshmi Iyer",
          event: "status",
          from: "Confirmed",
          to: "Shipped",
          detail: "Blue Dart · AWB BD777",
        },
        { by: "provider", name: "Shiprocket", event: "status", from: "Shipped", to: "DELIVERED", detail: null },
      ],
    );

    const mine = await shop.post("/order/getMyOrders", shopper.headers, { orderId: order._id });
    const seenByShopper = (mine.json() as { orders: Listed }).orders.history!;
    expect(seenByShopper.map((entry) => [entry.by, entry.name])).toEqual([
      ["shopper", null],
      ["admin", null],
      ["admin", null],
      ["provider", "Shiprocket"],
    ]);
  });

  it("records a shopper's own cancellation", async () => {
    const { order, shopper } = await aCodOrder();
    await shop.post("/order/cancelMyOrder", shopper.headers, { orderId: order._id });
    expect((await adminView(order._id)).history!.at(-1)).toMatchObject({
      by: "shopper",
      from: "Pending",
      to: "Cancelled",
    });
  });

  it("records a changed AWB without a status change", async () => {
    const { order } = await aCodOrder();
    await bulk({ orderIds: [order._id], status: "Confirmed" });
    await bulk({ orderIds: [order._id], status: "Shipped", courier: "DTDC", awbCodes: ["D100"] });
    await shop.post("/order/updateOrder", admin.headers, { orderId: order._id, awbCode: "D200" });
    expect((await adminView(order._id)).history!.at(-1)).toMatchObject({
      by: "admin",
      event: "tracking",
      detail: "DTDC · AWB D200",
    });
  });

  it("cannot be rewritten or deleted, even from the database", async () => {
    const { order } = await aCodOrder();
    await expect(
      shop.deps.db.update(orderHistory).set({ detail: "forged" }).where(eq(orderHistory.orderId, order._id)),
    ).rejects.toThrow();
    await expect(shop.deps.db.delete(orderHistory).where(eq(orderHistory.orderId, order._id))).rejects.toThrow();
    expect((await adminView(order._id)).history).toHaveLength(1);
  });

  it("is not on order lists, only on one order", async () => {
    const { shopper } = await aCodOrder();
    const list = await shop.post("/order/getMyOrders", shopper.headers, {});
    expect((list.json() as { orders: Listed[] }).orders[0]!.history).toBeUndefined();
  });
});
