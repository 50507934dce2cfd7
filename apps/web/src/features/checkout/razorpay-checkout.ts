import type { PaymentOrder, PaymentResult } from "./api/checkout-api";

/** Razorpay's own checkout, loaded from its site only when a live payment starts (docs/shop-rules.md#checkout). */
export const RAZORPAY_CHECKOUT_URL = "https://checkout.razorpay.com/v1/checkout.js";

interface RazorpayInstance {
  open(): void;
  on(event: "payment.failed", handler: (response: unknown) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | undefined;

function loadCheckout(): Promise<RazorpayConstructor> {
  const existing = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = RAZORPAY_CHECKOUT_URL;
    script.async = true;
    script.onload = () => {
      const loaded = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error("The payment window did not load"));
    };
    script.onerror = () => {
      script.remove();
      loading = undefined;
      reject(new Error("The payment window could not be loaded. Please check your connection."));
    };
    document.head.append(script);
  });
  return loading;
}

export type CheckoutOutcome = { kind: "paid"; result: PaymentResult } | { kind: "dismissed" };

/**
 * Opens Razorpay's checkout for the server's payment order and answers how it ended. A failed
 * attempt is reported through `onFailed`; the shopper may try again in the same window.
 */
export async function openRazorpayCheckout(
  order: PaymentOrder,
  prefill: { name?: string; email?: string | null; contact?: string | null },
  shop: { name: string; colour: string },
  onFailed: () => void,
): Promise<CheckoutOutcome> {
  const Razorpay = await loadCheckout();
  return new Promise<CheckoutOutcome>((resolve) => {
    const checkout = new Razorpay({
      key: order.key,
      order_id: order.payment.id,
      amount: order.payment.amount,
      currency: order.payment.currency,
      name: shop.name,
      prefill: { name: prefill.name, email: prefill.email ?? undefined, contact: prefill.contact ?? undefined },
      theme: { color: shop.colour },
      handler: (result: PaymentResult) => resolve({ kind: "paid", result }),
      modal: { ondismiss: () => resolve({ kind: "dismissed" }) },
    });
    checkout.on("payment.failed", onFailed);
    checkout.open();
  });
}
