import type { SigninInput } from "@pallu/domain";
import type { AppDeps } from "../../app-deps.js";
import { tooMany, unauthenticated } from "../../lib/app-error.js";
import { clientKey } from "../../lib/client-key.js";
import { newSecretToken } from "../../lib/secure-token.js";
import { userRepository } from "../users/index.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { sessionRepository } from "./session-repository.js";

export const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const LOGIN_WINDOW_MS = 15 * MINUTE_MS;
// One client on one account: five tries a minute (the delay grows as it keeps failing), ten per 15 minutes.
const LOGIN_PER_CLIENT_MINUTE = 5;
const LOGIN_PER_CLIENT_WINDOW = 10;
// The account from every client together: only a brute force spread over many addresses gets here,
// and the owner lifts the lock with a reset link (a successful sign-in clears it too).
const LOGIN_PER_ACCOUNT_HOUR = 100;
const ACCOUNT_LOCK_MS = 60 * MINUTE_MS;
const WRONG_LOGIN = "Invalid email, phone or password";

const minutesOf = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE_MS));
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
};

/** The key of an account's shared sign-in counter: the login as typed, whether or not an account has it. */
export const accountLoginKey = (login: string) => `login:account:${login.toLowerCase()}`;

// Verifying against a real hash for unknown logins keeps their timing like a wrong password's.
const decoyHash = hashPassword("decoy-password-for-unknown-logins");

export function signinService(deps: AppDeps) {
  const usersOf = userRepository(deps.db);
  const sessionsOf = sessionRepository(deps.db);

  return {
    async signin(input: SigninInput, context: { ip: string; userAgent: string | null }) {
      const login = (input.email ?? input.phone ?? "").toLowerCase();
      const pair = `login:pair:${login}:${clientKey(context.ip)}`;
      // This client first: a client already held back adds nothing to the account's shared count,
      // so one stranger can slow only themselves down.
      const byClient = await Promise.all([
        deps.rateLimiter.hit(`${pair}:minute`, LOGIN_PER_CLIENT_MINUTE, MINUTE_MS),
        deps.rateLimiter.hit(`${pair}:window`, LOGIN_PER_CLIENT_WINDOW, LOGIN_WINDOW_MS),
        deps.rateLimiter.hit(`login:ip:${context.ip}`, deps.config.abuse.signinsPerAddress, LOGIN_WINDOW_MS),
      ]);
      const refused = byClient.filter((limit) => !limit.allowed);
      if (refused.length > 0) {
        const wait = Math.max(...refused.map((limit) => limit.retryAfterMs));
        throw tooMany(`Too many login attempts. Please try again in ${minutesOf(wait)}.`, wait);
      }
      const byAccount = await deps.rateLimiter.hit(accountLoginKey(login), LOGIN_PER_ACCOUNT_HOUR, ACCOUNT_LOCK_MS);
      if (!byAccount.allowed) {
        throw tooMany(
          `Too many failed logins on this account. Reset your password to log in now, or try again in ${minutesOf(byAccount.retryAfterMs)}.`,
          byAccount.retryAfterMs,
        );
      }
      const user = await usersOf.findByLogin(input);
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyHash), input.password);
      if (!user || !passwordOk) throw unauthenticated(WRONG_LOGIN);
      await Promise.all([
        deps.rateLimiter.reset(accountLoginKey(login)),
        deps.rateLimiter.reset(`${pair}:minute`),
        deps.rateLimiter.reset(`${pair}:window`),
      ]);
      const { token, hash } = newSecretToken();
      const expiresAt = new Date(deps.now().getTime() + SESSION_DAYS * DAY_MS);
      await sessionsOf.create(user.id, hash, expiresAt, context.userAgent?.slice(0, 300) ?? null);
      return { token, expiresAt };
    },

    async logout(sessionId: string) {
      await sessionsOf.revoke(sessionId, deps.now());
    },
  };
}
