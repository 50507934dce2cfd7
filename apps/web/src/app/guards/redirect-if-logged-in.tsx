import type { ReactNode } from "react";
import { Navigate, Outlet, useSearchParams } from "react-router";
import { afterLoginPath, useSession } from "@/features/auth";

/**
 * The guard of /login and /signup (spec §2): a logged-in visitor goes on to the page they came
 * for (a same-site `next` only) or to /myaccount. This is also what moves someone on after logging in.
 */
export function RedirectIfLoggedIn({ children }: { children?: ReactNode }) {
  const { isLoggedIn } = useSession();
  const [params] = useSearchParams();
  if (isLoggedIn) return <Navigate to={afterLoginPath(params.get("next"))} replace />;
  return children ?? <Outlet />;
}
