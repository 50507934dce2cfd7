/** A mail with its HTML and the plain-text alternative every client can read. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sender's display name (the shop's name); the address stays MAIL_FROM's. */
  fromName?: string;
};

/** Sends mail: SMTP when configured, otherwise the dev outbox. */
export interface Mailer {
  readonly transport: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
