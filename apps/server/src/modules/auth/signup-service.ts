import type { SendOtpInput, SignupInput } from "@pallu/domain";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import { conflict, tooMany, unauthenticated } from "../../lib/app-error.js";
import { refusingDuplicates } from "../../lib/unique-violation.js";
import { userRepository } from "../users/index.js";
import { accountExistsNotice, otpNotice } from "./account-notices.js";
import { refuseCommonPassword } from "./common-passwords.js";
import { contactNotifier } from "./contact-notifier.js";
import { contactOf, fieldOf, loginOf } from "./contact.js";
import { otpService } from "./otp-service.js";
import { hashPassword } from "./passwords.js";

// Generous because many Indian mobile users share one carrier IP (CGNAT).
const SENDS_PER_IP = 60;
const SEND_WINDOW_MS = 15 * 60_000;

export const alreadyRegistered = (field: "email" | "phone") =>
  conflict(`An account with this ${field === "email" ? "email" : "phone number"} already exists. Please log in.`);

export function signupService(deps: AppDeps, log: Pick<FastifyBaseLogger, "error">) {
  const usersOf = userRepository(deps.db);
  const otps = otpService(deps);
  const notifier = contactNotifier(deps, log);

  return {
    /**
     * Sends a sign-up (or add-contact) code. An address that already has an account gets a
     * "you already have an account" notice instead, and the caller cannot tell the difference.
     */
    async sendOtp(input: SendOtpInput, caller: { ip: string; signedIn: boolean }): Promise<void> {
      const purpose = input.purpose ?? (caller.signedIn ? "add-contact" : "signup");
      if (purpose === "add-contact" && !caller.signedIn) throw unauthenticated();
      // Per address the OTP service limits sends; per client this stops one caller spraying many numbers.
      const byIp = await deps.rateLimiter.hit(`otp:ip:${caller.ip}`, SENDS_PER_IP, SEND_WINDOW_MS);
      if (!byIp.allowed) throw tooMany("Too many OTP requests. Please try again later.");
      const contact = contactOf(input);
      notifier.ensureDeliverable(contact.channel);
      const code = await otps.issue(contact, purpose, caller);
      const existing = purpose === "signup" ? await usersOf.findByLogin(loginOf(contact)) : undefined;
      await notifier.send(
        contact,
        existing ? accountExistsNotice(deps.config.publicUrl) : otpNotice(code, purpose),
      );
    },

    /**
     * Creates a customer once the code sent to the email or phone is proven. The code proves the
     * address, so the account is verified by it: the mailed link is for accounts that never had one.
     */
    async signup(input: SignupInput, client: { ip: string }): Promise<void> {
      const contact = contactOf(input);
      // Before the code is used up, so that the shopper can choose another password with it.
      refuseCommonPassword(input.password);
      await otps.verify(contact, "signup", input.otp, client);
      // Only after a valid code: whoever learns "already registered" has shown they own the address.
      if (await usersOf.findByLogin(loginOf(contact))) throw alreadyRegistered(fieldOf(contact));
      const passwordHash = await hashPassword(input.password);
      await refusingDuplicates(
        () => alreadyRegistered(fieldOf(contact)),
        () =>
          usersOf.createCustomer({
            fullname: input.fullname,
            email: input.email ?? null,
            phone: input.phone ?? null,
            passwordHash,
          }),
      );
    },
  };
}
