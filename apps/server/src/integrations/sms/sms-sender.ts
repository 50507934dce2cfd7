/** A text message to a 10-digit Indian mobile number. */
export type SmsMessage = { to: string; text: string };

/** Sends SMS: an HTTPS provider when configured, otherwise the dev outbox. */
export interface SmsSender {
  readonly transport: "http" | "outbox";
  send(message: SmsMessage): Promise<void>;
}
