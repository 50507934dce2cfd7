import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeRazorpay, type FakeRazorpay } from "../../test/fake-razorpay.js";
import { PaymentProviderError } from "./payment-provider.js";
import { RazorpayHttpProvider } from "./razorpay-http-provider.js";
import { hmacHex } from "./signatures.js";

let fake: FakeRazorpay;
let provider: RazorpayHttpProvider;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  provider = new RazorpayHttpProvider({ keyId: fake.keyId, keySecret: fake.keySecret, webhookSecret: fake.webhookSecret, baseUrl: fake.baseUrl });
});
afterAll(async () => {
  await fake.close();
});

describe("the Razorpay adapter", () => {
  it("creates an order, reads its captured payment and checks the checkout signature", async () => {
    fake.mode = "up";
    const order = await provider.createOrder({ amountPaise: 129_999_00, receipt: "intent-1" });
    expect(order).toMatchObject({ amountPaise: 12_999_900, currency: "INR" });
    const result = fake.gateway.pay(order.id)!;
    const payment = await provider.fetchPayment(result.razorpay_payment_id);
    expect(payment).toMatchObject({ orderId: order.id, amountPaise: 12_999_900, status: "captured" });
    expect(await provider.fetchOrderPayments(order.id)).toHaveLength(1);
    expect(provider.verifyCheckoutSignature(order.id, result.razorpay_payment_id, result.razorpay_signature)).toBe(true);
    expect(provider.verifyCheckoutSignature(order.id, result.razorpay_payment_id, "f".repeat(64))).toBe(false);
    expect(fake.requests).toContain("POST /v1/orders");
  });

  it("refunds a payment and verifies webhook signatures over the raw body", async () => {
    const order = await provider.createOrder({ amountPaise: 50_000, receipt: "intent-2" });
    const { razorpay_payment_id } = fake.gateway.pay(order.id)!;
    const refund = await provider.refund(razorpay_payment_id, 50_000, "refund-key-0001");
    expect(refund).toMatchObject({ id: expect.stringMatching(/^rfnd_/), status: "processed" });
    // The same idempotency key answers the same refund: a retry never pays back twice.
    expect(await provider.refund(razorpay_payment_id, 50_000, "refund-key-0001")).toEqual(refund);
    expect(fake.gateway.refunds.filter((made) => made.paymentId === razorpay_payment_id)).toHaveLength(1);
    const body = Buffer.from('{"event":"payment.captured"}');
    expect(provider.verifyWebhookSignature(body, hmacHex(fake.webhookSecret, body))).toBe(true);
    expect(provider.verifyWebhookSignature(Buffer.from('{"event":"order.paid"}'), hmacHex(fake.webhookSecret, body))).toBe(false);
  });

  it("turns a provider outage into a retryable error", async () => {
    fake.mode = "down";
    await expect(provider.createOrder({ amountPaise: 100, receipt: "x" })).rejects.toMatchObject({ retryable: true });
    fake.mode = "up";
  });

  it("refuses to work with the wrong keys", async () => {
    const wrong = new RazorpayHttpProvider({ keyId: fake.keyId, keySecret: "nope", webhookSecret: "", baseUrl: fake.baseUrl });
    await expect(wrong.createOrder({ amountPaise: 100, receipt: "x" })).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
