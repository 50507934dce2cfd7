import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentIntents } from "../../db/schema/index.js";
import { aSaree, stockOf } from "../../test/catalogue-builders.js";
import { capturePayment } from "../../test/checkout.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { aSignedInUser, anAddress } from "../../test/user-builders.js";

const shop = useTestShop({ PAYMENT_MAX_UNITS_PER_LINE: "5", PAYMENT_MAX_ORDER_RUPEES: "50000" });

async function aNewShopper() {
  const shopper = await aSignedInUser(shop.deps.db);
  const address = await anAddress(shop.deps.db, shopper.user.id);
  const other = await anAddress(shop.deps.db, shopper.user.id);
  return { ...shopper, addressId: address.id, otherAddressId: other.id };
}

function capture(headers: Record<string, string>, addressId: string, cart: object[]) {
  return capturePayment(shop, { headers, addressId }, cart);
}

async function openIntentsOf(userId: string) {
  return shop.deps.db.$count(paymentIntents, and(eq(paymentIntents.userId, userId), eq(paymentIntents.status, "created")));
}

describe("what one customer can hold in open online payments", () => {
  it("is one open payment: a new checkout (even to another address) releases the earlier one's stock", async () => {
    const shopper = await aNewShopper();
    const first = await aSaree(shop.deps.db, { stock: 5 });
    const second = await aSaree(shop.deps.db, { stock: 5 });
    expect((await capture(shopper.headers, shopper.addressId, [{ ...first, quantity: 5 }])).statusCode).toBe(200);
    expect(await stockOf(shop.deps.db, first.sizeId)).toBe(0);
    const again = await capture(shopper.headers, shopper.otherAddressId, [{ ...second, quantity: 5 }]);
    expect(again.statusCode, again.body).toBe(200);
    expect(await stockOf(shop.deps.db, first.sizeId)).toBe(5);
    expect(await stockOf(shop.deps.db, second.sizeId)).toBe(0);
    expect(await openIntentsOf(shopper.user.id)).toBe(1);
  });

  it("stays one open payment when 12 different checkouts of one customer race", async () => {
    const shopper = await aNewShopper();
    const sarees = await Promise.all(Array.from({ length: 12 }, () => aSaree(shop.deps.db, { stock: 3 })));
    const answers = await Promise.all(sarees.map((saree) => capture(shopper.headers, shopper.addressId, [{ ...saree, quantity: 3 }])));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await openIntentsOf(shopper.user.id)).toBe(1);
    const held = await Promise.all(sarees.map((saree) => stockOf(shop.deps.db, saree.sizeId)));
    expect(held.filter((stock) => stock === 0)).toHaveLength(1);
    expect(held.filter((stock) => stock === 3)).toHaveLength(11);
  });

  it("lets customers switch between the same sizes at once without a deadlock, keeping stock whole", async () => {
    const x = await aSaree(shop.deps.db, { stock: 100 });
    const y = await aSaree(shop.deps.db, { stock: 100 });
    const shoppers = await Promise.all(Array.from({ length: 16 }, () => aNewShopper()));
    // Half hold x then switch to y, half the other way round, all at once.
    await Promise.all(shoppers.map((shopper, i) => capture(shopper.headers, shopper.addressId, [{ ...(i % 2 ? x : y), quantity: 1 }])));
    const switched = await Promise.all(shoppers.map((shopper, i) => capture(shopper.headers, shopper.otherAddressId, [{ ...(i % 2 ? y : x), quantity: 2 }])));
    expect(switched.map((answer) => answer.statusCode)).toEqual(shoppers.map(() => 200));
    expect([await stockOf(shop.deps.db, x.sizeId), await stockOf(shop.deps.db, y.sizeId)]).toEqual([100 - 16, 100 - 16]);
  });

  it("is capped in units per line and in value, and a refused checkout holds nothing", async () => {
    const shopper = await aNewShopper();
    const many = await aSaree(shop.deps.db, { stock: 20, price: 500 });
    const dear = await aSaree(shop.deps.db, { stock: 5, price: 20_000 });
    const tooMany = await capture(shopper.headers, shopper.addressId, [{ ...many, quantity: 6 }]);
    expect(tooMany.statusCode).toBe(400);
    expect((tooMany.json() as { message: string }).message).toMatch(/at most 5/);
    const tooDear = await capture(shopper.headers, shopper.addressId, [{ ...dear, quantity: 3 }]);
    expect(tooDear.statusCode).toBe(400);
    expect((tooDear.json() as { message: string }).message).toMatch(/₹50,000/);
    expect([await stockOf(shop.deps.db, many.sizeId), await stockOf(shop.deps.db, dear.sizeId)]).toEqual([20, 5]);
    expect(await openIntentsOf(shopper.user.id)).toBe(0);
    expect((await capture(shopper.headers, shopper.addressId, [{ ...many, quantity: 5 }])).statusCode).toBe(200);
  });
});

describe("open reservations", () => {
  it("are listed for the admin, with the customer, the items and when they lapse, and for no one else", async () => {
    const shopper = await aNewShopper();
    const saree = await aSaree(shop.deps.db, { stock: 4 });
    const started = await capture(shopper.headers, shopper.addressId, [{ ...saree, quantity: 2 }]);
    expect(started.statusCode).toBe(200);
    const admin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
    const response = await shop.app.inject({ method: "GET", url: "/api/v1/order/reservations", headers: admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    const { reservations } = response.json() as {
      reservations: { customer: { email: string }; amount: number; expiresAt: string; items: { sizeId: string; quantity: number }[] }[];
    };
    const mine = reservations.find((reservation) => reservation.customer.email === shopper.user.email);
    expect(mine).toMatchObject({ amount: 4000, items: [{ sizeId: saree.sizeId, quantity: 2 }] });
    const [intent] = await shop.deps.db.select().from(paymentIntents).where(eq(paymentIntents.userId, shopper.user.id));
    expect(mine!.expiresAt).toBe(intent!.expiresAt.toISOString());
    const customer = await shop.app.inject({ method: "GET", url: "/api/v1/order/reservations", headers: shopper.headers });
    expect(customer.statusCode).toBe(403);
  });
});

describe("the listing's count while stock is held", () => {
  it("never claims in-stock products that its page cannot show", async () => {
    const { categories } = await import("../../db/schema/index.js");
    const [category] = await shop.deps.db.insert(categories).values({ name: `Held ${Date.now()}` }).returning();
    const sarees = await Promise.all(Array.from({ length: 3 }, () => aSaree(shop.deps.db, { stock: 1, price: 1000, categoryId: category!.id })));
    const list = async () => {
      const response = await shop.app.inject({ method: "GET", url: `/api/v1/products/getAllProduct?category=${category!.id}&availability=true&limit=10` });
      const body = response.json() as { products: unknown[]; pagination: { totalCount: number } };
      return { shown: body.products.length, totalCount: body.pagination.totalCount };
    };
    expect(await list()).toEqual({ shown: 3, totalCount: 3 });
    const shopper = await aNewShopper();
    expect((await capture(shopper.headers, shopper.addressId, [{ ...sarees[0]!, quantity: 1 }])).statusCode).toBe(200);
    expect(await list()).toEqual({ shown: 2, totalCount: 2 });
  });
});
