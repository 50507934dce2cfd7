import { Fragment, lazy } from "react";
import { Route } from "react-router";
import { RequireLogin } from "../guards/require-login";

const CartRoute = lazy(() => import("./shopping-cart"));
const BookingRoute = lazy(() => import("./shopping-booking"));
const WishlistRoute = lazy(() => import("./shopping-wishlist"));

/** Cart, checkout and wishlist (spec §2): a customer's pages, so a guest is sent to /login. */
export function shoppingRoutes() {
  return (
    <Fragment>
      <Route element={<RequireLogin />}>
        <Route path="cart" element={<CartRoute />} />
        <Route path="booking" element={<BookingRoute />} />
        <Route path="wishlist" element={<WishlistRoute />} />
      </Route>
    </Fragment>
  );
}
