import type { SigninInput } from "@pallu/domain";
import type { AppDeps } from "../../app-deps.js";
import { tooMany, unauthenticated } from "../../lib/app-error.js";
import { newSecretToken } from "../../lib/secure-token.js";
import { userRepository } from "../users/user-repository.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { sessionRepository } from "./session-repository.js";

export const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;
const LOGIN_WINDOW_MS = 15 * 60_000;
const LOGIN_LIMIT_PER_ACCOUNT = 10;
const LOGIN_LIMIT_PER_IP = 50;
const WRONG_LOGIN = "Invalid email, phone or password";

// Verifying against a real hash for unknown logins keeps their timing like a wrong password's.
const decoyHash = hashPassword("decoy-password-for-unknown-logins");

export function signinService(deps: AppDeps) {
  const usersOf = userRepository(deps.db);
  const sessionsOf = sessionRepository(deps.db);

  return {
    async signin(input: SigninInput, context: { ip: string; userAgent: string | null }) {
      const login = (input.email ?? input.phone ?? "").toLowerCase();
      const [byAccount, byIp] = await Promise.all([
        deps.rateLimiter.hit(`login:account:${login}`, LOGIN_LIMIT_PER_ACCOUNT, LOGIN_WINDOW_MS),
        deps.rateLimiter.hit(`login:ip:${context.ip}`, LOGIN_LIMIT_PER_IP, LOGIN_WINDOW_MS),
      ]);
      if (!byAccount.allowed || !byIp.allowed) {
        const minutes = Math.ceil(Math.max(byAccount.retryAfterMs, byIp.retryAfterMs) / 60_000);
        throw tooMany(`Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
      }
      const user = await usersOf.findByLogin(input);
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyHash), input.password);
      if (!user || !passwordOk) throw unauthenticated(WRONG_LOGIN);
      await deps.rateLimiter.reset(`login:account:${login}`);
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
