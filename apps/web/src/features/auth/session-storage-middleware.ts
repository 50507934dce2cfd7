import type { Middleware, ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { api } from "@/lib/api";
import { clearStoredSession, storeSession } from "@/lib/session";
import { authApi } from "./api/auth-api";
import { loggedIn, loggedOut, SESSION_GONE } from "./auth-slice";
import { takePendingVerification } from "./pending-verification";

/** Data that belongs to one account: forgotten when someone logs in, so nobody sees the last visitor's. */
const ACCOUNT_TAGS = ["User", "Address", "Cart", "Wishlist", "Order"] as const;

/**
 * Keeps what the browser stores for the session in step with the auth state, outside reducers:
 * the logged-in flag and token (docs/shop-rules.md#session-in-the-browser), and a verification token waiting for a login (docs/shop-rules.md#session-in-the-browser:
 * once the user is known and not verified, it is sent, removed, and the user reloaded).
 */
export const sessionStorageMiddleware: Middleware = (store) => (next) => (action) => {
  const dispatch = store.dispatch as ThunkDispatch<unknown, unknown, UnknownAction>;
  const startsSession = authApi.endpoints.signin.matchFulfilled(action) || loggedIn.match(action);

  if (authApi.endpoints.signin.matchFulfilled(action)) storeSession(action.payload.token);
  else if (loggedIn.match(action)) storeSession(action.payload.token);
  else if (loggedOut.match(action)) clearStoredSession();
  else if (authApi.endpoints.getUser.matchRejected(action) && SESSION_GONE.has(action.payload?.status)) clearStoredSession();

  const result = next(action);

  if (startsSession) dispatch(api.util.invalidateTags([...ACCOUNT_TAGS]));
  if (authApi.endpoints.getUser.matchFulfilled(action)) {
    const token = takePendingVerification();
    if (token && !action.payload.isVerified) void dispatch(authApi.endpoints.verifyAccount.initiate({ token }));
  }
  return result;
};
