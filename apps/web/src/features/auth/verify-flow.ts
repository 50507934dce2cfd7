/** Where the confirmation call of /verify/{token} stands. */
export type VerifyRequest = "idle" | "pending" | "succeeded" | "failed";

/**
 * What /verify/{token} does next (docs/shop-rules.md#verification):
 * - not logged in: keep the token for after login and go to /login;
 * - logged in, user not known yet: wait for the login check;
 * - logged in and not verified: send the token;
 * - while it is sent: 'Verifying your account';
 * - accepted (or the account was already verified): 'Your account is activated';
 * - refused: the server's message is shown and the visitor goes home.
 */
export type VerifyStep = "store-and-login" | "waiting-for-user" | "verify" | "verifying" | "activated" | "failed";

export function verifyStep({
  isLoggedIn,
  user,
  request,
}: {
  isLoggedIn: boolean;
  user: { isVerified: boolean } | null;
  request: VerifyRequest;
}): VerifyStep {
  if (request === "succeeded") return "activated";
  if (request === "failed") return "failed";
  if (request === "pending") return "verifying";
  if (!isLoggedIn) return "store-and-login";
  if (!user) return "waiting-for-user";
  return user.isVerified ? "activated" : "verify";
}
