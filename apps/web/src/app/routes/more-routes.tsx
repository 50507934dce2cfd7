import { lazy } from "react";
import { Route, Routes } from "react-router";
import { SessionFollower } from "@/features/auth/components/session-follower";
import { accountRoutes } from "./account-routes";
import { orderRoutes } from "./order-routes";
import { shoppingRoutes } from "./shopping-routes";

const NotFoundRoute = lazy(() => import("./not-found"));

/**
 * Every shopper page but the storefront's own: account, cart, checkout, orders and "not found".
 * Their definitions (guards, and the names of every chunk they load) arrive only with one of them.
 */
export function MoreRoutes() {
  return (
    <>
      <SessionFollower />
      <Routes>
        {accountRoutes()}
        {shoppingRoutes()}
        {orderRoutes()}
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </>
  );
}
