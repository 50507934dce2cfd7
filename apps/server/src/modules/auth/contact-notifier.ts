import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import { unavailable } from "../../lib/app-error.js";
import { linkCode } from "../notifications/index.js";
import { fillSms } from "../notifications/index.js";
import { mailBrand } from "../settings/index.js";
import type { BrandedNotice } from "./account-notices.js";
import type { Contact } from "./contact.js";

const CANNOT_DELIVER = {
  email: "This shop cannot send e-mail yet. Please try again later or use your phone number.",
  sms: "This shop cannot send text messages yet. Please try again later or use your e-mail address.",
} as const;

/**
 * Sends a notice by mail or SMS, whichever the contact is; a provider failure answers 503. A
 * channel that only reaches the dev outbox delivers nothing when the outbox is not served (in
 * production): `ensureDeliverable` says so with 503 before any code or link is made.
 */
export function contactNotifier(deps: Pick<AppDeps, "mailer" | "sms" | "config" | "db" | "now" | "cacheBus">, log: Pick<FastifyBaseLogger, "error">) {
  return {
    ensureDeliverable(channel: Contact["channel"]): void {
      const transport = channel === "email" ? deps.mailer.transport : deps.sms.transport;
      if (transport === "outbox" && !deps.config.devOutbox) throw unavailable(CANNOT_DELIVER[channel]);
    },
    async send(contact: Contact, branded: BrandedNotice): Promise<void> {
      try {
        const brand = await mailBrand(deps);
        const notice = branded(brand);
        if (contact.channel === "email") {
          const { subject, text, html, fromName } = notice;
          await deps.mailer.send({ to: contact.target, subject, text, html, fromName });
        } else {
          const sms = notice.sms(notice.smsLink ? await linkCode(deps, notice.smsLink) : "");
          await deps.sms.send({ to: contact.target, template: sms.template, text: fillSms(sms, deps.config.publicUrl, brand.name) });
        }
      } catch (error) {
        log.error({ err: error, channel: contact.channel }, "sending a notice failed");
        throw unavailable("We could not send the message right now. Please try again in a few minutes.");
      }
    },
  };
}
