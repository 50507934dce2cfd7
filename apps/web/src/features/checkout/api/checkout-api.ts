import type { CodOffer, Order, StoreCredit } from "@pallu/domain";
import { api } from "@/lib/api";

/** The order is placed for this address and these lines; the server prices them (docs/api.md#orders-cart-wishlist-and-payment). */
export interface CheckoutBody {
  addressId: string;
  /** JSON text of [{ productId, sizeId, quantity }]. */
  cart: string;
  /** Spend the shopper's store credit on this order, as far as it goes. */
  useStoreCredit?: boolean;
  /** The coupon the quote applied; the server prices the order with it again and charges that total. */
  couponCode?: string;
  /** The shopper's note for the shop, and a gift's message (up to 300 characters each). */
  note?: string;
  giftMessage?: string;
  /** The currency the shopper read the checkout in (ISO 4217). */
  currency?: string;
}

export interface PaymentOrder {
  payment: { amount: number; currency: string; id: string };
  key: string;
  mode: "live" | "test";
}

/** What the gateway hands back after a successful payment, to be verified by the shop. */
export interface PaymentResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

type Message = { success: boolean; message: string };

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Notes that the shopper reached the checkout page with these lines, for a reminder if they leave without ordering. */
    checkoutStarted: build.mutation<Message, { cart: string }>({
      query: (body) => ({ url: "/order/checkoutStarted", method: "POST", body }),
    }),
    placeCodOrder: build.mutation<Message & { order: Order }, CheckoutBody>({
      query: (body) => ({ url: "/order/cashOnDelivery", method: "POST", body }),
      invalidatesTags: ["Order", "Product", "StoreCredit"],
    }),
    /** Whether the shop offers this shopper cash on delivery; the seller may have turned it off for them. */
    getCodOffer: build.query<CodOffer, void>({
      query: () => "/user/getCashOnDelivery",
      transformResponse: (response: { cashOnDelivery: CodOffer }) => response.cashOnDelivery,
    }),
    /** What the shopper has left to spend from returns settled as store credit. */
    getStoreCredit: build.query<StoreCredit, void>({
      query: () => ({ url: "/order/getStoreCredit", method: "POST", body: {} }),
      transformResponse: (response: { storeCredit: StoreCredit }) => response.storeCredit,
      providesTags: ["StoreCredit"],
    }),
    capturePayment: build.mutation<Message & PaymentOrder, CheckoutBody>({
      query: (body) => ({ url: "/order/capturePayment", method: "POST", body }),
    }),
    verifyPayment: build.mutation<Message & { order: Order }, PaymentResult>({
      query: (body) => ({ url: "/order/verifyPayment", method: "POST", body }),
      invalidatesTags: ["Order", "Product", "StoreCredit"],
    }),
    /** Razorpay's checkout reported a failed attempt: the shop gives the reserved stock back at once. */
    reportPaymentFailed: build.mutation<Message, { razorpay_order_id: string }>({
      query: (body) => ({ url: "/order/paymentFailed", method: "POST", body }),
      invalidatesTags: ["Product"],
    }),
    /** The TEST MODE checkout's Pay and Fail buttons (only when the shop has no Razorpay keys). */
    completeTestPayment: build.mutation<
      Message & Partial<PaymentResult>,
      { order_id: string; outcome: "success" | "failure" }
    >({
      query: (body) => ({ url: "/payments/test-gateway/complete", method: "POST", body }),
    }),
  }),
});

export const {
  useGetCodOfferQuery,
  useGetStoreCreditQuery,
  usePlaceCodOrderMutation,
  useCapturePaymentMutation,
  useVerifyPaymentMutation,
  useCompleteTestPaymentMutation,
  useReportPaymentFailedMutation,
  useCheckoutStartedMutation,
} = checkoutApi;
