export { OrdersPage } from "./components/orders-page";
export { OrderDetailPage } from "./components/order-detail-page";
export { ReturnPage } from "./components/return-page";
export { OrderConfirmationPage } from "./components/order-confirmation-page";
export { orderAnswered } from "./api/orders-api";
