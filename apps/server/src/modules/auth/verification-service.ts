import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import { conflict, forbidden, invalid, tooMany } from "../../lib/app-error.js";
import { hashToken, newSecretToken } from "../../lib/secure-token.js";
import { userRepository } from "../users/index.js";
import { verifyNotice } from "./account-notices.js";
import { contactNotifier } from "./contact-notifier.js";
import type { SessionUser } from "./session-repository.js";
import { userTokenRepository } from "./user-token-repository.js";

export const VERIFY_LINK_TTL_MS = 24 * 3_600_000;
const LINKS_PER_WINDOW = 3;
const LINK_WINDOW_MS = 15 * 60_000;
const BAD_LINK = "This verification link is invalid or has expired. Please request a new one from My Account.";

/** "Verify My Account": a 24-hour single-use link to the account's email (or phone when it has no email). */
export function verificationService(deps: AppDeps, log: Pick<FastifyBaseLogger, "error">) {
  const tokens = userTokenRepository(deps.db);
  const notifier = contactNotifier(deps, log);

  return {
    async sendLink(user: SessionUser): Promise<void> {
      if (user.isVerified) throw conflict("Your account is already verified");
      const limit = await deps.rateLimiter.hit(`verify-link:${user.id}`, LINKS_PER_WINDOW, LINK_WINDOW_MS);
      if (!limit.allowed) throw tooMany("Too many verification links requested. Please try again in 15 minutes.");
      const contact = user.email
        ? { channel: "email" as const, target: user.email }
        : { channel: "sms" as const, target: user.phone ?? "" };
      notifier.ensureDeliverable(contact.channel);
      const now = deps.now();
      const { token, hash } = newSecretToken();
      await tokens.create(user.id, "verify", hash, now, new Date(now.getTime() + VERIFY_LINK_TTL_MS));
      await notifier.send(contact, verifyNotice(`${deps.config.publicUrl}/verify/${token}`));
    },

    /** Verifies the account that owns the link, and only when that account is the caller. */
    async verify(user: SessionUser, token: string): Promise<void> {
      const now = deps.now();
      const tokenHash = hashToken(token);
      const owner = await tokens.findLiveOwner("verify", tokenHash, now);
      if (!owner) throw invalid(BAD_LINK);
      if (owner !== user.id)
        throw forbidden("This verification link is for another account. Please log in with that account to use it.");
      await deps.db.transaction(async (tx) => {
        if (!(await userTokenRepository(tx).consume("verify", tokenHash, now))) throw invalid(BAD_LINK);
        await userRepository(tx).markVerified(user.id, now);
        await userTokenRepository(tx).retireAll(user.id, "verify", now);
      });
    },
  };
}
