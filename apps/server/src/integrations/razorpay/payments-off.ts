import { PaymentProviderError, type PaymentProvider } from "./payment-provider.js";

const off = () => new PaymentProviderError("Online payment is not configured", true);

/**
 * A production shop without Razorpay keys: no payment can be opened, verified or refunded here.
 * Prepaid orders from an earlier configuration keep their pending refunds until keys are set.
 */
export class PaymentsOff implements PaymentProvider {
  readonly mode = "off" as const;
  readonly keyId = "";

  async createOrder(): Promise<never> {
    throw off();
  }

  async fetchPayment(): Promise<never> {
    throw off();
  }

  async fetchOrderPayments(): Promise<never> {
    throw off();
  }

  async capture(): Promise<never> {
    throw off();
  }

  async createPaymentLink(): Promise<never> {
    throw off();
  }

  async fetchPaymentLink(): Promise<never> {
    throw off();
  }

  async cancelPaymentLink(): Promise<never> {
    throw off();
  }

  async refund(): Promise<never> {
    throw off();
  }

  verifyCheckoutSignature() {
    return false;
  }

  verifyWebhookSignature() {
    return false;
  }
}
