import type { FastifyBaseLogger } from "fastify";
import type { Queryable } from "../../db/client.js";
import { outboxRepository } from "../../modules/dev-outbox/outbox-repository.js";
import type { MailMessage, Mailer } from "./mailer.js";

/**
 * Keeps mail in the outbox_messages table and prints it to the log instead of delivering it, so
 * sign-up codes and links work on a fresh clone. Never the transport of a real shop.
 */
export class OutboxMailer implements Mailer {
  readonly transport = "outbox" as const;

  constructor(
    private readonly db: Queryable,
    private readonly log: Pick<FastifyBaseLogger, "info">,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await outboxRepository(this.db).record({ channel: "email", ...message });
    this.log.info(
      { to: message.to, subject: message.subject, text: message.text },
      "dev outbox: mail kept, not delivered",
    );
  }

  async close(): Promise<void> {}
}
