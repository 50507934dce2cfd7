import type { Middleware } from "@reduxjs/toolkit";
import { visitAnswers } from "@/lib/page-query";
import { clearStoredSession, storeSession } from "@/lib/session";
import { isEndpointAction } from "@/lib/shop-store";
import { loggedIn, loggedOut, SESSION_GONE, sessionRefused, userArrived } from "./auth-slice";
import { takePendingVerification } from "./pending-verification";
import type { User } from "./types";

/** Data that belongs to one account: forgotten when someone logs in, so nobody sees the last visitor's. */
const ACCOUNT_TAGS = ["User", "Address", "Cart", "Wishlist", "Order"] as const;
/** RTK Query's own action for forgetting answers by tag (`api.util.invalidateTags`), by its type: its code may not have loaded. */
const forgetAccountData = { type: "api/invalidateTags", payload: [...ACCOUNT_TAGS] };

const tokenStarting = (action: unknown): string | undefined => {
  if (isEndpointAction(action, "signin", "fulfilled")) return (action.payload as { token: string }).token;
  if (loggedIn.match(action)) return action.payload.token;
  return undefined;
};
const sessionGone = (action: unknown) =>
  (sessionRefused.match(action) && SESSION_GONE.has(action.payload)) ||
  (isEndpointAction(action, "getUser", "rejected") && SESSION_GONE.has((action.payload as { status?: unknown } | undefined)?.status));
const userKnown = (action: unknown): User | undefined =>
  userArrived.match(action) ? action.payload : isEndpointAction(action, "getUser", "fulfilled") ? (action.payload as User) : undefined;

/**
 * Keeps what the browser stores for the session in step with the auth state, outside reducers:
 * the logged-in flag and token (docs/shop-rules.md#session-in-the-browser), and a verification token waiting for a login (docs/shop-rules.md#session-in-the-browser:
 * once the user is known and not verified, it is sent, removed, and the user reloaded).
 */
export const sessionStorageMiddleware: Middleware = (store) => (next) => (action) => {
  const token = tokenStarting(action);
  const ending = token === undefined && (loggedOut.match(action) || sessionGone(action));
  if (token !== undefined) storeSession(token);
  else if (ending) clearStoredSession();

  const result = next(action);

  if (token !== undefined) store.dispatch(forgetAccountData);
  // The storefront's reads were asked with the session (a seller sees her drafts): a new visitor asks again.
  if (token !== undefined || ending) visitAnswers().changed();
  const user = userKnown(action);
  if (user) {
    const pending = takePendingVerification();
    if (pending && !user.isVerified)
      void import("./api/auth-api").then(({ authApi }) => store.dispatch(authApi.endpoints.verifyAccount.initiate({ token: pending }) as never));
  }
  return result;
};
