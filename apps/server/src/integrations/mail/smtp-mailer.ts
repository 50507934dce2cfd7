import nodemailer, { type Transporter } from "nodemailer";
import type { MailMessage, Mailer } from "./mailer.js";

const TIMEOUT_MS = 15_000;

/** Delivers through any SMTP server given as a URL (smtp://user:pass@host:587 or smtps://…:465). */
export class SmtpMailer implements Mailer {
  readonly transport = "smtp" as const;
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
    });
  }

  async send({ fromName, ...message }: MailMessage): Promise<void> {
    await this.transporter.sendMail({ from: senderOf(this.from, fromName), ...message });
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}

/** MAIL_FROM's address under the shop's current name; MAIL_FROM as it is when there is no name or no address in it. */
export function senderOf(mailFrom: string, name: string | undefined): string | { name: string; address: string } {
  const trimmed = mailFrom.trim();
  const open = trimmed.lastIndexOf("<");
  const bracketed = open >= 0 && trimmed.endsWith(">") ? trimmed.slice(open + 1, -1).trim() : trimmed;
  const address = /^[^<>\s@]+@[^<>\s@]+$/.test(bracketed) ? bracketed : undefined;
  return name && address ? { name, address } : mailFrom;
}
