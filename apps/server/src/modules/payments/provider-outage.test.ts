import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyingOptions, paymentIntents } from "../../db/schema/index.js";
import { aProduct } from "../../test/catalog-builders.js";
import { startFakeRazorpay, type FakeRazorpay } from "../../test/fake-razorpay.js";
import { startTestShop, type TestShop } from "../../test/test-app.js";
import { aSignedInUser, anAddress } from "../../test/user-builders.js";

let fake: FakeRazorpay;
let shop: TestShop;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  shop = await startTestShop({
    RAZORPAY_KEY_ID: fake.keyId,
    RAZORPAY_KEY_SECRET: fake.keySecret,
    RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
    RAZORPAY_BASE_URL: fake.baseUrl,
  });
});
afterAll(async () => {
  await shop.close();
  await fake.close();
});

describe("when Razorpay fails", () => {
  for (const mode of ["down", "stall"] as const) {
    // The adapter gives up after 8 s (RazorpayHttpProvider); the test's own limit is 20 s.
    it(`answers a clear retryable error and keeps no stock reserved (${mode})`, async () => {
      fake.mode = mode;
      const buyer = await aSignedInUser(shop.deps.db);
      const address = await anAddress(shop.deps.db, buyer.user.id);
      const product = await aProduct(shop.deps.db, { options: [{ original: 3000, stock: 2 }] });
      const [option] = await shop.deps.db.select().from(buyingOptions).where(eq(buyingOptions.productId, product.id));
      const response = await shop.app.inject({
        method: "POST",
        url: "/api/v1/order/capturePayment",
        headers: buyer.headers,
        payload: { addressId: address.id, cart: JSON.stringify([{ productId: product.id, sizeId: option!.id, quantity: 1 }]) },
      });
      expect(response.statusCode).toBe(503);
      expect((response.json() as { message: string }).message).toMatch(/try again/);
      const [stock] = await shop.deps.db.select({ stock: buyingOptions.stock }).from(buyingOptions).where(eq(buyingOptions.id, option!.id));
      expect(stock!.stock).toBe(2);
      const intents = await shop.deps.db.select().from(paymentIntents).where(eq(paymentIntents.userId, buyer.user.id));
      expect(intents.map((intent) => intent.status)).toEqual(["failed"]);
      fake.mode = "up";
    }, 20_000);
  }

  it("takes payments again once it is back", async () => {
    fake.mode = "up";
    const buyer = await aSignedInUser(shop.deps.db);
    const address = await anAddress(shop.deps.db, buyer.user.id);
    const product = await aProduct(shop.deps.db, { options: [{ original: 3000, stock: 2 }] });
    const [option] = await shop.deps.db.select().from(buyingOptions).where(eq(buyingOptions.productId, product.id));
    const response = await shop.app.inject({
      method: "POST",
      url: "/api/v1/order/capturePayment",
      headers: buyer.headers,
      payload: { addressId: address.id, cart: JSON.stringify([{ productId: product.id, sizeId: option!.id, quantity: 1 }]) },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { mode: string; key: string }).mode).toBe("live");
  });
});
