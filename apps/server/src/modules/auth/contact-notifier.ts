import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import { unavailable } from "../../lib/app-error.js";
import type { Notice } from "./account-notices.js";
import type { Contact } from "./contact.js";

/** Sends a notice by mail or SMS, whichever the contact is; a provider failure answers 503. */
export function contactNotifier(deps: Pick<AppDeps, "mailer" | "sms">, log: Pick<FastifyBaseLogger, "error">) {
  return {
    async send(contact: Contact, notice: Notice): Promise<void> {
      try {
        if (contact.channel === "email") {
          await deps.mailer.send({ to: contact.target, subject: notice.subject, text: notice.text, html: notice.html });
        } else {
          await deps.sms.send({ to: contact.target, text: notice.sms });
        }
      } catch (error) {
        log.error({ err: error, channel: contact.channel }, "sending a notice failed");
        throw unavailable("We could not send the message right now. Please try again in a few minutes.");
      }
    },
  };
}
