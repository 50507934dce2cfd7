import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { loginPathFor, selectEndedByLogout, useSession } from "@/features/auth";
import { useAppSelector } from "@/lib/store-hooks";

/**
 * The customer guard (docs/shop-rules.md#roles): only being logged in is required. A guest is sent to /login
 * with the page to come back to; someone who just logged out is sent home instead.
 * Use as a layout route (`<Route element={<RequireLogin />}>`) or around an `<Outlet />`.
 */
export function RequireLogin({ children }: { children?: ReactNode }) {
  const { isLoggedIn } = useSession();
  const endedByLogout = useAppSelector(selectEndedByLogout);
  const location = useLocation();
  if (!isLoggedIn) return <Navigate to={endedByLogout ? "/" : loginPathFor(location)} replace />;
  return children ?? <Outlet />;
}
