import { messages } from "@pallu/domain";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loadConfig } from "../../config.js";
import { buyingOptions } from "../../db/schema/index.js";
import { createPaymentProvider, paymentsNotice } from "../../integrations/razorpay/create-payment-provider.js";
import { parseRows } from "../../lib/rows.js";
import { aProduct } from "../../test/catalogue-builders.js";
import { capturePayment } from "../../test/checkout.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { aSignedInUser, anAddress } from "../../test/user-builders.js";

/** A shop started as production is, without any Razorpay keys. */
const shop = useTestShop({ NODE_ENV: "production", PUBLIC_URL: "https://shop.test" });

describe("online payment in production without Razorpay keys", () => {
  it("has no test gateway: its Pay button's route does not exist", async () => {
    const shopper = await aSignedInUser(shop.deps.db);
    const response = await shop.post("/payments/test-gateway/complete", shopper.headers, { order_id: "order_anything", outcome: "success" });
    expect(response.statusCode).toBe(404);
    expect(shop.deps.payments.mode).toBe("off");
  });

  it("refuses to start an online payment with a clear message and reserves nothing", async () => {
    const shopper = await aSignedInUser(shop.deps.db);
    const address = await anAddress(shop.deps.db, shopper.user.id);
    const product = await aProduct(shop.deps.db, { options: [{ original: 2000, stock: 3 }] });
    const [size] = await shop.deps.db.select().from(buyingOptions).where(eq(buyingOptions.productId, product.id));
    const response = await capturePayment(shop, { headers: shopper.headers, addressId: address.id }, [{ productId: product.id, sizeId: size!.id, quantity: 1 }]);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, message: messages.payment.onlineOff });
    const [row] = parseRows(
      z.object({ stock: z.number(), intents: z.number() }),
      await shop.deps.db.execute(
        sql`SELECT (SELECT stock FROM buying_options WHERE id = ${size!.id}) AS stock, (SELECT count(*)::int FROM payment_intents) AS intents`,
      ),
    );
    expect(row).toEqual({ stock: 3, intents: 0 });
  });

  it("tells the storefront that only cash on delivery is offered", async () => {
    const response = await shop.app.inject({ method: "GET", url: "/api/v1/site/getPolicies" });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { policies: { onlinePayment: boolean } }).policies.onlinePayment).toBe(false);
  });

  it("says so in the start-up log, and keeps the test gateway for development", () => {
    const production = loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://shop.test" });
    expect(paymentsNotice(production)).toMatch(/online payment is off/i);
    const development = loadConfig({ NODE_ENV: "development" });
    expect(createPaymentProvider(development).mode).toBe("test");
    expect(paymentsNotice(development)).toMatch(/test mode/i);
  });

  it("refuses to start in production with a half-set Razorpay configuration", () => {
    const keys = { RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_KEY_SECRET: "secret", RAZORPAY_WEBHOOK_SECRET: "hook-secret" };
    const base = { NODE_ENV: "production", PUBLIC_URL: "https://shop.test" };
    for (const missing of Object.keys(keys)) {
      const partial = Object.fromEntries(Object.entries(keys).filter(([name]) => name !== missing));
      expect(() => loadConfig({ ...base, ...partial }), `without ${missing}`).toThrow(/RAZORPAY/);
    }
    expect(loadConfig({ ...base, ...keys }).razorpay).toMatchObject({ keyId: "rzp_live_x", webhookSecret: "hook-secret" });
  });
});
