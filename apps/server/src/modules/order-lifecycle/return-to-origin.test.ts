import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COD_RETURNED_TO_ORIGIN_MESSAGE } from "@pallu/domain";
import type { TestGateway } from "../../integrations/razorpay/test-gateway.js";
import { orderHistory, orders, returnsToOrigin } from "../../db/schema/index.js";
import { aSaree, stockOf } from "../../test/catalogue-builders.js";
import { codOrderFor, payCod, paymentFor, quoteOf } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aSignedInUser, anAddress } from "../../test/user-builders.js";
import { returnToOrigin } from "./return-to-origin.js";
import { SHIPROCKET } from "../orders/order-history.js";

const shop = useTestShop();
const admin = useSignedInUser(shop, { userType: "Admin" });

type OrderBody = { _id: string; orderDetails: { status: string }; refund: { status: string; amount: number } };

/** A shopper whose delivery address has this phone number. */
async function aShopperAt(phoneNumber: string) {
  const shopper = await aSignedInUser(shop.deps.db);
  const address = await anAddress(shop.deps.db, shopper.user.id, { phoneNumber });
  return { ...shopper, addressId: address.id };
}

/** A cash-on-delivery order the seller has confirmed for the shopper and shipped. */
async function shippedCodOrder(shopper: Awaited<ReturnType<typeof aShopperAt>>, price = 1500) {
  const saree = await aSaree(shop.deps.db, { stock: 3, price });
  const orderId = (await codOrderFor(shop, shopper, [{ ...saree, quantity: 1 }]))._id;
  await shop.post("/order/updateOrder", admin.headers, { orderId, status: "Confirmed" });
  await shop.post("/order/updateOrder", admin.headers, {
    orderId,
    status: "Shipped",
    courier: "Delhivery",
    awbCode: "DL123456789",
  });
  return { orderId, saree };
}

const markReturned = (orderId: string, headers: Record<string, string> = admin.headers) =>
  shop.post("/order/returnedToOrigin", headers, { orderId });

beforeAll(async () => {
  const settings = (
    await shop.app.inject({ method: "GET", url: "/api/v1/site/getSettings", headers: admin.headers })
  ).json() as { settings: object };
  const saved = await shop.app.inject({
    method: "PUT",
    url: "/api/v1/site/updateSettings",
    headers: admin.headers,
    payload: { ...settings.settings, codLimitRupees: 10_000, codRtoBlockAfter: 2 },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});

describe("a parcel returned to origin", () => {
  it("cancels its order with the reason and restocks its pieces exactly once", async () => {
    const shopper = await aShopperAt("9000000001");
    const { orderId, saree } = await shippedCodOrder(shopper);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(2);

    const first = await markReturned(orderId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: "Recorded as returned to origin",
      order: { orderDetails: { status: "Cancelled" } },
    });
    const again = await markReturned(orderId);
    expect(again.json()).toMatchObject({ message: "Already recorded as returned to origin" });
    // The courier's tracking may report the same return at the same time.
    await Promise.all([returnToOrigin(shop.deps, orderId, SHIPROCKET), returnToOrigin(shop.deps, orderId, SHIPROCKET)]);

    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(3);
    const recorded = await shop.deps.db.select().from(returnsToOrigin).where(eq(returnsToOrigin.orderId, orderId));
    expect(recorded).toEqual([
      expect.objectContaining({ phone: "9000000001", paymentType: "cod", recordedBy: "admin" }),
    ]);
    const steps = await shop.deps.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId));
    const cancellations = steps.filter((step) => step.toStatus === "cancelled");
    expect(cancellations).toHaveLength(1);
    expect(cancellations[0]).toMatchObject({ actor: "admin", detail: "Returned to origin" });
  });

  it("refunds a prepaid order as a cancellation does", async () => {
    const shopper = await aShopperAt("9000000002");
    const saree = await aSaree(shop.deps.db, { stock: 2, price: 3000 });
    const payment = await paymentFor(shop, shopper, [{ ...saree, quantity: 1 }]);
    const paid = (shop.deps.payments as TestGateway).pay(payment.id)!;
    const order = ((await shop.post("/order/verifyPayment", shopper.headers, paid)).json() as { order: OrderBody }).order;
    expect(order.orderDetails.status).toBe("Confirmed");

    const returned = await markReturned(order._id);
    expect(returned.json()).toMatchObject({
      order: { orderDetails: { status: "Refunded" }, refund: { status: "completed", amount: 3000 } },
    });
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(2);
  });

  it("is refused for a delivered order, an unknown order, and anyone but an admin", async () => {
    const shopper = await aShopperAt("9000000003");
    const { orderId } = await shippedCodOrder(shopper);
    await shop.post("/order/updateOrder", admin.headers, { orderId, status: "DELIVERED" });
    const delivered = await markReturned(orderId);
    expect(delivered.statusCode).toBe(409);
    expect(await shop.deps.db.$count(returnsToOrigin, eq(returnsToOrigin.orderId, orderId))).toBe(0);
    expect((await markReturned("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await markReturned("not-an-id")).statusCode).toBe(404);

    const { orderId: shipped } = await shippedCodOrder(shopper);
    expect((await markReturned(shipped, shopper.headers)).statusCode).toBe(403);
    expect((await markReturned(shipped, {})).statusCode).toBe(401);
    const [row] = await shop.deps.db.select().from(orders).where(eq(orders.id, shipped));
    expect(row!.status).toBe("shipped");
  });
});

describe("cash on delivery for a phone whose parcels came back", () => {
  it("is limited to half the shop's limit after one, and not offered after two; other phones keep it", async () => {
    const shopper = await aShopperAt("+91 90000 00004");
    const sameFamily = await aShopperAt("9000000004");
    const neighbour = await aShopperAt("9000000005");
    const dear = await aSaree(shop.deps.db, { stock: 10, price: 6000 });
    const modest = await aSaree(shop.deps.db, { stock: 10, price: 1200 });

    const { orderId: first } = await shippedCodOrder(shopper);
    await markReturned(first);
    expect(await quoteOf(shop, sameFamily, [{ ...modest, quantity: 1 }], { paymentType: "cod" })).toMatchObject({
      cashOnDelivery: { available: true, message: null },
    });
    const lowered =
      "Cash on delivery is available for orders up to ₹5,000 for this phone number, as an earlier parcel was returned. Please pay online.";
    expect(await quoteOf(shop, sameFamily, [{ ...dear, quantity: 1 }], { paymentType: "cod" })).toMatchObject({
      cashOnDelivery: { available: false, message: lowered },
    });
    const over = await payCod(shop, sameFamily, [{ ...dear, quantity: 1 }]);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ message: lowered });
    expect(await stockOf(shop.deps.db, dear.sizeId)).toBe(10);

    const { orderId: second } = await shippedCodOrder(sameFamily);
    await markReturned(second);
    expect(await quoteOf(shop, shopper, [{ ...modest, quantity: 1 }], { paymentType: "cod" })).toMatchObject({
      cashOnDelivery: { available: false, message: COD_RETURNED_TO_ORIGIN_MESSAGE },
    });
    const refused = await payCod(shop, shopper, [{ ...modest, quantity: 1 }]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: COD_RETURNED_TO_ORIGIN_MESSAGE });
    expect(await stockOf(shop.deps.db, modest.sizeId)).toBe(10);

    expect((await payCod(shop, neighbour, [{ ...dear, quantity: 1 }])).statusCode).toBe(200);
  });
});
