import { createHmac, randomInt } from "node:crypto";
import type { AppDeps } from "../../app-deps.js";
import { invalid, tooMany } from "../../lib/app-error.js";
import { clientKey } from "../../lib/client-key.js";
import { constantTimeEqual } from "../../lib/secure-token.js";
import type { Contact } from "./contact.js";
import { otpRepository, type OtpPurpose } from "./otp-repository.js";

export const OTP_TTL_MS = 10 * 60_000;
/** Wrong guesses at one code from all clients together: past it the code dies for everyone. */
export const OTP_MAX_FAILURES = 10;
/** Guesses at one code from one client (address): past it that client must ask for a new code. */
export const OTP_GUESSES_PER_CLIENT = 5;
/** Codes one client may have sent to one address per window; the owner's own client is never blocked by a stranger's. */
export const OTP_SENDS_PER_CLIENT = 3;
/** Codes sent to one address per window from all clients together, so many clients cannot flood it. */
export const OTP_SENDS_PER_WINDOW = 6;
export const OTP_SEND_WINDOW_MS = 15 * 60_000;
/** Wrong guesses at one address's codes per hour from all clients: keeps six digits out of reach of a spread-out brute force. */
export const OTP_FAILURES_PER_TARGET_HOUR = 100;
const HOUR_MS = 3_600_000;

const WRONG_CODE = "Incorrect OTP. Please check the code and try again.";
const NO_CODE = "This OTP has expired or was already used. Please request a new one.";
const CODE_DEAD = "Too many wrong attempts. Please request a new OTP.";

/**
 * One-time codes: 6 digits from a CSPRNG, kept only as a peppered HMAC, 10 minutes, single use.
 * Guesses are counted per client and code (5), per code (10) and per address and hour (100), so a
 * stranger's guesses or resends use up the stranger's allowance, not the owner's (ASVS 5.0 section 6.3).
 */
export function otpService(deps: AppDeps) {
  const otpsOf = otpRepository(deps.db);
  const hashOf = (purpose: OtpPurpose, target: string, code: string) =>
    createHmac("sha256", deps.config.otpPepper).update(`${purpose}\n${target}\n${code}`).digest("hex");

  return {
    /** Makes a new code for the contact, within the sending limit, and answers it so it can be sent. */
    async issue(contact: Contact, purpose: OtpPurpose, client: { ip: string }): Promise<string> {
      const now = deps.now();
      const byClient = await deps.rateLimiter.hit(
        `otp-send:${contact.target}:${clientKey(client.ip)}`,
        OTP_SENDS_PER_CLIENT,
        OTP_SEND_WINDOW_MS,
      );
      const sent = await otpsOf.countSentSince(contact.target, new Date(now.getTime() - OTP_SEND_WINDOW_MS));
      if (!byClient.allowed || sent >= OTP_SENDS_PER_WINDOW) {
        throw tooMany(
          `Too many OTP requests for this ${contact.channel === "email" ? "email" : "number"}. Please try again in 15 minutes.`,
        );
      }
      const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
      await otpsOf.replace(
        contact,
        purpose,
        hashOf(purpose, contact.target, code),
        now,
        new Date(now.getTime() + OTP_TTL_MS),
      );
      return code;
    },

    /** Accepts the code once, or throws: wrong, expired, used, or out of guesses. */
    async verify(contact: Contact, purpose: OtpPurpose, code: string, client: { ip: string }): Promise<void> {
      const now = deps.now();
      const live = await otpsOf.findLive(contact.target, purpose, now, OTP_MAX_FAILURES);
      if (!live) throw invalid(NO_CODE);
      // every guess counts for its client, the right one too: five, then this client needs a new code
      // and every guess at the address's codes counts towards its hourly cap
      const [byClient, byTarget] = await Promise.all([
        deps.rateLimiter.hit(`otp-guess:${live.id}:${clientKey(client.ip)}`, OTP_GUESSES_PER_CLIENT, OTP_TTL_MS),
        deps.rateLimiter.hit(`otp-guess:${contact.target}`, OTP_FAILURES_PER_TARGET_HOUR, HOUR_MS),
      ]);
      if (!byClient.allowed || !byTarget.allowed) throw invalid(CODE_DEAD);
      if (!constantTimeEqual(live.codeHash, hashOf(purpose, contact.target, code))) {
        const failures = await otpsOf.recordFailure(live.id, OTP_MAX_FAILURES);
        throw invalid(failures >= OTP_MAX_FAILURES || byClient.remaining === 0 ? CODE_DEAD : WRONG_CODE);
      }
      if (!(await otpsOf.consume(live.id, now, OTP_MAX_FAILURES))) throw invalid(NO_CODE);
    },
  };
}
