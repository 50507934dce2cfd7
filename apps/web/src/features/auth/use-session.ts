import { useAppSelector } from "@/lib/store-hooks";
import { useGetUserQuery } from "./api/auth-api";
import { selectIsAdmin, selectIsLoggedIn, selectUser } from "./auth-slice";

/**
 * The visitor's session: runs the login check once when the stored flag says a session may
 * exist (docs/shop-rules.md#session-in-the-browser), and exposes who is logged in. `user` is null until the check answers, so
 * "logged in and known" is `user !== null` — the moment to fetch a cart or a wishlist.
 */
export function useSession() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const { isLoading } = useGetUserQuery(undefined, { skip: !isLoggedIn });
  const user = useAppSelector(selectUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  return {
    isLoggedIn,
    user,
    isAdmin,
    isVerified: user?.isVerified ?? false,
    /** The login check is still on its way. */
    isChecking: isLoggedIn && user === null && isLoading,
  };
}
