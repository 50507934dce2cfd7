export {
  checkoutApi,
  useGetCodOfferQuery,
  useGetStoreCreditQuery,
  type PaymentOrder,
  type PaymentResult,
} from "./api/checkout-api";
export { StoreCreditChoice, creditToSpend } from "./components/store-credit-choice";
export { checkoutRefusal, MANAGE_ACCOUNT_PATH, type CheckoutRefusal } from "./checkout-guard";
export { usePlaceOrder, VERIFYING_PAYMENT, type PaymentMethod } from "./hooks/use-place-order";
export { useCheckoutStarted } from "./hooks/use-checkout-started";
export { PaymentChoice } from "./components/payment-choice";
export { PlaceOrderButton } from "./components/place-order-button";
export { CheckoutRefusalNote } from "./components/checkout-refusal-note";
export { TestGatewayDialog } from "./components/test-gateway-dialog";
export { CheckoutStep } from "./components/checkout-step";
export { NO_NOTES, notesToSend, OrderNoteFields, type OrderNotes } from "./components/order-note-fields";
export { AbroadSummary, type AbroadQuote } from "./components/abroad-summary";
