import { hasLoggedInFlag, readSessionToken } from "@/lib/session";
import { isEndpointAction, sliceOf } from "@/lib/shop-store";
import type { User } from "./types";

export interface AuthState {
  token: string | null;
  user: User | null;
  isLogin: boolean;
  /** The visitor logged out themselves, so a protected page sends them home, not back to /login. */
  endedByLogout: boolean;
  /** The login check has answered, whatever it said (a refusal from a hiccup leaves the session as it was). */
  checked?: boolean;
}

export function initialAuthState(): AuthState {
  return { token: readSessionToken(), user: null, isLogin: hasLoggedInFlag(), endedByLogout: false };
}

const signedOut = (endedByLogout: boolean): AuthState => ({ token: null, user: null, isLogin: false, endedByLogout });

/** Statuses that mean the session itself is over, as opposed to a network hiccup. */
export const SESSION_GONE = new Set<unknown>([401, 403]);

type UserAnswer = { payload: User };
type RefusedAnswer = { payload?: { status?: unknown } };

/**
 * The session as the browser keeps it (docs/shop-rules.md#session-in-the-browser): the token, the
 * user, and the logged-in flag. The login check's answer comes from the first load's own check
 * (userArrived, sessionRefused) or from the account pages' API (its getUser and signin answers).
 */
export const authSlice = sliceOf(
  "auth",
  initialAuthState,
  {
    loggedIn: (state, { token }: { token: string }) => ({ ...state, token, isLogin: true, endedByLogout: false, checked: false }),
    /** Logout and a password reset (docs/shop-rules.md#session-in-the-browser) clear the user, the token and the flag. */
    loggedOut: () => signedOut(true),
    userArrived: (state, user: User) => ({ ...state, user, isLogin: true, checked: true }),
    /** The login check was refused: the session is over unless the refusal was a hiccup. */
    sessionRefused: (state, status: unknown) => (SESSION_GONE.has(status) ? signedOut(false) : { ...state, checked: true }),
    /** The connection is back after a check that could not get through: the session is checked again. */
    sessionRecheckRequested: (state) => (state.user === null && state.isLogin ? { ...state, checked: false } : state),
  },
  (state, action) => {
    if (isEndpointAction(action, "signin", "fulfilled"))
      return { ...state, token: (action.payload as { token: string }).token, isLogin: true, endedByLogout: false, checked: false };
    if (isEndpointAction(action, "getUser", "fulfilled"))
      return { ...state, user: (action as UserAnswer).payload, isLogin: true, checked: true };
    if (isEndpointAction(action, "getUser", "rejected") && SESSION_GONE.has((action as RefusedAnswer).payload?.status))
      return signedOut(false);
    return state;
  },
);

export const { loggedIn, loggedOut, userArrived, sessionRefused, sessionRecheckRequested } = authSlice.actions;

export type WithAuth = { auth: AuthState };
export const selectIsLoggedIn = (state: WithAuth) => state.auth.isLogin;
export const selectUser = (state: WithAuth) => state.auth.user;
export const selectIsAdmin = (state: WithAuth) => state.auth.user?.userType === "Admin";
export const selectSessionChecked = (state: WithAuth) => state.auth.checked === true;
export const selectEndedByLogout = (state: WithAuth) => state.auth.endedByLogout;
