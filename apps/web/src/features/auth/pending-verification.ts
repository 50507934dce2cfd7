/**
 * A verification link opened while logged out (docs/shop-rules.md#verification): its token waits in
 * session storage until the visitor logs in, then it is sent once and removed (docs/shop-rules.md#verification).
 */
const KEY = "verificationToken";

export function storePendingVerification(token: string): void {
  try {
    window.sessionStorage.setItem(KEY, token);
  } catch {
    // Storage can be disabled; the visitor can open the link again after logging in.
  }
}

/** The waiting token, removed as it is read so it is never sent twice. */
export function takePendingVerification(): string | null {
  try {
    const token = window.sessionStorage.getItem(KEY);
    if (token !== null) window.sessionStorage.removeItem(KEY);
    return token;
  } catch {
    return null;
  }
}
