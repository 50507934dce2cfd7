import type { FastifyBaseLogger } from "fastify";
import type { Queryable } from "../../db/client.js";
import { outboxRepository } from "../../modules/dev-outbox/outbox-repository.js";
import type { MailMessage, Mailer } from "./mailer.js";

/**
 * Keeps mail in the outbox_messages table instead of delivering it, so sign-up codes and links
 * work on a fresh clone (read them at /dev/outbox). Never the transport of a real shop.
 */
export class OutboxMailer implements Mailer {
  readonly transport = "outbox" as const;

  constructor(
    private readonly db: Queryable,
    private readonly log: Pick<FastifyBaseLogger, "info">,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await outboxRepository(this.db).record({ channel: "email", ...message });
    // Subject and text carry codes and links: they stay in the outbox, never in the log.
    this.log.info({ to: message.to }, "dev outbox: mail kept, not delivered");
  }

  async close(): Promise<void> {}
}
