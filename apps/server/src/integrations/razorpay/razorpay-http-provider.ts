import type { NewPaymentLink, PaymentProvider, ProviderPayment, ProviderPaymentLink, ProviderRefund } from "./payment-provider.js";
import { PaymentProviderError } from "./payment-provider.js";
import { checkoutSignature, hmacHex, signatureMatches } from "./signatures.js";

type RazorpayPaymentLink = {
  id: string;
  short_url: string;
  amount: number;
  status: ProviderPaymentLink["status"];
  payments?: { payment_id: string; amount: number; status: ProviderPayment["status"] }[] | null;
};

type RazorpayPayment = { id: string; order_id: string; amount: number; status: ProviderPayment["status"] };

const TIMEOUT_MS = 8_000;

function toPayment(entity: RazorpayPayment): ProviderPayment {
  return { id: entity.id, orderId: entity.order_id, amountPaise: entity.amount, status: entity.status };
}

/** Razorpay's Orders, Payments and Refunds APIs over HTTPS (base URL configurable for tests). */
export class RazorpayHttpProvider implements PaymentProvider {
  readonly mode = "live" as const;

  constructor(private readonly settings: { keyId: string; keySecret: string; webhookSecret: string; baseUrl: string }) {}

  get keyId() {
    return this.settings.keyId;
  }

  private async call<T>(method: "GET" | "POST", path: string, body?: object, headers: Record<string, string> = {}): Promise<T | undefined> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${this.settings.keyId}:${this.settings.keySecret}`).toString("base64")}`,
          ...(body ? { "content-type": "application/json" } : {}),
          ...headers,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new PaymentProviderError("The payment provider did not answer", true);
    }
    if (response.status === 404) return undefined;
    if (!response.ok) {
      throw new PaymentProviderError(`The payment provider answered ${response.status}`, response.status >= 500 || response.status === 429);
    }
    try {
      return (await response.json()) as T;
    } catch {
      throw new PaymentProviderError("The payment provider sent an unreadable answer", true);
    }
  }

  async createOrder(input: { amountPaise: number; receipt: string }) {
    const order = await this.call<{ id: string; amount: number }>("POST", "/v1/orders", {
      amount: input.amountPaise,
      currency: "INR",
      receipt: input.receipt,
    });
    if (!order) throw new PaymentProviderError("The payment provider did not create the order", true);
    return { id: order.id, amountPaise: order.amount, currency: "INR" as const };
  }

  async fetchPayment(paymentId: string) {
    if (!/^[\w-]{1,64}$/.test(paymentId)) return undefined;
    const payment = await this.call<RazorpayPayment>("GET", `/v1/payments/${paymentId}`);
    return payment ? toPayment(payment) : undefined;
  }

  async fetchOrderPayments(orderId: string) {
    if (!/^[\w-]{1,64}$/.test(orderId)) return [];
    const list = await this.call<{ items: RazorpayPayment[] }>("GET", `/v1/orders/${orderId}/payments`);
    return (list?.items ?? []).map(toPayment);
  }

  async capture(paymentId: string, amountPaise: number) {
    const payment = await this.call<RazorpayPayment>("POST", `/v1/payments/${paymentId}/capture`, { amount: amountPaise, currency: "INR" });
    if (!payment) throw new PaymentProviderError("The payment to capture was not found", false);
    return toPayment(payment);
  }

  async createPaymentLink(input: NewPaymentLink) {
    const link = await this.call<RazorpayPaymentLink>("POST", "/v1/payment_links", {
      amount: input.amountPaise,
      currency: "INR",
      accept_partial: false,
      reference_id: input.referenceId,
      description: input.description,
      expire_by: Math.floor(input.expiresAt.getTime() / 1000),
      customer: {
        name: input.customer.name,
        ...(input.customer.phone ? { contact: `+91${input.customer.phone}` } : {}),
        ...(input.customer.email ? { email: input.customer.email } : {}),
      },
      // The shop sends the link itself, through its own messages.
      notify: { sms: false, email: false },
      reminder_enable: false,
      callback_url: input.callbackUrl,
      callback_method: "get",
    });
    if (!link) throw new PaymentProviderError("The payment provider did not create the payment link", true);
    return { id: link.id, url: link.short_url };
  }

  async fetchPaymentLink(linkId: string): Promise<ProviderPaymentLink | undefined> {
    if (!/^[\w-]{1,64}$/.test(linkId)) return undefined;
    const link = await this.call<RazorpayPaymentLink>("GET", `/v1/payment_links/${linkId}`);
    if (!link) return undefined;
    return {
      id: link.id,
      url: link.short_url,
      amountPaise: link.amount,
      status: link.status,
      payments: (link.payments ?? []).map((payment) => ({ id: payment.payment_id, amountPaise: payment.amount, status: payment.status })),
    };
  }

  async cancelPaymentLink(linkId: string) {
    if (!/^[\w-]{1,64}$/.test(linkId)) return;
    try {
      await this.call("POST", `/v1/payment_links/${linkId}/cancel`);
    } catch (error) {
      // Razorpay refuses to cancel a link that is already paid, expired or cancelled: there is nothing left to close.
      if (!(error instanceof PaymentProviderError) || error.retryable) throw error;
    }
  }

  async refund(paymentId: string, amountPaise: number, idempotencyKey: string): Promise<ProviderRefund> {
    const refund = await this.call<{ id: string; status?: string }>(
      "POST",
      `/v1/payments/${paymentId}/refund`,
      { amount: amountPaise },
      { "X-Refund-Idempotency": idempotencyKey },
    );
    if (!refund) throw new PaymentProviderError("The payment to refund was not found", false);
    return { id: refund.id, status: refund.status === "processed" || refund.status === "failed" ? refund.status : "pending" };
  }

  verifyCheckoutSignature(orderId: string, paymentId: string, signature: string) {
    return signatureMatches(checkoutSignature(this.settings.keySecret, orderId, paymentId), signature);
  }

  verifyWebhookSignature(rawBody: Buffer, signature: string) {
    if (!this.settings.webhookSecret) return false;
    return signatureMatches(hmacHex(this.settings.webhookSecret, rawBody), signature);
  }
}
