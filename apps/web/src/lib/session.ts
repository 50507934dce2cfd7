/**
 * Where a session lives in the browser (docs/shop-rules.md#session-in-the-browser): a "logged in" flag in local storage, so a new
 * tab knows to check the session, and the token in session storage, so it dies with the tab.
 * Storage can throw (private mode, disabled storage); the shop then simply behaves as a guest.
 */
const LOGGED_IN_FLAG = "isLogin";
const TOKEN_KEY = "token";

function attempt<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export function readSessionToken(): string | null {
  return attempt(() => window.sessionStorage.getItem(TOKEN_KEY), null);
}

export function hasLoggedInFlag(): boolean {
  return attempt(() => window.localStorage.getItem(LOGGED_IN_FLAG) === "true", false);
}

export function storeSession(token: string): void {
  attempt(() => {
    window.sessionStorage.setItem(TOKEN_KEY, token);
    window.localStorage.setItem(LOGGED_IN_FLAG, "true");
  }, undefined);
}

export function clearStoredSession(): void {
  attempt(() => {
    window.sessionStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(LOGGED_IN_FLAG);
  }, undefined);
}
