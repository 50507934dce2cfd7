/** What the shop needs from an online payment provider (Razorpay's model: orders, payments, refunds). */
export type ProviderPayment = {
  id: string;
  orderId: string;
  amountPaise: number;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
};

/** Razorpay's refund states: "pending" until the bank has it, then "processed" or "failed". */
export type ProviderRefund = { id: string; status: "pending" | "processed" | "failed" };

/** A payment link (Razorpay Payment Links): a hosted page that takes one payment of a fixed amount until it lapses. */
export type ProviderPaymentLink = {
  id: string;
  url: string;
  amountPaise: number;
  status: "created" | "partially_paid" | "paid" | "cancelled" | "expired";
  /** Every payment made on the link, as the provider lists them. */
  payments: { id: string; amountPaise: number; status: ProviderPayment["status"] }[];
};

export type NewPaymentLink = {
  amountPaise: number;
  /** The shop's own reference, unique per link. */
  referenceId: string;
  description: string;
  expiresAt: Date;
  customer: { name: string; phone: string | null; email: string | null };
  /** Where the provider's page sends the customer after paying. */
  callbackUrl: string;
};

export interface PaymentProvider {
  /** "off": a production shop without Razorpay keys, where only cash on delivery is offered. */
  readonly mode: "live" | "test" | "off";
  readonly keyId: string;
  createOrder(input: { amountPaise: number; receipt: string }): Promise<{ id: string; amountPaise: number; currency: "INR" }>;
  fetchPayment(paymentId: string): Promise<ProviderPayment | undefined>;
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  capture(paymentId: string, amountPaise: number): Promise<ProviderPayment>;
  /**
   * Refunds a payment. The same idempotency key (stored by the caller before the first attempt)
   * always answers the same refund, so a retry after a timeout never pays back twice.
   */
  refund(paymentId: string, amountPaise: number, idempotencyKey: string): Promise<ProviderRefund>;
  createPaymentLink(input: NewPaymentLink): Promise<{ id: string; url: string }>;
  fetchPaymentLink(linkId: string): Promise<ProviderPaymentLink | undefined>;
  /** Closes a link so that it takes no payment; a link already paid, expired or cancelled stays as it is. */
  cancelPaymentLink(linkId: string): Promise<void>;
  /** The checkout's signature: HMAC-SHA256 of "order_id|payment_id" with the key secret. */
  verifyCheckoutSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** A webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret. */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
}

export class PaymentProviderError extends Error {
  constructor(message: string, readonly retryable: boolean) {
    super(message);
    this.name = "PaymentProviderError";
  }
}
