import type { Config } from "../../config.js";
import type { PaymentProvider } from "./payment-provider.js";
import { PaymentsOff } from "./payments-off.js";
import { RazorpayHttpProvider } from "./razorpay-http-provider.js";
import { TestGateway } from "./test-gateway.js";

/** Razorpay when its keys are set; without them the test gateway, except in production, where online payment is off. */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.razorpay) return new RazorpayHttpProvider(config.razorpay);
  return config.env === "production" ? new PaymentsOff() : new TestGateway();
}

/** The start-up log's line on how the shop takes payments. */
export function paymentsNotice(config: Config): string {
  if (config.razorpay) return "Online payment through Razorpay";
  if (config.env === "production") {
    return "Online payment is off: only Cash on Delivery is offered. Set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET to take payments online.";
  }
  return "Online payment in TEST MODE through the built-in test gateway: no money moves (set the RAZORPAY_* keys to take real payments)";
}
