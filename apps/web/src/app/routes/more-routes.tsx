import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { useSession } from "@/features/auth";
import { accountRoutes } from "./account-routes";
import { orderRoutes } from "./order-routes";
import { shoppingRoutes } from "./shopping-routes";

const NotFoundRoute = lazy(() => import("./not-found"));
// A guest has no session to follow: the account's API client, which it reads the user with, is not
// loaded for her when these routes are fetched ahead of her next tap.
const SessionFollower = lazy(() => import("@/features/auth/components/session-follower").then((m) => ({ default: m.SessionFollower })));

/**
 * Every shopper page but the storefront's own: account, cart, checkout, orders and "not found".
 * Their definitions (guards, and the names of every chunk they load) arrive only with one of them.
 */
export function MoreRoutes() {
  const { isLoggedIn } = useSession();
  return (
    <>
      {isLoggedIn && (
        <Suspense fallback={null}>
          <SessionFollower />
        </Suspense>
      )}
      <Routes>
        {accountRoutes()}
        {shoppingRoutes()}
        {orderRoutes()}
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </>
  );
}
