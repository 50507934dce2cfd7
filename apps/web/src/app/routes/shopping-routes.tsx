import { Fragment, lazy } from "react";
import { Route } from "react-router";
import { RequireLogin } from "../guards/require-login";

const CartRoute = lazy(() => import("./shopping-cart"));
const CheckoutRoute = lazy(() => import("./shopping-checkout"));
const WishlistRoute = lazy(() => import("./shopping-wishlist"));

/**
 * Cart, checkout and wishlist (docs/shop-rules.md#cart). A guest keeps a cart and a wishlist in the browser, so
 * those pages are open to all; paying needs an account, so /booking sends a guest to /login and back.
 */
export function shoppingRoutes() {
  return (
    <Fragment>
      <Route path="cart" element={<CartRoute />} />
      <Route path="wishlist" element={<WishlistRoute />} />
      <Route element={<RequireLogin />}>
        <Route path="booking" element={<CheckoutRoute />} />
      </Route>
    </Fragment>
  );
}
