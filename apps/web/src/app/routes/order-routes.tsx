import { lazy } from "react";
import { Route } from "react-router";
import { RequireLogin } from "../guards/require-login";

const OrdersListRoute = lazy(() => import("./orders-list"));
const OrderDetailRoute = lazy(() => import("./orders-detail"));
const OrderConfirmationRoute = lazy(() => import("./orders-confirmation"));
const ReturnRoute = lazy(() => import("./orders-return"));
const ProductReviewsRoute = lazy(() => import("./reviews-product"));
const PayLinkRoute = lazy(() => import("./pay-link"));

/** My orders, order detail, the confirmation after paying, the return form (login required), the full reviews page and a payment link's page (open to all). */
export function orderRoutes() {
  return (
    <>
      <Route element={<RequireLogin />}>
        <Route path="orders" element={<OrdersListRoute />} />
        <Route path="orders/:id" element={<OrderDetailRoute />} />
        <Route path="orders/:id/confirmation" element={<OrderConfirmationRoute />} />
        <Route path="return/:id" element={<ReturnRoute />} />
      </Route>
      <Route path="reviews/:id" element={<ProductReviewsRoute />} />
      <Route path="pay/:token" element={<PayLinkRoute />} />
    </>
  );
}
