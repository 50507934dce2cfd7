import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buyingOptions, orders, outboxMessages, paymentIntents } from "../../db/schema/index.js";
import { type TestGateway } from "../../integrations/razorpay/test-gateway.js";
import { aSaree, stockOf } from "../../test/catalogue-builders.js";
import { aTestClock } from "../../test/test-app.js";
import { aShopper, type Shopper } from "../../test/user-builders.js";
import { jobHandlers } from "../../job-registration.js";
import { runDueJobs } from "../jobs/job-worker.js";
import { reconcilePayments } from "./reconcile-payments.js";
import { payCod, paymentFor } from "../../test/checkout.js";
import { useTestShop } from "../../test/file-fixtures.js";

// Starts at the real time: queued notices are due by the database clock.
const clock = aTestClock(new Date());
const shop = useTestShop({}, { now: clock.now });
const gateway = () => shop.deps.payments as TestGateway;
const later = clock.later;

/** A checkout whose reservation lapsed unpaid and was released by reconciliation. */
async function aLapsedCheckout(shopper: Shopper, saree: { productId: string; sizeId: string }) {
  const providerOrderId = (await paymentFor(shop, shopper, [{ ...saree, quantity: 1 }])).id;
  later(16);
  await reconcilePayments(shop.deps);
  const [intent] = await shop.deps.db.select().from(paymentIntents).where(eq(paymentIntents.providerOrderId, providerOrderId));
  expect(intent!.status).toBe("expired");
  return providerOrderId;
}

describe("a payment captured after its reservation lapsed, with no webhook and no browser", () => {
  it("becomes an order when reconciliation finds it hours later and the stock is still there", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 2, price: 4000 });
    const providerOrderId = await aLapsedCheckout(shopper, saree);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(2);
    gateway().pay(providerOrderId);
    later(5 * 60);
    await reconcilePayments(shop.deps);
    const placed = await shop.deps.db.select().from(orders).where(eq(orders.userId, shopper.user.id));
    expect(placed.map((order) => [order.status, order.paymentType, order.providerOrderId])).toEqual([["confirmed", "prepaid", providerOrderId]]);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(1);
  });

  it("is refunded in full, and the shopper told, when the stock sold meanwhile", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSaree(shop.deps.db, { stock: 1, price: 4000 });
    const providerOrderId = await aLapsedCheckout(shopper, saree);
    const quick = await aShopper(shop.deps.db);
    const cod = await payCod(shop, quick, [{ ...saree, quantity: 1 }]);
    expect(cod.statusCode, cod.body).toBe(200);
    const paid = gateway().pay(providerOrderId)!;
    later(20 * 60);
    await reconcilePayments(shop.deps);
    expect(gateway().refunds.filter((refund) => refund.paymentId === paid.razorpay_payment_id)).toEqual([
      expect.objectContaining({ amountPaise: 400_000 }),
    ]);
    const [intent] = await shop.deps.db.select().from(paymentIntents).where(eq(paymentIntents.providerOrderId, providerOrderId));
    expect(intent).toMatchObject({ status: "refunded", refundStatus: "completed" });
    expect(await shop.deps.db.select().from(orders).where(eq(orders.userId, shopper.user.id))).toHaveLength(0);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(0);
    await runDueJobs(shop.deps, jobHandlers);
    const told = await shop.deps.db.select().from(outboxMessages).where(eq(outboxMessages.to, shopper.user.email!));
    expect(told.map((message) => message.text).join("\n")).toMatch(/refunded ₹4,000/);
    // Reconciliation runs again: nothing more is refunded or told.
    later(60);
    await reconcilePayments(shop.deps);
    await runDueJobs(shop.deps, jobHandlers);
    expect(gateway().refunds.filter((refund) => refund.paymentId === paid.razorpay_payment_id)).toHaveLength(1);
    expect(await shop.deps.db.select().from(outboxMessages).where(eq(outboxMessages.to, shopper.user.email!))).toHaveLength(told.length);
  });

  it("takes none of its sizes when one of them sold meanwhile: the sizes still there are not kept from other shoppers", async () => {
    clock.set(new Date());
    const shopper = await aShopper(shop.deps.db);
    // Sizes are taken in id order: the plentiful size sorts first, so it is taken before the miss.
    const [first, second] = [await aSaree(shop.deps.db, { stock: 3, price: 4000 }), await aSaree(shop.deps.db, { stock: 1, price: 4000 })].sort((a, b) => a.sizeId.localeCompare(b.sizeId));
    const scarce = second!;
    const plenty = first!;
    await shop.deps.db.update(buyingOptions).set({ stock: 3 }).where(eq(buyingOptions.id, plenty.sizeId));
    await shop.deps.db.update(buyingOptions).set({ stock: 1 }).where(eq(buyingOptions.id, scarce.sizeId));
    const providerOrderId = (await paymentFor(shop, shopper, [{ ...plenty, quantity: 1 }, { ...scarce, quantity: 1 }])).id;
    later(16);
    await reconcilePayments(shop.deps);
    expect([await stockOf(shop.deps.db, plenty.sizeId), await stockOf(shop.deps.db, scarce.sizeId)]).toEqual([3, 1]);
    const quick = await aShopper(shop.deps.db);
    const cod = await payCod(shop, quick, [{ ...scarce, quantity: 1 }]);
    expect(cod.statusCode, cod.body).toBe(200);

    gateway().pay(providerOrderId);
    later(20 * 60);
    await reconcilePayments(shop.deps);
    const [intent] = await shop.deps.db.select().from(paymentIntents).where(eq(paymentIntents.providerOrderId, providerOrderId));
    expect(intent!.status).toBe("refunded");
    expect([await stockOf(shop.deps.db, plenty.sizeId), await stockOf(shop.deps.db, scarce.sizeId)]).toEqual([3, 0]);
  });
});
