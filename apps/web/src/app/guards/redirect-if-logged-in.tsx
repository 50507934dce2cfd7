import type { ReactNode } from "react";
import { Navigate, Outlet, useSearchParams } from "react-router";
import { afterLoginPath, useSession } from "@/features/auth";

/**
 * The guard of /login and /signup (docs/shop-rules.md#sign-in): a logged-in visitor goes on to the page they came
 * for (a same-site `next` only), to /myaccount, or an admin to the dashboard. This is also what moves someone on after logging in.
 */
export function RedirectIfLoggedIn({ children }: { children?: ReactNode }) {
  const { isLoggedIn, isAdmin, isChecking } = useSession();
  const [params] = useSearchParams();
  // Who logged in decides where to: wait for the login check before going on.
  if (isLoggedIn && isChecking) return null;
  if (isLoggedIn) return <Navigate to={afterLoginPath(params.get("next"), { isAdmin })} replace />;
  return children ?? <Outlet />;
}
