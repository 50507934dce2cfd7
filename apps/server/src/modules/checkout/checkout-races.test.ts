import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, promotions, promotionUses, storeCreditEntries } from "../../db/schema/index.js";
import type { TestGateway } from "../../integrations/razorpay/test-gateway.js";
import { aSaree } from "../../test/catalogue-builders.js";
import { payCod, paymentFor } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aCode, aPromotion } from "../../test/promotions.js";
import { aTestClock } from "../../test/test-app.js";
import { aShopper, type Shopper } from "../../test/user-builders.js";

// Starts at the real time, moved by hand to let reservations lapse.
const clock = aTestClock(new Date());
const shop = useTestShop({}, { now: clock.now });
const admin = useSignedInUser(shop, { userType: "Admin" });
const gateway = () => shop.deps.payments as TestGateway;

const verify = (shopper: Shopper, paid: object) => shop.post("/order/verifyPayment", shopper.headers, paid);

/** A shopper holding store credit, as a settled return or a goodwill gesture leaves it. */
async function aShopperWithCredit(rupees: number): Promise<Shopper> {
  const shopper = await aShopper(shop.deps.db);
  await shop.deps.db.insert(storeCreditEntries).values({ userId: shopper.user.id, amountPaise: rupees * 100, note: "Goodwill" });
  return shopper;
}

async function balanceOf(shopper: Shopper): Promise<number> {
  const entries = await shop.deps.db.select().from(storeCreditEntries).where(eq(storeCreditEntries.userId, shopper.user.id));
  return entries.reduce((sum, entry) => sum + entry.amountPaise, 0);
}

async function ordersOf(shopper: Shopper) {
  return shop.deps.db.select().from(orders).where(eq(orders.userId, shopper.user.id));
}

/**
 * An online checkout that spent the shopper's credit, then replaced by a second checkout without it
 * (so the first one's credit is back in the balance), and paid anyway at the provider.
 */
async function aReplacedPaymentPaidAnyway(shopper: Shopper) {
  const [first, second] = [await aSaree(shop.deps.db, { stock: 200, price: 8000 }), await aSaree(shop.deps.db, { stock: 200, price: 3000 })];
  const held = await paymentFor(shop, shopper, [{ ...first!, quantity: 1 }], { useStoreCredit: true });
  expect(held.amount).toBe(200_100);
  await paymentFor(shop, shopper, [{ ...second!, quantity: 1 }]);
  return gateway().pay(held.id)!;
}

describe("store credit spent by a settled payment and a cash-on-delivery order at the same moment", () => {
  it("is spent by one of them only, and the balance never goes below zero, time after time", async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const shopper = await aShopperWithCredit(5999);
      const paid = await aReplacedPaymentPaidAnyway(shopper);
      const kurta = await aSaree(shop.deps.db, { stock: 200, price: 7000 });
      const [settled, cash] = await Promise.all([
        verify(shopper, paid),
        payCod(shop, shopper, [{ ...kurta, quantity: 1 }], { useStoreCredit: true }),
      ]);
      expect(cash.statusCode, cash.body).toBe(200);
      expect([200, 409], settled.body).toContain(settled.statusCode);
      const placed = await ordersOf(shopper);
      expect(placed.filter((order) => order.storeCreditPaise > 0), `attempt ${attempt}`).toHaveLength(1);
      expect(await balanceOf(shopper), `attempt ${attempt}`).toBe(0);
    }
  });

  it("refunds a late payment whose credit was spent meanwhile and tells the shopper so, not that the items sold out", async () => {
    const shopper = await aShopperWithCredit(5999);
    const paid = await aReplacedPaymentPaidAnyway(shopper);
    const kurta = await aSaree(shop.deps.db, { stock: 200, price: 7000 });
    const cash = await payCod(shop, shopper, [{ ...kurta, quantity: 1 }], { useStoreCredit: true });
    expect(cash.statusCode, cash.body).toBe(200);
    const settled = await verify(shopper, paid);
    expect(settled.statusCode).toBe(409);
    expect(settled.json().message).toBe(
      "Your store credit was used on another order while you were paying. Your payment has been refunded in full.",
    );
    expect(gateway().refunds.filter((refund) => refund.paymentId === paid.razorpay_payment_id)).toEqual([
      expect.objectContaining({ amountPaise: 200_100 }),
    ]);
    expect(await balanceOf(shopper)).toBe(0);
    expect(await ordersOf(shopper)).toHaveLength(1);
  });
});

describe("a first-order-only offer held by an open online payment", () => {
  async function timesUsed(promotionId: string): Promise<number> {
    const [row] = await shop.deps.db.select({ timesUsed: promotions.timesUsed }).from(promotions).where(eq(promotions.id, promotionId));
    return row!.timesUsed;
  }

  it("cannot also discount a cash-on-delivery order, and is counted once when the payment is made", async () => {
    const code = aCode("FIRST");
    const offer = await aPromotion(shop, admin.headers, { code, firstOrderOnly: true });
    const shopper = await aShopper(shop.deps.db);
    const [saree, kurta] = [await aSaree(shop.deps.db, { stock: 50, price: 4000 }), await aSaree(shop.deps.db, { stock: 50, price: 3000 })];
    const held = await paymentFor(shop, shopper, [{ ...saree!, quantity: 1 }], { couponCode: code });
    expect(held.amount).toBe(360_000);

    const cash = await payCod(shop, shopper, [{ ...kurta!, quantity: 1 }], { couponCode: code });
    expect(cash.statusCode).toBe(409);
    expect(cash.json().message).toBe("This coupon is for your first order only");

    const paid = gateway().pay(held.id)!;
    const [byBrowser, again] = await Promise.all([verify(shopper, paid), verify(shopper, paid)]);
    expect([byBrowser.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(await timesUsed(offer._id)).toBe(1);
    const uses = await shop.deps.db.select().from(promotionUses).where(eq(promotionUses.promotionId, offer._id));
    expect(uses.map((use) => [Boolean(use.orderId), use.releasedAt])).toEqual([[true, null]]);
    expect(await ordersOf(shopper)).toHaveLength(1);
  });
});
