import type { Config } from "../../config.js";
import type { PaymentProvider } from "./payment-provider.js";
import { RazorpayHttpProvider } from "./razorpay-http-provider.js";
import { TestGateway } from "./test-gateway.js";

export function createPaymentProvider(config: Config): PaymentProvider {
  return config.razorpay ? new RazorpayHttpProvider(config.razorpay) : new TestGateway();
}
