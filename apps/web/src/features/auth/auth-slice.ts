import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { hasLoggedInFlag, readSessionToken } from "@/lib/session";
import { authApi } from "./api/auth-api";
import type { User } from "./types";

export interface AuthState {
  token: string | null;
  user: User | null;
  isLogin: boolean;
  /** The visitor logged out themselves, so a protected page sends them home, not back to /login. */
  endedByLogout: boolean;
}

export function initialAuthState(): AuthState {
  return { token: readSessionToken(), user: null, isLogin: hasLoggedInFlag(), endedByLogout: false };
}

const signedOut = (endedByLogout: boolean): AuthState => ({ token: null, user: null, isLogin: false, endedByLogout });

/** Statuses that mean the session itself is over, as opposed to a network hiccup. */
export const SESSION_GONE = new Set<unknown>([401, 403]);

/** The session as the browser keeps it (docs/shop-rules.md#session-in-the-browser): the token, the user, and the logged-in flag. */
export const authSlice = createSlice({
  name: "auth",
  initialState: initialAuthState,
  reducers: {
    loggedIn(state, action: PayloadAction<{ token: string }>) {
      state.token = action.payload.token;
      state.isLogin = true;
      state.endedByLogout = false;
    },
    /** Logout and a password reset (docs/shop-rules.md#session-in-the-browser) clear the user, the token and the flag. */
    loggedOut() {
      return signedOut(true);
    },
  },
  extraReducers(builder) {
    builder
      .addMatcher(authApi.endpoints.signin.matchFulfilled, (state, action) => {
        state.token = action.payload.token;
        state.isLogin = true;
        state.endedByLogout = false;
      })
      .addMatcher(authApi.endpoints.getUser.matchFulfilled, (state, action) => {
        state.user = action.payload;
        state.isLogin = true;
      })
      .addMatcher(authApi.endpoints.getUser.matchRejected, (state, action) => {
        if (SESSION_GONE.has(action.payload?.status)) return signedOut(false);
        return state;
      });
  },
});

export const { loggedIn, loggedOut } = authSlice.actions;

export type WithAuth = { auth: AuthState };
export const selectIsLoggedIn = (state: WithAuth) => state.auth.isLogin;
export const selectUser = (state: WithAuth) => state.auth.user;
export const selectIsAdmin = (state: WithAuth) => state.auth.user?.userType === "Admin";
export const selectEndedByLogout = (state: WithAuth) => state.auth.endedByLogout;
