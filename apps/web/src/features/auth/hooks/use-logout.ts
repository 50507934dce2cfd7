import { useAppDispatch } from "@/lib/store-hooks";
import { useLogoutMutation } from "../api/auth-api";
import { loggedOut } from "../auth-slice";

/** Ends the session on the server, then in the browser (docs/shop-rules.md#session-in-the-browser: user, token and flag cleared). */
export function useLogout() {
  const dispatch = useAppDispatch();
  const [logout, { isLoading }] = useLogoutMutation();
  return {
    isLoggingOut: isLoading,
    async logout() {
      await logout();
      dispatch(loggedOut());
    },
  };
}
