import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderLines, orders, products } from "../../db/schema/index.js";
import { aSaree, stockOf } from "../../test/catalogue-builders.js";
import { aShopper } from "../../test/user-builders.js";
import { payCod } from "../../test/checkout.js";
import { useTestShop } from "../../test/file-fixtures.js";

const shop = useTestShop();

describe("cash on delivery", () => {
  it("places a Pending order priced by the server, takes the stock and counts the units sold", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 5, price: 2400 });
    const response = await payCod(shop, shopper, [{ ...saree, quantity: 2, price: 1 }]);
    expect(response.statusCode, response.body).toBe(200);
    const { order } = response.json() as { order: { totalPrice: number; paymentType: string; orderDetails: { status: string; public_order_id: string }; paymentText: string } };
    expect(order).toMatchObject({ totalPrice: 4800, paymentType: "COD", orderDetails: { status: "Pending" }, paymentText: "Pending (Cash)" });
    expect(order.orderDetails.public_order_id).toMatch(/^PL-\d{6}-[A-Z0-9]{6}$/);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(3);
    const [product] = await shop.deps.db.select({ purchased: products.purchased }).from(products).where(eq(products.id, saree.productId));
    expect(product!.purchased).toBe(2);
  });

  it("sells the last unit exactly once when 200 shoppers race for it, twenty times over", async () => {
    const repetitions = 20;
    const racers = 200;
    // Each race is run by shoppers who have not won before, so the limit on open COD orders never decides one.
    const pool = await Promise.all(Array.from({ length: racers + repetitions - 1 }, () => aShopper(shop.deps.db)));
    const winners = new Set<string>();
    for (let race = 1; race <= repetitions; race += 1) {
      const saree = await aSaree(shop.deps.db, { stock: 1, price: 1500 });
      const shoppers = pool.filter((shopper) => !winners.has(shopper.user.id)).slice(0, racers);
      const responses = await Promise.all(shoppers.map((shopper) => payCod(shop, shopper, [{ ...saree, quantity: 1 }])));
      const statuses = responses.map((r) => r.statusCode);
      const outcome = `race ${race} of ${repetitions}`;
      expect(statuses.filter((s) => s === 200), outcome).toHaveLength(1);
      expect(statuses.filter((s) => s === 409), outcome).toHaveLength(racers - 1);
      const refusals = new Set(responses.filter((r) => r.statusCode === 409).map((r) => (r.json() as { message: string }).message));
      expect([...refusals].every((message) => /out of stock/.test(message)), `${outcome}: ${[...refusals].join("; ")}`).toBe(true);
      expect(await stockOf(shop.deps.db, saree.sizeId), outcome).toBe(0);
      expect(await shop.deps.db.$count(orderLines, eq(orderLines.buyingOptionId, saree.sizeId)), outcome).toBe(1);
      winners.add(shoppers[statuses.indexOf(200)]!.user.id);
    }
  }, 240_000);

  it("turns the same checkout submitted ten times at once into one order", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 10, price: 1500 });
    const responses = await Promise.all(Array.from({ length: 10 }, () => payCod(shop, shopper, [{ ...saree, quantity: 1 }])));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const ids = new Set(responses.map((r) => (r.json() as { order: { _id: string } }).order._id));
    expect(ids.size).toBe(1);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(9);
  });

  it("places the same cart again as a new order once the first was cancelled", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 10, price: 1500 });
    const first = (await payCod(shop, shopper, [{ ...saree, quantity: 1 }])).json() as { order: { _id: string } };
    const cancelled = await shop.post("/order/cancelMyOrder", shopper.headers, { orderId: first.order._id });
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(10);

    const again = await payCod(shop, shopper, [{ ...saree, quantity: 1 }]);
    expect(again.statusCode).toBe(200);
    const second = again.json() as { order: { _id: string; orderDetails?: { status?: string } } };
    expect(second.order._id).not.toBe(first.order._id);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(9);
    const [row] = await shop.deps.db.select({ status: orders.status }).from(orders).where(eq(orders.id, second.order._id));
    expect(row?.status).toBe("pending");
  });

  it("is refused for a product without cash on delivery, above the limit, or past three open orders", async () => {
    const shopper = await aShopper(shop.deps.db);
    const onlineOnly = await aSaree(shop.deps.db, { stock: 5, price: 1500, isCod: false });
    expect((await payCod(shop, shopper, [{ ...onlineOnly, quantity: 1 }])).statusCode).toBe(400);
    const luxury = await aSaree(shop.deps.db, { stock: 5, price: 50_001 });
    const aboveLimit = await payCod(shop, shopper, [{ ...luxury, quantity: 1 }]);
    expect(aboveLimit.statusCode).toBe(400);
    expect((aboveLimit.json() as { message: string }).message).toContain("₹50,000");
    for (let i = 0; i < 3; i += 1) {
      const saree = await aSaree(shop.deps.db, { stock: 5, price: 1500 });
      expect((await payCod(shop, shopper, [{ ...saree, quantity: 1 }])).statusCode).toBe(200);
    }
    const fourth = await aSaree(shop.deps.db, { stock: 5, price: 1500 });
    expect((await payCod(shop, shopper, [{ ...fourth, quantity: 1 }])).statusCode).toBe(409);
    expect(await stockOf(shop.deps.db, fourth.sizeId)).toBe(5);
  });

  it("asks for an address, an email and a verified account with the spec's messages", async () => {
    const saree = await aSaree(shop.deps.db, { stock: 5, price: 1500 });
    const shopper = await aShopper(shop.deps.db);
    const noAddress = await shop.post("/order/cashOnDelivery", shopper.headers, { cart: JSON.stringify([{ ...saree, quantity: 1 }]) });
    expect(noAddress.json()).toMatchObject({ success: false, message: "Select Any Address" });
    const unverified = await aShopper(shop.deps.db, { isVerified: false });
    const refused = await payCod(shop, unverified, [{ ...saree, quantity: 1 }]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: "Please verify your account from manage account" });
    const phoneOnly = await aShopper(shop.deps.db, { email: null, phone: "9000000001" });
    expect((await payCod(shop, phoneOnly, [{ ...saree, quantity: 1 }])).json()).toMatchObject({ message: "Please add email ID before login" });
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(5);
  });

  it("cannot ship to another customer's address", async () => {
    const shopper = await aShopper(shop.deps.db);
    const stranger = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 5, price: 1500 });
    const response = await payCod(shop, { headers: shopper.headers, addressId: stranger.addressId }, [{ ...saree, quantity: 1 }]);
    expect(response.statusCode).toBe(404);
    const placed = await shop.deps.db.select().from(orders).where(eq(orders.userId, shopper.user.id));
    expect(placed).toHaveLength(0);
  });
});

describe("my orders", () => {
  it("shows a shopper their own orders and hides everyone else's", async () => {
    const shopper = await aShopper(shop.deps.db);
    const stranger = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 5, price: 1500 });
    const placed = (await payCod(shop, shopper, [{ ...saree, quantity: 1 }])).json() as { order: { _id: string } };
    const mine = await shop.post("/order/getMyOrders", shopper.headers, {});
    expect((mine.json() as { orders: { _id: string }[] }).orders.map((o) => o._id)).toEqual([placed.order._id]);
    const theirs = await shop.post("/order/getMyOrders", stranger.headers, { orderId: placed.order._id });
    expect(theirs.statusCode).toBe(404);
  });
});
