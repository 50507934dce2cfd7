import { randomBytes } from "node:crypto";
import type { NewPaymentLink, PaymentProvider, ProviderPayment, ProviderPaymentLink, ProviderRefund } from "./payment-provider.js";
import { checkoutSignature, hmacHex, signatureMatches } from "./signatures.js";

const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString("base64url")}`;

/**
 * The shop's own test-mode gateway, used when no Razorpay keys are set: orders, payments and
 * refunds behave like Razorpay's and checkout results are signed the same way, with a local
 * secret. State lives in memory: a test payment does not survive a restart.
 */
export class TestGateway implements PaymentProvider {
  readonly mode = "test" as const;
  readonly keyId = "rzp_test_pallu_local";
  private readonly secret: string;
  private readonly webhookSecret: string;
  private readonly orders = new Map<string, { amountPaise: number; receipt: string }>();
  private readonly payments = new Map<string, ProviderPayment>();
  private readonly links = new Map<string, ProviderPaymentLink & { referenceId: string; expiresAt: Date }>();
  /** Every refund made, and the refund each idempotency key made, as Razorpay keeps them. */
  readonly refunds: { id: string; paymentId: string; amountPaise: number }[] = [];
  private readonly refundsByKey = new Map<string, { paymentId: string; amountPaise: number; refund: ProviderRefund }>();

  constructor(secrets: { keySecret?: string; webhookSecret?: string } = {}) {
    this.secret = secrets.keySecret ?? randomBytes(32).toString("hex");
    this.webhookSecret = secrets.webhookSecret ?? randomBytes(32).toString("hex");
  }

  async createOrder(input: { amountPaise: number; receipt: string }) {
    const id = newId("order");
    this.orders.set(id, { amountPaise: input.amountPaise, receipt: input.receipt });
    return { id, amountPaise: input.amountPaise, currency: "INR" as const };
  }

  async fetchPayment(paymentId: string) {
    return this.payments.get(paymentId);
  }

  async fetchOrderPayments(orderId: string) {
    return [...this.payments.values()].filter((payment) => payment.orderId === orderId);
  }

  async capture(paymentId: string) {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new Error("unknown payment");
    payment.status = "captured";
    return payment;
  }

  async refund(paymentId: string, amountPaise: number, idempotencyKey?: string): Promise<ProviderRefund> {
    const earlier = idempotencyKey ? this.refundsByKey.get(idempotencyKey) : undefined;
    if (earlier) {
      if (earlier.paymentId !== paymentId || earlier.amountPaise !== amountPaise) {
        throw new Error("Different request with the same idempotency key has already been processed.");
      }
      return earlier.refund;
    }
    const payment = this.payments.get(paymentId);
    if (payment) payment.status = "refunded";
    const refund: ProviderRefund = { id: newId("rfnd"), status: "processed" };
    this.refunds.push({ id: refund.id, paymentId, amountPaise });
    if (idempotencyKey) this.refundsByKey.set(idempotencyKey, { paymentId, amountPaise, refund });
    return refund;
  }

  async createPaymentLink(input: NewPaymentLink) {
    const id = newId("plink");
    const url = `https://rzp.test/${id}`;
    this.links.set(id, { id, url, amountPaise: input.amountPaise, status: "created", payments: [], referenceId: input.referenceId, expiresAt: input.expiresAt });
    return { id, url };
  }

  async fetchPaymentLink(linkId: string): Promise<ProviderPaymentLink | undefined> {
    const link = this.links.get(linkId);
    if (!link) return undefined;
    const { referenceId: _reference, expiresAt: _expires, ...seen } = link;
    return { ...seen, payments: link.payments.map((payment) => ({ ...payment, status: this.payments.get(payment.id)?.status ?? payment.status })) };
  }

  async cancelPaymentLink(linkId: string) {
    const link = this.links.get(linkId);
    if (link && link.status === "created") link.status = "cancelled";
  }

  /**
   * The customer pays a link: a captured payment of its amount. A payment on a link that is
   * already paid is taken too (two tabs paying at once), as the shop must then refund it.
   */
  payLink(linkId: string, options: { evenIfClosed?: boolean } = {}): ProviderPayment | undefined {
    const link = this.links.get(linkId);
    // evenIfClosed: a payment the provider took in the moment the shop was closing the link.
    if (!link || ((link.status === "cancelled" || link.status === "expired") && !options.evenIfClosed)) return undefined;
    const payment: ProviderPayment = { id: newId("pay"), orderId: linkId, amountPaise: link.amountPaise, status: "captured" };
    this.payments.set(payment.id, payment);
    link.payments.push({ id: payment.id, amountPaise: payment.amountPaise, status: "captured" });
    link.status = "paid";
    return payment;
  }

  /** Razorpay's payment_link.paid event for a payment made on a link, as its webhook sends it. */
  linkPaidEvent(linkId: string, paymentId: string): object {
    const link = this.links.get(linkId)!;
    const payment = this.payments.get(paymentId)!;
    return {
      entity: "event",
      event: "payment_link.paid",
      contains: ["payment_link", "order", "payment"],
      payload: {
        payment_link: { entity: { id: link.id, amount: link.amountPaise, amount_paid: link.amountPaise, status: "paid", reference_id: link.referenceId, short_url: link.url } },
        order: { entity: { id: `order_of_${link.id}`, amount: link.amountPaise, status: "paid" } },
        payment: { entity: { id: payment.id, order_id: `order_of_${link.id}`, amount: payment.amountPaise, status: "captured" } },
      },
      created_at: Math.floor(Date.now() / 1000),
    };
  }

  verifyCheckoutSignature(orderId: string, paymentId: string, signature: string) {
    return signatureMatches(checkoutSignature(this.secret, orderId, paymentId), signature);
  }

  verifyWebhookSignature(rawBody: Buffer, signature: string) {
    return signatureMatches(hmacHex(this.webhookSecret, rawBody), signature);
  }

  /** What the TEST MODE checkout dialog's Pay button does: a captured payment and its signature. */
  pay(orderId: string): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string } | undefined {
    const order = this.orders.get(orderId);
    if (!order) return undefined;
    const payment: ProviderPayment = { id: newId("pay"), orderId, amountPaise: order.amountPaise, status: "captured" };
    this.payments.set(payment.id, payment);
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: checkoutSignature(this.secret, orderId, payment.id),
    };
  }

  /** The Fail button: a failed attempt, as Razorpay records one. */
  fail(orderId: string): boolean {
    const order = this.orders.get(orderId);
    if (!order) return false;
    const payment: ProviderPayment = { id: newId("pay"), orderId, amountPaise: order.amountPaise, status: "failed" };
    this.payments.set(payment.id, payment);
    return true;
  }

  signWebhook(rawBody: string): string {
    return hmacHex(this.webhookSecret, rawBody);
  }
}
