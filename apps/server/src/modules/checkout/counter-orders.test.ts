import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, paymentIntents, paymentLinks, users } from "../../db/schema/index.js";
import { hmacHex } from "../../integrations/razorpay/signatures.js";
import { aSaree, stockOf } from "../../test/catalogue-builders.js";
import { razorpayEnvOf, startFakeRazorpay, type FakeRazorpay } from "../../test/fake-razorpay.js";
import { aShopBeside, aTestClock, type TestShop } from "../../test/test-app.js";
import { aChennaiAddress, aShopper, aSignedInUser, type SignedInUser } from "../../test/user-builders.js";
import { jobHandlers } from "../../job-registration.js";
import { outboxRepository } from "../dev-outbox/outbox-repository.js";
import { runDueJobs } from "../jobs/job-worker.js";
import { reconcilePaymentLinks } from "./payment-link-settlement.js";

/** Orders the seller takes in WhatsApp chats, paid by link (through a fake Razorpay on loopback), on delivery, or already. */
let fake: FakeRazorpay;
let shop: TestShop;
let close: () => Promise<void>;
let admin: SignedInUser;
const clock = aTestClock(new Date());

beforeAll(async () => {
  fake = await startFakeRazorpay();
  ({ shop, close } = await aShopBeside(fake, razorpayEnvOf(fake), { now: clock.now }));
  admin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
});
afterAll(() => close());

let phones = 0;
/** A phone number no customer has yet. */
const aNewPhone = () => `98${String(Date.now() % 1e6).padStart(6, "0")}${String((phones += 1) % 100).padStart(2, "0")}`;

type CounterAnswer = {
  order: { _id: string; totalPrice: number; paymentType: string; orderDetails: { status: string }; sellerDiscount: { amount: number; reason: string } | null; paymentReference: string | null; giftMessage: string | null; codFee: number } | null;
  paymentLink: { _id: string; url: string; expiresAt: string; status: string; amount: number; orderId: string | null } | null;
  customer: { _id: string; fullname: string; phone: string | null; email: string | null };
};

function counterOrder(body: object, headers: Record<string, string> = admin.headers) {
  return shop.post("/order/createCounterOrder", headers, body);
}

async function placed(body: object): Promise<CounterAnswer> {
  const response = await counterOrder(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CounterAnswer;
}

/** A customer met in a chat: a name and a phone, and where the saree goes. */
const aChatCustomer = () => ({ customer: { fullname: "Revathi Krishnan", phone: aNewPhone() }, address: aChennaiAddress });

const cartOf = (saree: { productId: string; sizeId: string }, quantity = 1) => JSON.stringify([{ ...saree, quantity }]);

async function ordersOf(userId: string) {
  return shop.deps.db.select().from(orders).where(eq(orders.userId, userId));
}

async function linkRow(linkId: string) {
  const [row] = await shop.deps.db
    .select({ link: paymentLinks, intent: paymentIntents })
    .from(paymentLinks)
    .innerJoin(paymentIntents, eq(paymentIntents.id, paymentLinks.paymentIntentId))
    .where(eq(paymentLinks.id, linkId));
  return row!;
}

function webhook(event: object, eventId: string, signature?: string) {
  const body = JSON.stringify(event);
  return shop.post(
    "/payments/razorpay/webhook",
    { "content-type": "application/json", "x-razorpay-signature": signature ?? hmacHex(fake.webhookSecret, body), "x-razorpay-event-id": eventId },
    body,
  );
}

/** A link for one piece of a new saree, and the customer's payment on it at Razorpay. */
async function anOpenLink(stock = 2, price = 12500) {
  const saree = await aSaree(shop.deps.db, { stock, price, name: "Kanjivaram Silk Saree" });
  const answer = await placed({ ...aChatCustomer(), cart: cartOf(saree), paymentType: "link" });
  const { link } = await linkRow(answer.paymentLink!._id);
  return { saree, answer, providerLinkId: link.providerLinkId! };
}

describe("a counter order paid by payment link", () => {
  it("makes a phone-only customer, holds the piece, and answers the shop's page for the link with its expiry", async () => {
    const { saree, answer, providerLinkId } = await anOpenLink();
    expect(answer.order).toBeNull();
    expect(answer.customer).toMatchObject({ fullname: "Revathi Krishnan", email: null, phone: expect.stringMatching(/^\d{10}$/) });
    const [customer] = await shop.deps.db.select().from(users).where(eq(users.id, answer.customer._id));
    expect(customer).toMatchObject({ email: null, isVerified: false, userType: "Customer" });
    expect(answer.paymentLink).toMatchObject({ status: "created", amount: 12500, orderId: null, url: expect.stringMatching(/^http:\/\/shop\.test\/pay\/[\w-]{20,}$/) });
    expect(new Date(answer.paymentLink!.expiresAt).getTime() - clock.now().getTime()).toBe(24 * 3_600_000);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(1);
    const asked = fake.linkRequests.at(-1)!;
    expect(asked).toMatchObject({ amount: 1_250_000, currency: "INR", accept_partial: false, customer: { name: "Revathi Krishnan", contact: `+91${answer.customer.phone}` } });
    expect(asked.expire_by).toBe(Math.floor(new Date(answer.paymentLink!.expiresAt).getTime() / 1000));
    expect(providerLinkId).toMatch(/^plink_/);
  });

  it("becomes one paid order when Razorpay's signed payment_link.paid arrives, and its replay changes nothing", async () => {
    const { saree, answer, providerLinkId } = await anOpenLink();
    const payment = fake.gateway.payLink(providerLinkId)!;
    const event = fake.gateway.linkPaidEvent(providerLinkId, payment.id);

    const paid = await webhook(event, `evt_${payment.id}`);
    expect(paid.statusCode, paid.body).toBe(200);
    const [order] = await ordersOf(answer.customer._id);
    expect(order).toMatchObject({ status: "confirmed", paymentType: "prepaid", totalPaise: 1_250_000, providerPaymentId: payment.id });
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(1);
    expect((await linkRow(answer.paymentLink!._id)).link.status).toBe("paid");

    expect((await webhook(event, `evt_${payment.id}`)).json()).toMatchObject({ message: "duplicate" });
    // Razorpay's payment.captured for the same payment names the order it made for the link, which the shop never opened.
    const captured = { event: "payment.captured", payload: { payment: { entity: (event as { payload: { payment: { entity: object } } }).payload.payment.entity } } };
    const alsoCaptured = await webhook(captured, `evt_captured_${payment.id}`);
    expect(alsoCaptured.statusCode, alsoCaptured.body).toBe(200);
    expect(alsoCaptured.json()).toMatchObject({ message: "ignored" });
    // The same payment told again under another event id is the same order.
    expect((await webhook(event, `evt_again_${payment.id}`)).statusCode).toBe(200);
    expect(await ordersOf(answer.customer._id)).toHaveLength(1);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(1);
    expect(fake.gateway.refunds.filter((refund) => refund.paymentId === payment.id)).toHaveLength(0);

    const seen = await shop.post("/order/getPaymentLink", admin.headers, { linkId: answer.paymentLink!._id });
    expect(seen.json()).toMatchObject({ paymentLink: { status: "paid", orderId: order!.id } });
  });

  it("refuses a forged or unreadable webhook and changes nothing", async () => {
    const { saree, answer, providerLinkId } = await anOpenLink();
    const payment = fake.gateway.payLink(providerLinkId)!;
    const event = fake.gateway.linkPaidEvent(providerLinkId, payment.id);

    const forged = await webhook(event, `evt_forged_${payment.id}`, hmacHex("not-the-secret", JSON.stringify(event)));
    expect(forged.statusCode).toBe(401);
    const unsigned = await shop.post("/payments/razorpay/webhook", { "content-type": "application/json" }, JSON.stringify(event));
    expect(unsigned.statusCode).toBe(401);
    const garbled = "{not json";
    expect((await webhook({}, "evt_garbled", hmacHex(fake.webhookSecret, garbled))).statusCode).toBe(401);
    const unreadable = await shop.post(
      "/payments/razorpay/webhook",
      { "content-type": "application/json", "x-razorpay-signature": hmacHex(fake.webhookSecret, garbled) },
      garbled,
    );
    expect(unreadable.statusCode).toBe(400);

    expect(await ordersOf(answer.customer._id)).toHaveLength(0);
    expect((await linkRow(answer.paymentLink!._id)).link.status).toBe("created");
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(1);
  });

  it("refunds a second payment on a paid link in full, and takes the stock once", async () => {
    const { saree, answer, providerLinkId } = await anOpenLink();
    const first = fake.gateway.payLink(providerLinkId)!;
    const second = fake.gateway.payLink(providerLinkId)!;
    expect((await webhook(fake.gateway.linkPaidEvent(providerLinkId, first.id), `evt_${first.id}`)).statusCode).toBe(200);
    expect((await webhook(fake.gateway.linkPaidEvent(providerLinkId, second.id), `evt_${second.id}`)).statusCode).toBe(200);
    const refundsOfSecond = () => fake.gateway.refunds.filter((refund) => refund.paymentId === second.id);
    expect(refundsOfSecond()).toHaveLength(1);
    // Told twice about the second payment: still one refund.
    expect((await webhook(fake.gateway.linkPaidEvent(providerLinkId, second.id), `evt_b_${second.id}`)).statusCode).toBe(200);

    const placedOrders = await ordersOf(answer.customer._id);
    expect(placedOrders).toHaveLength(1);
    expect(placedOrders[0]!.providerPaymentId).toBe(first.id);
    expect(fake.gateway.refunds.filter((refund) => refund.paymentId === second.id)).toEqual([{ id: expect.any(String), paymentId: second.id, amountPaise: 1_250_000 }]);
    expect(fake.gateway.refunds.filter((refund) => refund.paymentId === first.id)).toHaveLength(0);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(1);

    // The customer hears, once, that the order stands and the second payment is on its way back.
    // Jobs are stamped by the database's clock.
    await runDueJobs({ ...shop.deps, now: () => new Date() }, jobHandlers);
    const texts = (await outboxRepository(shop.deps.db).listNewest(20, answer.customer.phone!)).map((message) => message.text);
    const aboutRefund = texts.filter((text) => text.includes("We have refunded"));
    expect(aboutRefund).toEqual([expect.stringContaining(`We have refunded Rs.12,500 for ${placedOrders[0]!.publicOrderId}.`)]);
  });

  it("lapses at its expiry: Razorpay's link is cancelled and the piece goes back on sale", async () => {
    const { saree, answer, providerLinkId } = await anOpenLink(1);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(0);
    clock.later(23 * 60);
    await reconcilePaymentLinks(shop.deps);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(0);
    clock.later(61);
    await reconcilePaymentLinks(shop.deps);
    clock.set(new Date());

    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(1);
    expect((await linkRow(answer.paymentLink!._id)).link.status).toBe("expired");
    expect(fake.requests).toContain(`POST /v1/payment_links/${providerLinkId}/cancel`);
    expect((await fake.gateway.fetchPaymentLink(providerLinkId))!.status).toBe("cancelled");
    const page = await shop.app.inject({ method: "GET", url: `/api/v1/payments/link/${answer.paymentLink!.url.split("/pay/")[1]}` });
    expect(page.json()).toMatchObject({ page: { status: "expired" } });
  });

  it("makes the order from a payment Razorpay took before the lapse, even when Razorpay was down at the time", async () => {
    const { saree, answer, providerLinkId } = await anOpenLink(1);
    // Paid at Razorpay in the last moment, its news arriving only after the shop closed the link.
    const late = fake.gateway.payLink(providerLinkId)!;
    await shop.deps.db.update(paymentLinks).set({ expiresAt: new Date(clock.now().getTime() - 1000) }).where(eq(paymentLinks.id, answer.paymentLink!._id));
    const { intent } = await linkRow(answer.paymentLink!._id);
    await shop.deps.db.update(paymentIntents).set({ expiresAt: new Date(clock.now().getTime() - 1000) }).where(eq(paymentIntents.id, intent.id));
    fake.mode = "down";
    await reconcilePaymentLinks(shop.deps);
    fake.mode = "up";
    expect((await linkRow(answer.paymentLink!._id)).link.status).toBe("created");
    // Razorpay answering again: the lapse sees the payment and settles it while the piece is still held.
    await reconcilePaymentLinks(shop.deps);
    expect(await ordersOf(answer.customer._id)).toHaveLength(1);
    expect(fake.gateway.refunds.filter((refund) => refund.paymentId === late.id)).toHaveLength(0);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(0);
  });

  it("refunds in full a payment whose link lapsed and whose piece was bought meanwhile", async () => {
    const { saree, answer, providerLinkId } = await anOpenLink(1);
    await shop.post("/order/cancelPaymentLink", admin.headers, { linkId: answer.paymentLink!._id });
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(0 + 1);
    const other = await aShopper(shop.deps.db);
    const bought = await shop.post("/order/cashOnDelivery", other.headers, { addressId: other.addressId, cart: cartOf(saree) });
    expect(bought.statusCode, bought.body).toBe(200);
    // A payment Razorpay took as the link was being closed.
    const late = fake.gateway.payLink(providerLinkId, { evenIfClosed: true })!;
    const told = await webhook(fake.gateway.linkPaidEvent(providerLinkId, late.id), `evt_${late.id}`);
    expect(told.statusCode, told.body).toBe(200);

    expect(await ordersOf(answer.customer._id)).toHaveLength(0);
    expect(fake.gateway.refunds.filter((refund) => refund.paymentId === late.id)).toEqual([{ id: expect.any(String), paymentId: late.id, amountPaise: 1_250_000 }]);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(0);
  });

  it("is refused for a total the discount leaves at nothing", async () => {
    const saree = await aSaree(shop.deps.db, { stock: 1, price: 1000 });
    const response = await counterOrder({ ...aChatCustomer(), cart: cartOf(saree), paymentType: "link", discount: 1000, discountReason: "Gift from the shop" });
    expect(response.statusCode).toBe(400);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(1);
  });
});

describe("a counter order paid on delivery or already", () => {
  it("is placed as cash on delivery under the storefront's rules", async () => {
    const saree = await aSaree(shop.deps.db, { stock: 3, price: 4500 });
    const answer = await placed({ ...aChatCustomer(), cart: cartOf(saree, 2), paymentType: "cod", note: "Please call before delivery" });
    expect(answer.order).toMatchObject({ paymentType: "COD", totalPrice: 9000, orderDetails: { status: "Pending" } });
    expect(answer.paymentLink).toBeNull();
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(1);

    const notCod = await aSaree(shop.deps.db, { stock: 1, isCod: false, name: "Patola Silk Saree" });
    const refused = await counterOrder({ ...aChatCustomer(), cart: cartOf(notCod), paymentType: "COD" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: "Cash on delivery is not available for Patola Silk Saree. Please pay online." });
    expect(await stockOf(shop.deps.db, notCod.sizeId)).toBe(1);
  });

  it("is confirmed at once when paid by UPI, with its reference and the seller's discount spread over the lines", async () => {
    const saree = await aSaree(shop.deps.db, { stock: 2, price: 15000 });
    const answer = await placed({
      ...aChatCustomer(),
      cart: cartOf(saree),
      paymentType: "paid",
      reference: "UPI 412345678901",
      discount: "500",
      discountReason: "Regular customer",
    });
    expect(answer.order).toMatchObject({
      paymentType: "Prepaid",
      totalPrice: 14500,
      orderDetails: { status: "Confirmed" },
      sellerDiscount: { amount: 500, reason: "Regular customer" },
      paymentReference: "UPI 412345678901",
    });
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(1);
    const [order] = await ordersOf(answer.customer._id);
    expect(order!.sellerDiscountPaise).toBe(50_000);
  });

  it("refuses a discount over the total, a discount without its reason and a payment without its reference, changing nothing", async () => {
    const saree = await aSaree(shop.deps.db, { stock: 1, price: 3000 });
    const customer = aChatCustomer();
    const over = await counterOrder({ ...customer, cart: cartOf(saree), paymentType: "paid", reference: "NEFT 1", discount: 3000.5, discountReason: "Festival" });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ message: "The discount cannot be more than the order total of ₹3,000" });
    const noReason = await counterOrder({ ...customer, cart: cartOf(saree), paymentType: "paid", reference: "NEFT 1", discount: 100 });
    expect(noReason.json()).toMatchObject({ field: "discountReason", message: "Please say why you are giving this discount" });
    const noReference = await counterOrder({ ...customer, cart: cartOf(saree), paymentType: "paid" });
    expect(noReference.json()).toMatchObject({ field: "reference" });
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(1);
    const [made] = await shop.deps.db.select().from(users).where(eq(users.phone, customer.customer.phone));
    expect(made ? await ordersOf(made.id) : []).toHaveLength(0);
  });

  it("finds a customer again by phone, and takes only that customer's own address", async () => {
    const saree = await aSaree(shop.deps.db, { stock: 5 });
    const chat = aChatCustomer();
    const first = await placed({ ...chat, cart: cartOf(saree), paymentType: "paid", reference: "UPI 1" });
    const again = await placed({ customer: { ...chat.customer, phone: `+91 ${chat.customer.phone}` }, address: aChennaiAddress, cart: cartOf(saree), paymentType: "paid", reference: "UPI 2" });
    expect(again.customer._id).toBe(first.customer._id);

    const stranger = await aShopper(shop.deps.db);
    const theirs = await counterOrder({ customerId: first.customer._id, addressId: stranger.addressId, cart: cartOf(saree), paymentType: "paid", reference: "UPI 3" });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: "This address does not belong to this customer" });
  });

  it("is for the back office only", async () => {
    const saree = await aSaree(shop.deps.db, { stock: 1 });
    const shopper = await aShopper(shop.deps.db);
    expect((await counterOrder({ ...aChatCustomer(), cart: cartOf(saree), paymentType: "COD" }, shopper.headers)).statusCode).toBe(403);
    expect((await counterOrder({ ...aChatCustomer(), cart: cartOf(saree), paymentType: "COD" }, {})).statusCode).toBe(401);
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(1);
  });
});

describe("the link's page", () => {
  it("shows the order without an account and without the street, and never another link's", async () => {
    const { answer } = await anOpenLink();
    const token = answer.paymentLink!.url.split("/pay/")[1]!;
    const page = await shop.app.inject({ method: "GET", url: `/api/v1/payments/link/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      page: { status: "created", customerName: "Revathi", amount: 12500, items: [{ name: "Kanjivaram Silk Saree", quantity: 1, price: 12500 }], address: { city: "Chennai", pinCode: "600004" }, payment: { mode: "live" } },
    });
    expect(page.body).not.toContain(aChennaiAddress.addressLine1);
    expect((await shop.app.inject({ method: "GET", url: `/api/v1/payments/link/${token.slice(0, -2)}xx` })).statusCode).toBe(404);
    // The test gateway's Pay button exists only without Razorpay keys.
    expect((await shop.app.inject({ method: "POST", url: `/api/v1/payments/link/${token}/test-pay` })).statusCode).toBe(404);
    const [held] = await shop.deps.db.select().from(paymentIntents).where(and(eq(paymentIntents.userId, answer.customer._id), eq(paymentIntents.status, "created")));
    expect(held).toBeDefined();
  });
});
