import { useSelector } from "react-redux";
import { useGetUserQuery } from "./api/auth-api";
import { selectIsAdmin, selectIsLoggedIn, selectUser, type AuthState } from "./auth-slice";

type WithAuth = { auth: AuthState };

/**
 * The visitor's session: runs the login check once when the stored flag says a session may
 * exist (spec §4), and exposes who is logged in. `user` is null until the check answers, so
 * "logged in and known" is `user !== null` — the moment to fetch a cart or a wishlist.
 */
export function useSession() {
  const isLoggedIn = useSelector((state: WithAuth) => selectIsLoggedIn(state));
  const { isLoading } = useGetUserQuery(undefined, { skip: !isLoggedIn });
  const user = useSelector((state: WithAuth) => selectUser(state));
  const isAdmin = useSelector((state: WithAuth) => selectIsAdmin(state));
  return {
    isLoggedIn,
    user,
    isAdmin,
    isVerified: user?.isVerified ?? false,
    /** The login check is still on its way. */
    isChecking: isLoggedIn && user === null && isLoading,
  };
}
