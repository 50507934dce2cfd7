import type { FastifyBaseLogger } from "fastify";
import { matchesTemplate } from "../../modules/notifications/index.js";
import { SmsRefusedError, type SmsMessage, type SmsSender } from "./sms-sender.js";

/**
 * Lets a message through only when its text is its registered DLT template filled in (operators
 * drop any other text, and charge for it); a refused one is logged with its template, never its text.
 */
export function registeredSmsSender(
  sender: SmsSender,
  shopUrl: string,
  log: Pick<FastifyBaseLogger, "error">,
): SmsSender {
  return {
    transport: sender.transport,
    async send(message: SmsMessage): Promise<void> {
      if (!matchesTemplate(message.template, message.text, shopUrl)) {
        log.error({ template: message.template, to: message.to }, "SMS refused: its text does not match its registered DLT template");
        throw new SmsRefusedError(message.template);
      }
      await sender.send(message);
    },
  };
}
