export {
  checkoutApi,
  useGetCodOfferQuery,
  useGetStoreCreditQuery,
  type PaymentOrder,
  type PaymentResult,
} from "./api/checkout-api";
export { StoreCreditChoice, creditToSpend } from "./components/store-credit-choice";
export { bookingRefusal, MANAGE_ACCOUNT_PATH, type BookingRefusal } from "./booking-guard";
export { usePlaceOrder, VERIFYING_PAYMENT, type PaymentMethod } from "./hooks/use-place-order";
export { useCheckoutStarted } from "./hooks/use-checkout-started";
export { PaymentChoice } from "./components/payment-choice";
export { PlaceOrderButton } from "./components/place-order-button";
export { BookingRefusalNote } from "./components/booking-refusal-note";
export { TestGatewayDialog } from "./components/test-gateway-dialog";
export { CheckoutStep } from "./components/checkout-step";
