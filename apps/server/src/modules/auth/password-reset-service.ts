import type { ResetLinkRequest, ResetPasswordInput } from "@pallu/domain";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import { invalid, tooMany } from "../../lib/app-error.js";
import { hashToken, newSecretToken } from "../../lib/secure-token.js";
import { userRepository } from "../users/index.js";
import { resetNotice } from "./account-notices.js";
import { refuseCommonPassword } from "./common-passwords.js";
import { contactNotifier } from "./contact-notifier.js";
import { contactOf, loginOf } from "./contact.js";
import { hashPassword } from "./passwords.js";
import { sessionRepository } from "./session-repository.js";
import { accountLoginKey } from "./signin-service.js";
import { userTokenRepository } from "./user-token-repository.js";

export const RESET_LINK_TTL_MS = 30 * 60_000;
const LINKS_PER_CONTACT = 3;
const LINKS_PER_IP = 60;
const WINDOW_MS = 15 * 60_000;
const BAD_LINK = "This reset link is invalid or has expired. Please request a new one.";

export function passwordResetService(deps: AppDeps, log: Pick<FastifyBaseLogger, "error">) {
  const usersOf = userRepository(deps.db);
  const tokens = userTokenRepository(deps.db);
  const notifier = contactNotifier(deps, log);

  return {
    /**
     * Mails a 30-minute reset link when the account exists. The answer, the limits and the time
     * taken do not depend on whether it does: the message leaves in the background.
     */
    async requestLink(input: ResetLinkRequest, ip: string): Promise<void> {
      const contact = contactOf(input);
      notifier.ensureDeliverable(contact.channel);
      const [byContact, byIp] = await Promise.all([
        deps.rateLimiter.hit(`reset:${contact.target}`, LINKS_PER_CONTACT, WINDOW_MS),
        deps.rateLimiter.hit(`reset:ip:${ip}`, LINKS_PER_IP, WINDOW_MS),
      ]);
      if (!byContact.allowed || !byIp.allowed)
        throw tooMany("Too many reset requests. Please try again in 15 minutes.");
      const user = await usersOf.findByLogin(loginOf(contact));
      if (!user) return;
      const now = deps.now();
      const { token, hash } = newSecretToken();
      await tokens.create(user.id, "reset", hash, now, new Date(now.getTime() + RESET_LINK_TTL_MS));
      notifier.send(contact, resetNotice(`${deps.config.publicUrl}/reset-password/${token}`)).catch(() => undefined);
    },

    /** Sets the new password, uses the link up and ends every session of the account. */
    async resetPassword(input: ResetPasswordInput): Promise<void> {
      const now = deps.now();
      const tokenHash = hashToken(input.token);
      if (!(await tokens.findLiveOwner("reset", tokenHash, now))) throw invalid(BAD_LINK);
      refuseCommonPassword(input.password);
      const passwordHash = await hashPassword(input.password);
      const userId = await deps.db.transaction(async (tx) => {
        const owner = await userTokenRepository(tx).consume("reset", tokenHash, now);
        if (!owner) throw invalid(BAD_LINK);
        await userRepository(tx).setPasswordHash(owner, passwordHash, now);
        await userTokenRepository(tx).retireAll(owner, "reset", now);
        await sessionRepository(tx).revokeAllOf(owner, now);
        return owner;
      });
      // The owner proved the mailbox or phone: lift a lock strangers' guesses put on the account.
      const user = await usersOf.findById(userId);
      for (const login of [user?.email, user?.phone]) if (login) await deps.rateLimiter.reset(accountLoginKey(login));
    },
  };
}
