import type { CheckoutQuoteWire, Order, SellingAbroad, ServiceOffer } from "@pallu/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orders, outboxMessages, products } from "../../db/schema/index.js";
import { jobHandlers } from "../../job-registration.js";
import { runDueJobs } from "../jobs/job-worker.js";
import type { TestGateway } from "../../integrations/razorpay/test-gateway.js";
import { aSaree } from "../../test/catalogue-builders.js";
import { aPromotion } from "../../test/promotions.js";
import { capturePayment, checkoutQuote, payCod, paymentFor, quoteOf } from "../../test/checkout.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { aNewJerseyAddress, aSignedInUser, anAddress } from "../../test/user-builders.js";
import { saveSellingAbroad } from "../selling-abroad/index.js";

const shop = useTestShop();
const gateway = () => shop.deps.payments as TestGateway;

const ABROAD: SellingAbroad = {
  zones: [
    {
      name: "North America",
      countries: ["US", "CA"],
      rate: { kind: "weight", slabs: [{ upToGrams: 1_000, amountRupees: 2_400 }, { upToGrams: 2_000, amountRupees: 3_600 }] },
      freeAboveRupees: 40_000,
      deliveryDays: { min: 7, max: 12 },
      dutiesPaidByBuyer: true,
    },
    { name: "Gulf", countries: ["AE"], rate: { kind: "flat", amountRupees: 1_500 }, freeAboveRupees: null, deliveryDays: { min: 4, max: 7 }, dutiesPaidByBuyer: false },
  ],
  exchangeRates: { rupeesPer: { USD: 84.5, AED: 23 }, marginPercent: 3, rounding: "ninety-nine", source: "table", updatedAt: null },
};

beforeAll(async () => {
  await saveSellingAbroad(shop.deps, null, () => ABROAD);
});

async function aBuyerIn(address: object = aNewJerseyAddress) {
  const shopper = await aSignedInUser(shop.deps.db);
  const row = await anAddress(shop.deps.db, shopper.user.id, { ...aNewJerseyAddress, phoneNumber: "+12015550123", ...address });
  return { ...shopper, addressId: row.id };
}

const aPackedSaree = (price = 12_000) => aSaree(shop.deps.db, { stock: 5, price, weightGrams: 750 });

const FALL_PICO: ServiceOffer = { id: "fall-pico", kind: "fallPico", name: "Fall and pico", pricePaise: 15_000, leadDays: 2, needsMeasurements: false, returnable: false, styles: [] };

async function aPackedSareeWithFallAndPico() {
  const saree = await aPackedSaree();
  await shop.deps.db.update(products).set({ services: [FALL_PICO] }).where(eq(products.id, saree.productId));
  return saree;
}

async function paidOnline(buyer: Awaited<ReturnType<typeof aBuyerIn>>, cart: object[]): Promise<Order> {
  const payment = await paymentFor(shop, buyer, cart);
  const verified = await shop.post("/order/verifyPayment", buyer.headers, gateway().pay(payment.id)!);
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json<{ order: Order }>().order;
}

describe("a checkout abroad", () => {
  it("charges the zone's rate for the parcel's weight slab, promises its delivery and says who pays the duties", async () => {
    const buyer = await aBuyerIn();
    const saree = await aPackedSaree();
    const one = await quoteOf(shop, buyer, [{ ...saree, quantity: 1 }]);
    expect(one.shipping).toEqual({ amount: 2_400, amountInCurrency: expect.any(Number), zone: "North America", deliveryPromise: "Delivered in 7–12 working days", deliveryDays: { min: 7, max: 12 } });
    expect(one.total).toBe(14_400);
    expect(one.dutiesNotice).toContain("The courier collects them from you on delivery");
    const two = await quoteOf(shop, buyer, [{ ...saree, quantity: 2 }]);
    expect(two.shipping.amount).toBe(3_600);
    expect(two.total).toBe(27_600);
  });

  it("ships free once the goods reach the zone's threshold", async () => {
    const buyer = await aBuyerIn();
    const saree = await aPackedSaree(21_000);
    const quote = await quoteOf(shop, buyer, [{ ...saree, quantity: 2 }]);
    expect(quote.shipping.amount).toBe(0);
    expect(quote.total).toBe(42_000);
  });

  it("shows the amounts in the buyer's currency at the seller's rate less margin, the charge staying in rupees", async () => {
    const buyer = await aBuyerIn();
    const saree = await aPackedSaree();
    const quote = await quoteOf(shop, buyer, [{ ...saree, quantity: 1 }]);
    expect(quote.currency).toBe("USD");
    expect(quote.exchangeRate).toBe(82.038835);
    // ₹12,000 at ₹82.038835 is $146.27, shown as $146.99; shipping ₹2,400 is $29.26.
    expect(quote.inCurrency).toMatchObject({ subtotal: 146.99, shipping: 29.26, total: 176.25 });
    expect((await quoteOf(shop, buyer, [{ ...saree, quantity: 1 }], { currency: "AED" })).currency).toBe("AED");
    const unknown = await checkoutQuote(shop, buyer, [{ ...saree, quantity: 1 }], { currency: "JPY" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: "Prices in JPY are not available" });
  });

  it("refuses a country outside every zone before anything is held", async () => {
    const buyer = await aBuyerIn({ country: "FR", city: "Paris", state: "", pinCode: "75001", phoneNumber: "+33142685300" });
    const saree = await aPackedSaree();
    const quote = await checkoutQuote(shop, buyer, [{ ...saree, quantity: 1 }]);
    expect(quote.statusCode).toBe(400);
    expect(quote.json()).toMatchObject({ success: false, message: "Sorry, we do not ship to France yet" });
    expect((await capturePayment(shop, buyer, [{ ...saree, quantity: 1 }])).statusCode).toBe(400);
  });

  it("refuses a product without a weight abroad, naming it", async () => {
    const buyer = await aBuyerIn();
    const unweighed = await aSaree(shop.deps.db, { stock: 3, name: "Ilkal Cotton Saree" });
    const quote = await checkoutQuote(shop, buyer, [{ ...unweighed, quantity: 1 }]);
    expect(quote.statusCode).toBe(400);
    expect(quote.json<{ message: string }>().message).toBe("Ilkal Cotton Saree cannot be shipped abroad yet. Please remove it to order outside India.");
  });

  it("never offers cash on delivery abroad, and refuses it on the server", async () => {
    const buyer = await aBuyerIn();
    const saree = await aPackedSaree();
    const quote = await quoteOf(shop, buyer, [{ ...saree, quantity: 1 }], { paymentType: "cod" });
    expect(quote.cashOnDelivery).toEqual({ available: false, message: "Cash on Delivery is available only in India. Please pay online." });
    const cod = await payCod(shop, buyer, [{ ...saree, quantity: 1 }]);
    expect(cod.statusCode).toBe(400);
    expect(cod.json()).toMatchObject({ message: "Cash on Delivery is available only in India. Please pay online." });
    expect(await shop.deps.db.select().from(orders).where(eq(orders.userId, buyer.user.id))).toEqual([]);
  });

  it("records an order priced in USD with its rate and exact rupee amounts", async () => {
    const buyer = await aBuyerIn();
    const saree = await aPackedSaree(12_345);
    const payment = await paymentFor(shop, buyer, [{ ...saree, quantity: 1 }]);
    expect(payment.amount).toBe(1_234_500 + 240_000);
    const verified = await shop.post("/order/verifyPayment", buyer.headers, gateway().pay(payment.id)!);
    expect(verified.statusCode, verified.body).toBe(200);
    const order = verified.json<{ order: Order }>().order;
    expect(order).toMatchObject({ totalPrice: 14_745, shipping: 2_400, currency: "USD", exchangeRate: 82.038835, address: { country: "US", state: "New Jersey" } });
    const [row] = await shop.deps.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ totalPaise: 1_474_500, shippingPaise: 240_000, currency: "USD", exchangeRate: "82.038835" });
    // $150.99 for the saree (₹12,345 is $150.48) and $29.26 for shipping.
    expect(row!.currencyTotalMinor).toBe(15_099 + 2_926);
    expect(order.totalInCurrency).toBe(180.25);
  });
});

describe("the amounts a buyer abroad reads in her currency", () => {
  it("count the services asked for with a piece, in the quote, the order's total and each of its lines", async () => {
    const buyer = await aBuyerIn();
    const saree = await aPackedSareeWithFallAndPico();
    const cart = [{ ...saree, quantity: 1, services: [{ serviceId: "fall-pico" }] }];
    const quote = await quoteOf(shop, buyer, cart);
    expect(quote.total).toBe(12_000 + 150 + 2_400);
    // The saree $146.99, fall and pico ₹150 shown as $1.99, shipping $29.26.
    expect(quote.inCurrency).toMatchObject({ subtotal: 148.98, shipping: 29.26, codFee: 0, total: 178.24 });
    expect(quote.inCurrency.lines).toEqual([{ buyingOptionId: saree.sizeId, price: 146.99, total: 148.98 }]);

    const order = await paidOnline(buyer, cart);
    expect(order.totalInCurrency).toBe(178.24);
    expect(order.inCurrency).toEqual({ lines: [{ _id: order.cart[0]!._id, price: 146.99, total: 148.98 }], shipping: 29.26 });
  });

  it("give each saving of the quote in the currency, adding up to its discount", async () => {
    const buyer = await aBuyerIn();
    const saree = await aPackedSaree();
    const cart = [{ ...saree, quantity: 1 }];
    const admin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
    await aPromotion(shop, admin.headers, { title: "Festive 10% off", type: "percentage", value: 10, products: [saree.productId] });
    const quote = await quoteOf(shop, buyer, cart);
    expect(quote.discount).toBe(1_200);
    // ₹1,200 at ₹82.038835 is $14.63.
    expect(quote.inCurrency.discount).toBe(14.63);
    expect(quote.inCurrency.discounts).toEqual([{ promotionId: quote.discounts[0]!.promotionId, amount: 14.63 }]);
    expect(quote.inCurrency.total).toBe(146.99 - 14.63 + 29.26);
  });

  it("are told in the order's mail beside the rupees it is charged", async () => {
    const buyer = await aBuyerIn();
    const saree = await aPackedSaree();
    const order = await paidOnline(buyer, [{ ...saree, quantity: 1 }]);
    await runDueJobs({ ...shop.deps, now: () => new Date() }, jobHandlers);
    const [mail] = await shop.deps.db.select().from(outboxMessages).where(eq(outboxMessages.to, buyer.user.email!));
    expect(mail?.subject).toBe(`Order ${order.orderDetails.public_order_id} placed`);
    expect(mail?.text).toContain(`for $176.25 (charged as ₹14,400)`);
    expect(mail?.text).toContain("Shipping abroad: $29.26 (₹2,400).");
  });
});

describe("a cart's prices in a buyer's currency", () => {
  it("are answered to anyone, a guest too, piece by piece at the prices the checkout shows, with the rupees beside", async () => {
    const saree = await aSaree(shop.deps.db, { stock: 5, price: 12_000 });
    const cart = JSON.stringify([{ productId: saree.productId, sizeId: saree.sizeId, quantity: 2 }, { productId: saree.productId, sizeId: "gone" }]);
    const answer = await shop.app.inject({ method: "POST", url: "/api/v1/order/getCartPrices", payload: { cart, currency: "usd" } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      currency: "USD",
      exchangeRate: 82.038835,
      subtotal: 24_000,
      inCurrency: { original: 293.98, subtotal: 293.98, saving: 0, lines: [{ sizeId: saree.sizeId, price: 146.99, originalPrice: 146.99, total: 293.98 }] },
    });
    const unknown = await shop.app.inject({ method: "POST", url: "/api/v1/order/getCartPrices", payload: { cart, currency: "JPY" } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: "Prices in JPY are not available" });
  });
});

describe("a checkout in India", () => {
  it("answers as before, with free shipping, rupees and no duties notice", async () => {
    const shopper = await aSignedInUser(shop.deps.db);
    const address = await anAddress(shop.deps.db, shopper.user.id);
    const saree = await aSaree(shop.deps.db, { stock: 2, price: 3_000 });
    const quote: CheckoutQuoteWire = await quoteOf(shop, { ...shopper, addressId: address.id }, [{ ...saree, quantity: 1 }]);
    expect(quote).toMatchObject({ total: 3_000, currency: "INR", exchangeRate: 1, dutiesNotice: null, shipping: { amount: 0, zone: null, deliveryPromise: null } });
  });
});

describe("the seller's zones", () => {
  it("are saved by an admin only, and a country in two zones is refused", async () => {
    const { headers } = await aSignedInUser(shop.deps.db, { userType: "Admin" });
    const put = (payload: object, as: Record<string, string>) => shop.app.inject({ method: "PUT", url: "/api/v1/site/sellingAbroad", headers: as, payload });
    const twice = { ...ABROAD, zones: [...ABROAD.zones, { ...ABROAD.zones[1]!, name: "Again", countries: ["US"] }] };
    const refused = await put(twice, headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain("US is already in North America");
    const customer = await aSignedInUser(shop.deps.db);
    expect((await put(ABROAD, customer.headers)).statusCode).toBe(403);
    expect((await put(ABROAD, headers)).statusCode).toBe(200);
    const countries = await shop.app.inject({ method: "GET", url: "/api/v1/site/shippingCountries" });
    expect(countries.json()).toMatchObject({
      countries: [
        { code: "CA", name: "Canada", currency: "CAD" },
        { code: "AE", name: "United Arab Emirates", currency: "AED" },
        { code: "US", name: "United States", currency: "USD" },
      ],
      currencies: [{ currency: "AED", exchangeRate: 22.330097 }, { currency: "USD", exchangeRate: 82.038835 }],
    });
  });
});
