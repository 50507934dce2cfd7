import { messages, type Order } from "@pallu/domain";
import { useRef, useState } from "react";
import { errorMessage, errorStatus } from "@/lib/api-errors";
import { notify } from "@/lib/notify";
import {
  useCapturePaymentMutation,
  usePlaceCodOrderMutation,
  useCompleteTestPaymentMutation,
  useReportPaymentFailedMutation,
  useVerifyPaymentMutation,
  type CheckoutBody,
  type PaymentOrder,
  type PaymentResult,
} from "../api/checkout-api";
import { checkoutRefusal, MANAGE_ACCOUNT_PATH, type CheckoutRefusal } from "../checkout-guard";
import { openRazorpayCheckout } from "../razorpay-checkout";
import { useShopBrand } from "@/lib/shop-brand";

export type PaymentMethod = "cod" | "online";

/** The loading toast while the shop confirms a payment with the gateway (docs/shop-rules.md#checkout). */
export const VERIFYING_PAYMENT = "Verifying Payment";

type Shopper = { fullname: string; email: string | null; phone: string | null; isVerified: boolean };

/**
 * Places the order (docs/shop-rules.md#checkout): checks what the shopper must fix first, refuses a second
 * press while one runs, then cash on delivery, or online payment through the shop's TEST MODE
 * window or Razorpay's checkout, verified by the shop before the order counts.
 */
export function usePlaceOrder({
  user,
  addressId,
  cart,
  method,
  useStoreCredit = false,
  couponCode = null,
  notes = {},
  currency,
  onPlaced,
  onStale,
}: {
  user: Shopper | null;
  addressId: string | null;
  /** How the shopper pays; the page owns it, since the quote of the order depends on it too. */
  method: PaymentMethod;
  /** Spend the shopper's store credit; when it covers the whole order, there is nothing to pay online. */
  useStoreCredit?: boolean;
  /** The coupon code the checkout quote applied, sent with the order. */
  couponCode?: string | null;
  /** The note and the gift message, as they are sent. */
  notes?: { note?: string; giftMessage?: string };
  /** The currency the shopper read the checkout in: the order records it and its amounts beside the rupees. */
  currency?: string | undefined;
  /** The cart as the server reads it: JSON text of [{ productId, sizeId, quantity }]. */
  cart: string;
  onPlaced: (order: Order) => void;
  /** The server found the cart out of date (a size sold out meanwhile). */
  onStale: () => void;
}) {
  const brand = useShopBrand();
  const [refusal, setRefusal] = useState<CheckoutRefusal | null>(null);
  const [testPayment, setTestPayment] = useState<PaymentOrder | null>(null);
  const [busy, setBusy] = useState(false);
  // A ref, not state: two presses in the same tick must see each other.
  const running = useRef(false);

  const [placeCodOrder] = usePlaceCodOrderMutation();
  const [capturePayment] = useCapturePaymentMutation();
  const [verifyPayment] = useVerifyPaymentMutation();
  const [completeTestPayment, testCompletion] = useCompleteTestPaymentMutation();
  const [reportPaymentFailed] = useReportPaymentFailedMutation();

  function release() {
    running.current = false;
    setBusy(false);
  }

  /** The error toast middleware has shown the server's message; here the page learns what to offer. */
  function understand(error: unknown) {
    const status = errorStatus(error);
    const message = errorMessage(error);
    if (status === 403 && message === messages.checkout.verifyAccount) {
      setRefusal({ message, fix: { to: MANAGE_ACCOUNT_PATH, label: "Verify my account" } });
    } else if (message === messages.checkout.addEmail) {
      setRefusal({ message, fix: { to: "/myaccount", label: "Add your email" } });
    } else if (status === 409) {
      setRefusal({ message });
      onStale();
    }
  }

  async function verify(result: PaymentResult) {
    notify.success(messages.payment.success);
    const toastId = notify.loading(VERIFYING_PAYMENT);
    const verified = await verifyPayment(result);
    if (verified.data) {
      notify.success(verified.data.message || messages.payment.verified, { id: toastId });
      onPlaced(verified.data.order);
    } else {
      notify.dismiss(toastId);
      // The same id as the middleware's toast when the server said the same words: shown once.
      notify.error(messages.payment.verifyFailed, { id: messages.payment.verifyFailed });
    }
  }

  async function payOnline(body: CheckoutBody) {
    const started = await capturePayment(body);
    if (!started.data) {
      understand(started.error);
      release();
      return;
    }
    if (started.data.mode === "test") {
      // The TEST MODE window takes over; its buttons finish (or end) this checkout.
      setTestPayment(started.data);
      return;
    }
    const providerOrderId = started.data.payment.id;
    try {
      const outcome = await openRazorpayCheckout(
        started.data,
        { name: user?.fullname, email: user?.email, contact: user?.phone },
        { name: brand.name, colour: brand.colour },
        () => {
          notify.error(messages.payment.failed, { id: messages.payment.failed });
          // The reserved stock goes back at once; a later attempt in the same window is still honoured.
          void reportPaymentFailed({ razorpay_order_id: providerOrderId });
        },
      );
      if (outcome.kind === "paid") await verify(outcome.result);
    } catch (error) {
      notify.error(errorMessage(error));
    }
    release();
  }

  async function placeOrder() {
    const refused = checkoutRefusal({ user, addressId, inProgress: running.current });
    if (refused) {
      notify.error(refused.message, { id: refused.message });
      if (!running.current) setRefusal(refused);
      return;
    }
    if (!addressId) return;
    running.current = true;
    setBusy(true);
    setRefusal(null);
    const body: CheckoutBody = {
      addressId,
      cart,
      ...(useStoreCredit ? { useStoreCredit } : {}),
      ...(couponCode ? { couponCode } : {}),
      ...(currency ? { currency } : {}),
      ...notes,
    };
    if (method === "online") {
      await payOnline(body);
      return;
    }
    const placed = await placeCodOrder(body);
    if (placed.data) {
      notify.success(placed.data.message);
      onPlaced(placed.data.order);
    } else {
      understand(placed.error);
    }
    release();
  }

  /** The TEST MODE window's buttons. */
  async function finishTestPayment(outcome: "success" | "failure") {
    if (!testPayment || testCompletion.isLoading) return;
    const answer = await completeTestPayment({ order_id: testPayment.payment.id, outcome });
    setTestPayment(null);
    const data = answer.data;
    if (data?.success && data.razorpay_order_id && data.razorpay_payment_id && data.razorpay_signature) {
      await verify({
        razorpay_order_id: data.razorpay_order_id,
        razorpay_payment_id: data.razorpay_payment_id,
        razorpay_signature: data.razorpay_signature,
      });
    } else if (answer.data) {
      notify.error(messages.payment.failed, { id: messages.payment.failed });
    }
    release();
  }

  // A refusal the shopper has since put right is no longer shown.
  const outstanding = refusal?.message === messages.checkout.selectAddress && addressId ? null : refusal;

  return {
    refusal: outstanding,
    busy,
    placeOrder,
    testPayment,
    testPaymentBusy: testCompletion.isLoading,
    payTest: () => finishTestPayment("success"),
    failTest: () => finishTestPayment("failure"),
    closeTest() {
      if (testCompletion.isLoading) return;
      setTestPayment(null);
      release();
    },
  };
}
