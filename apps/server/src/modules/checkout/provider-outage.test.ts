import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentIntents } from "../../db/schema/index.js";
import { aSaree, stockOf } from "../../test/catalogue-builders.js";
import { aShopOnFakeRazorpay, type FakeRazorpay } from "../../test/fake-razorpay.js";
import type { TestShop } from "../../test/test-app.js";
import { aShopper } from "../../test/user-builders.js";
import { capturePayment } from "../../test/checkout.js";

let fake: FakeRazorpay;
let shop: TestShop;
let close: () => Promise<void>;

beforeAll(async () => ({ shop, fake, close } = await aShopOnFakeRazorpay()));
afterAll(() => close());

/** A shopper starting an online payment for one piece of a saree with 2 in stock. */
async function startPaymentForOne() {
  const shopper = await aShopper(shop.deps.db);
  const saree = await aSaree(shop.deps.db, { stock: 2, price: 3000 });
  const response = await capturePayment(shop, shopper, [{ ...saree, quantity: 1 }]);
  return { shopper, saree, response };
}

describe("when Razorpay fails", () => {
  for (const mode of ["down", "stall"] as const) {
    // The adapter gives up after 8 s (RazorpayHttpProvider); the test's own limit is 20 s.
    it(`answers a clear retryable error and keeps no stock reserved (${mode})`, async () => {
      fake.mode = mode;
      const { shopper, saree, response } = await startPaymentForOne();
      expect(response.statusCode).toBe(503);
      expect((response.json() as { message: string }).message).toMatch(/try again/);
      expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(2);
      const intents = await shop.deps.db.select().from(paymentIntents).where(eq(paymentIntents.userId, shopper.user.id));
      expect(intents.map((intent) => intent.status)).toEqual(["failed"]);
      fake.mode = "up";
    }, 20_000);
  }

  it("takes payments again once it is back", async () => {
    fake.mode = "up";
    const { response } = await startPaymentForOne();
    expect(response.statusCode).toBe(200);
    expect((response.json() as { mode: string; key: string }).mode).toBe("live");
  });
});
