import type { SmsTemplateName } from "../../modules/notifications/index.js";

/** A text message to a 10-digit Indian mobile number, filled from one of the shop's registered templates. */
export type SmsMessage = { to: string; template: SmsTemplateName; text: string };

/** Sends SMS: an HTTPS provider when configured, otherwise the dev outbox. */
export interface SmsSender {
  readonly transport: "http" | "outbox";
  send(message: SmsMessage): Promise<void>;
}

/** A message whose text is not its registered template: refused before any provider sees it. */
export class SmsRefusedError extends Error {
  constructor(readonly template: SmsTemplateName) {
    super(`SMS refused: the text does not match the registered template "${template}"`);
    this.name = "SmsRefusedError";
  }
}
