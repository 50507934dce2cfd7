import { createHmac, randomInt } from "node:crypto";
import type { AppDeps } from "../../app-deps.js";
import { invalid, tooMany } from "../../lib/app-error.js";
import { constantTimeEqual } from "../../lib/secure-token.js";
import type { Contact } from "./contact.js";
import { otpRepository, type OtpPurpose } from "./otp-repository.js";

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_FAILURES = 5;
export const OTP_SENDS_PER_WINDOW = 3;
export const OTP_SEND_WINDOW_MS = 15 * 60_000;

const WRONG_CODE = "Incorrect OTP. Please check the code and try again.";
const NO_CODE = "This OTP has expired or was already used. Please request a new one.";
const CODE_DEAD = "Too many wrong attempts. Please request a new OTP.";

/** One-time codes: 6 digits from a CSPRNG, kept only as a peppered HMAC, 10 minutes, single use, 5 guesses. */
export function otpService(deps: AppDeps) {
  const otpsOf = otpRepository(deps.db);
  const hashOf = (purpose: OtpPurpose, target: string, code: string) =>
    createHmac("sha256", deps.config.otpPepper).update(`${purpose}\n${target}\n${code}`).digest("hex");

  return {
    /** Makes a new code for the contact, within the sending limit, and answers it so it can be sent. */
    async issue(contact: Contact, purpose: OtpPurpose): Promise<string> {
      const now = deps.now();
      const sent = await otpsOf.countSentSince(contact.target, new Date(now.getTime() - OTP_SEND_WINDOW_MS));
      if (sent >= OTP_SENDS_PER_WINDOW) {
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
    async verify(contact: Contact, purpose: OtpPurpose, code: string): Promise<void> {
      const now = deps.now();
      const live = await otpsOf.findLive(contact.target, purpose, now, OTP_MAX_FAILURES);
      if (!live) throw invalid(NO_CODE);
      if (!constantTimeEqual(live.codeHash, hashOf(purpose, contact.target, code))) {
        const failures = await otpsOf.recordFailure(live.id, OTP_MAX_FAILURES);
        throw invalid(failures >= OTP_MAX_FAILURES ? CODE_DEAD : WRONG_CODE);
      }
      if (!(await otpsOf.consume(live.id, now, OTP_MAX_FAILURES))) throw invalid(NO_CODE);
    },
  };
}
