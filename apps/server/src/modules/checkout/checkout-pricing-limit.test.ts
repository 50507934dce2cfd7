import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { orders, paymentIntents } from "../../db/schema/index.js";
import { aSaree, stockOf } from "../../test/catalogue-builders.js";
import { capturePayment, checkoutQuote, payCod } from "../../test/checkout.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { aTestClock } from "../../test/test-app.js";
import { aShopper } from "../../test/user-builders.js";

const clock = aTestClock(new Date("2026-11-21T10:00:00Z"));
const shop = useTestShop({ CHECKOUT_QUOTES_PER_MINUTE: "3" }, { now: clock.now });

function expectTooMany(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(429);
  expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
  expect(response.json<{ message: string }>().message).toMatch(
    /^Too many checkout requests\. Please try again in \d+ minutes?\.$/,
  );
}

describe("the checkout quotes a shopper may ask for", () => {
  it("refuses a shopper's fourth quote in a minute with 429 and Retry-After, and quotes again once the minute has passed", async () => {
    const shopper = await aShopper(shop.deps.db);
    const cart = [{ ...(await aSaree(shop.deps.db, { stock: 5, price: 2400 })), quantity: 1 }];
    for (let quote = 0; quote < 3; quote += 1) expect((await checkoutQuote(shop, shopper, cart)).statusCode).toBe(200);
    expectTooMany(await checkoutQuote(shop, shopper, cart));
    clock.later(1);
    expect((await checkoutQuote(shop, shopper, cart)).statusCode).toBe(200);
  });

  it("counts each shopper on their own", async () => {
    const cart = [{ ...(await aSaree(shop.deps.db, { stock: 5, price: 2400 })), quantity: 1 }];
    const eager = await aShopper(shop.deps.db);
    for (let quote = 0; quote < 3; quote += 1) await checkoutQuote(shop, eager, cart);
    expectTooMany(await checkoutQuote(shop, eager, cart));
    const other = await aShopper(shop.deps.db);
    expect((await checkoutQuote(shop, other, cart)).statusCode).toBe(200);
  });

  it("counts cash-on-delivery orders and online payments, which price the cart the same way, against the same allowance", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 5, price: 2400 });
    const cart = [{ ...saree, quantity: 1 }];
    expect((await checkoutQuote(shop, shopper, cart)).statusCode).toBe(200);
    expect((await checkoutQuote(shop, shopper, cart, { paymentType: "cod" })).statusCode).toBe(200);
    expect((await payCod(shop, shopper, cart)).statusCode).toBe(200);
    expectTooMany(await payCod(shop, shopper, [{ ...saree, quantity: 2 }]));
    expectTooMany(await capturePayment(shop, shopper, cart));
    expect(await shop.deps.db.$count(orders, eq(orders.userId, shopper.user.id))).toBe(1);
    expect(await shop.deps.db.$count(paymentIntents, eq(paymentIntents.userId, shopper.user.id))).toBe(0);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(4);
  });
});
