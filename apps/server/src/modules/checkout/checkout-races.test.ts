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

const verify = (buyer: Shopper, paid: object) => shop.post("/order/verifyPayment", buyer.headers, paid);

/** A shopper holding store credit, as a settled return or a goodwill gesture leaves it. */
async function aShopperWithCredit(rupees: number): Promise<Shopper> {
  const buyer = await aShopper(shop.deps.db);
  await shop.deps.db.insert(storeCreditEntries).values({ userId: buyer.user.id, amountPaise: rupees * 100, note: "Goodwill" });
  return buyer;
}

async function balanceOf(buyer: Shopper): Promise<number> {
  const entries = await shop.deps.db.select().from(storeCreditEntries).where(eq(storeCreditEntries.userId, buyer.user.id));
  return entries.reduce((sum, entry) => sum + entry.amountPaise, 0);
}

async function ordersOf(buyer: Shopper) {
  return shop.deps.db.select().from(orders).where(eq(orders.userId, buyer.user.id));
}

/**
 * An online checkout that spent the shopper's credit, then replaced by a second checkout without it
 * (so the first one's credit is back in the balance), and paid anyway at the provider.
 */
async function aReplacedPaymentPaidAnyway(buyer: Shopper) {
  const [first, second] = [await aSaree(shop.deps.db, { stock: 200, price: 8000 }), await aSaree(shop.deps.db, { stock: 200, price: 3000 })];
  const held = await paymentFor(shop, buyer, [{ ...first!, quantity: 1 }], { useStoreCredit: true });
  expect(held.amount).toBe(200_100);
  await paymentFor(shop, buyer, [{ ...second!, quantity: 1 }]);
  return gateway().pay(held.id)!;
}

describe("store credit spent by a settled payment and a cash-on-delivery order at the same moment", () => {
  it("is spent by one of them only, and the balance never goes below zero, time after time", async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const buyer = await aShopperWithCredit(5999);
      const paid = await aReplacedPaymentPaidAnyway(buyer);
      const kurta = await aSaree(shop.deps.db, { stock: 200, price: 7000 });
      const [settled, cash] = await Promise.all([
        verify(buyer, paid),
        payCod(shop, buyer, [{ ...kurta, quantity: 1 }], { useStoreCredit: true }),
      ]);
      expect(cash.statusCode, cash.body).toBe(200);
      expect([200, 409], settled.body).toContain(settled.statusCode);
      const placed = await ordersOf(buyer);
      expect(placed.filter((order) => order.storeCreditPaise > 0), `attempt ${attempt}`).toHaveLength(1);
      expect(await balanceOf(buyer), `attempt ${attempt}`).toBe(0);
    }
  });

  it("refunds a late payment whose credit was spent meanwhile and tells the shopper so, not that the items sold out", async () => {
    const buyer = await aShopperWithCredit(5999);
    const paid = await aReplacedPaymentPaidAnyway(buyer);
    const kurta = await aSaree(shop.deps.db, { stock: 200, price: 7000 });
    const cash = await payCod(shop, buyer, [{ ...kurta, quantity: 1 }], { useStoreCredit: true });
    expect(cash.statusCode, cash.body).toBe(200);
    const settled = await verify(buyer, paid);
    expect(settled.statusCode).toBe(409);
    expect(settled.json().message).toBe(
      "Your store credit was used on another order while you were paying. Your payment has been refunded in full.",
    );
    expect(gateway().refunds.filter((refund) => refund.paymentId === paid.razorpay_payment_id)).toEqual([
      expect.objectContaining({ amountPaise: 200_100 }),
    ]);
    expect(await balanceOf(buyer)).toBe(0);
    expect(await ordersOf(buyer)).toHaveLength(1);
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
    const buyer = await aShopper(shop.deps.db);
    const [saree, kurta] = [await aSaree(shop.deps.db, { stock: 50, price: 4000 }), await aSaree(shop.deps.db, { stock: 50, price: 3000 })];
    const held = await paymentFor(shop, buyer, [{ ...saree!, quantity: 1 }], { couponCode: code });
    expect(held.amount).toBe(360_000);

    const cash = await payCod(shop, buyer, [{ ...kurta!, quantity: 1 }], { couponCode: code });
    expect(cash.statusCode).toBe(409);
    expect(cash.json().message).toBe("This coupon is for your first order only");

    const paid = gateway().pay(held.id)!;
    const [byBrowser, again] = await Promise.all([verify(buyer, paid), verify(buyer, paid)]);
    expect([byBrowser.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(await timesUsed(offer._id)).toBe(1);
    const uses = await shop.deps.db.select().from(promotionUses).where(eq(promotionUses.promotionId, offer._id));
    expect(uses.map((use) => [Boolean(use.orderId), use.releasedAt])).toEqual([[true, null]]);
    expect(await ordersOf(buyer)).toHaveLength(1);
  });
});
