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

  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({ from: this.from, ...message });
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
