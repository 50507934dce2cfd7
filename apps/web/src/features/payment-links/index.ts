/** The page a payment link opens (docs/counter-orders.md). */
export { PayPage } from "./components/pay-page";
