import { useEffect } from "react";
import { useAppSelector, useAppStore } from "@/lib/store-hooks";
import { selectIsAdmin, selectIsLoggedIn, selectSessionChecked, selectUser, sessionRecheckRequested } from "./auth-slice";
import { checkSession } from "./session-check";

/**
 * The visitor's session: runs the login check once when the stored flag says a session may
 * exist (docs/shop-rules.md#session-in-the-browser), and exposes who is logged in. `user` is null until the check answers, so
 * "logged in and known" is `user !== null` — the moment to fetch a cart or a wishlist.
 */
export function useSession() {
  const store = useAppStore();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const checked = useAppSelector(selectSessionChecked);
  useEffect(() => {
    if (isLoggedIn && user === null && !checked) void checkSession(store);
  }, [isLoggedIn, user, checked, store]);
  // A check lost on a patchy network is made again when the connection returns, not only on a reload.
  useEffect(() => {
    if (!isLoggedIn || user !== null || !checked) return;
    const recheck = () => store.dispatch(sessionRecheckRequested());
    window.addEventListener("online", recheck);
    return () => window.removeEventListener("online", recheck);
  }, [isLoggedIn, user, checked, store]);
  return {
    isLoggedIn,
    user,
    isAdmin,
    isVerified: user?.isVerified ?? false,
    /** The login check is still on its way. */
    isChecking: isLoggedIn && user === null && !checked,
  };
}
