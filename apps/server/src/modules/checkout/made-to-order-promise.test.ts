import type { CheckoutQuoteWire, Order } from "@pallu/domain";
import { writeFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../../../../scripts/support/pdf-text.mjs";
import { products } from "../../db/schema/index.js";
import type { TestGateway } from "../../integrations/razorpay/test-gateway.js";
import { jobHandlers } from "../../job-registration.js";
import { aSaree } from "../../test/catalogue-builders.js";
import { payCod, paymentFor, quoteOf } from "../../test/checkout.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { aTestClock } from "../../test/test-app.js";
import { STITCHING } from "../../test/service-builders.js";
import { aShopper, type Shopper } from "../../test/user-builders.js";
import { outboxRepository } from "../dev-outbox/outbox-repository.js";
import { runDueJobs } from "../jobs/job-worker.js";

// A Friday morning in India: promises count working days (Monday to Saturday). Jobs are queued at
// the database's own time, so they are run on the real clock.
const clock = aTestClock(new Date("2026-11-27T04:30:00Z"));
const shop = useTestShop({}, { now: clock.now });
const gateway = () => shop.deps.payments as TestGateway;

async function aSareeSoldBeyondTheShelf(set: { madeToOrderDays?: number; availableFrom?: string; stock?: number }) {
  const saree = await aSaree(shop.deps.db, { stock: set.stock ?? 0, price: 18_000 });
  await shop.deps.db
    .update(products)
    .set({ services: [STITCHING], madeToOrderDays: set.madeToOrderDays ?? null, availableFrom: set.availableFrom ?? null })
    .where(eq(products.id, saree.productId));
  return saree;
}

async function paidOnline(shopper: Shopper, cart: object[]): Promise<Order> {
  const payment = await paymentFor(shop, shopper, cart);
  const verified = await shop.post("/order/verifyPayment", shopper.headers, gateway().pay(payment.id)!);
  expect(verified.statusCode, verified.body).toBe(200);
  return (verified.json() as { order: Order }).order;
}

async function invoiceText(shopper: Shopper, orderId: string): Promise<string> {
  const response = await shop.app.inject({ method: "GET", url: `/api/v1/order/invoice/${orderId}`, headers: shopper.headers });
  expect(response.statusCode, response.body).toBe(200);
  if (process.env.INVOICE_SAMPLE) await writeFile(process.env.INVOICE_SAMPLE, response.rawPayload);
  // A table cell may wrap its words over lines: read them as one.
  return (await pdfText(response.rawPayload)).replace(/\s+/g, " ");
}

async function placedMail(shopper: Shopper) {
  await runDueJobs({ ...shop.deps, now: () => new Date() }, jobHandlers);
  const messages = await outboxRepository(shop.deps.db).listNewest(20, shopper.user.email!);
  return messages.find((message) => message.channel === "email" && message.subject.endsWith(" placed"))!;
}

describe("a saree woven to order", () => {
  it("promises on the quote, the order, the tax invoice and the order's mail the day it ships by", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSareeSoldBeyondTheShelf({ madeToOrderDays: 15 });
    const cart = [{ ...saree, quantity: 1 }];

    const quote: CheckoutQuoteWire = await quoteOf(shop, shopper, cart);
    // Fifteen working days of weaving, then packed within a day; delivered within seven more.
    expect(quote.lines[0]).toMatchObject({ madeToOrder: 1, shipsBy: "2026-12-16", deliveryDate: "2026-12-23" });

    const order = await paidOnline(shopper, cart);
    expect(order.cart[0]).toMatchObject({ madeToOrder: 1, shipsBy: "2026-12-16" });

    expect(await invoiceText(shopper, order._id)).toContain("Made to order — ships by Wed, 16 Dec");
    const mail = await placedMail(shopper);
    expect(mail.text).toMatch(/: Made to order — ships by Wed, 16 Dec\./);
    expect(mail.text).toContain("It should reach you by Wed, 23 Dec.");
  });

  it("paid on delivery, promises the same day in the mail that asks her to confirm the order", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSareeSoldBeyondTheShelf({ madeToOrderDays: 15 });
    const placed = await payCod(shop, shopper, [{ ...saree, quantity: 1 }]);
    expect(placed.statusCode, placed.body).toBe(200);
    await runDueJobs({ ...shop.deps, now: () => new Date() }, jobHandlers);
    const messages = await outboxRepository(shop.deps.db).listNewest(20, shopper.user.email!);
    const confirm = messages.find((message) => message.channel === "email" && message.subject.startsWith("Please confirm your order"));
    expect(confirm?.text).toMatch(/it should then reach you by Wed, 23 Dec\. .+: Made to order — ships by Wed, 16 Dec\./);
  });

  it("names on the quote whose measurements a stitched line is cut to, or none while they are to follow", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSareeSoldBeyondTheShelf({ stock: 2 });
    const saved = await shop.post("/user/saveMeasurementProfile", shopper.headers, { name: "Amma", unit: "in", measurements: { bust: 38, waist: 34, shoulder: 14.5, blouseLength: 15 } });
    const profileId = (saved.json() as { profile: { _id: string } }).profile._id;
    const stitched = { ...saree, quantity: 1, services: [{ serviceId: "stitching", styleId: "boat" }] };

    const toAmma: CheckoutQuoteWire = await quoteOf(shop, shopper, [{ ...stitched, measurementProfileId: profileId }]);
    expect(toAmma.lines[0]).toMatchObject({ measurements: { name: "Amma" } });
    expect(toAmma.lines[0]!.madeToOrder).toBeUndefined();
    const later: CheckoutQuoteWire = await quoteOf(shop, shopper, [stitched]);
    expect(later.lines[0]!.measurements).toBeNull();
    const plain: CheckoutQuoteWire = await quoteOf(shop, shopper, [{ ...saree, quantity: 1 }]);
    expect(plain.lines[0]).not.toHaveProperty("measurements");
  });
});

describe("a saree on pre-order", () => {
  it("promises on the quote, the order, the tax invoice and the order's mail the day it ships from", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aSareeSoldBeyondTheShelf({ availableFrom: "2027-01-15", stock: 3 });
    const cart = [{ ...saree, quantity: 1 }];

    const quote: CheckoutQuoteWire = await quoteOf(shop, shopper, cart);
    expect(quote.lines[0]).toMatchObject({ shipsFrom: "2027-01-15" });
    const order = await paidOnline(shopper, cart);
    expect(order.cart[0]).toMatchObject({ shipsFrom: "2027-01-15" });

    expect(await invoiceText(shopper, order._id)).toContain("Pre-order — ships from Fri, 15 Jan");
    expect((await placedMail(shopper)).text).toMatch(/: Pre-order — ships from Fri, 15 Jan\./);
  });
});
