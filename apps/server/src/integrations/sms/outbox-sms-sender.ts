import type { FastifyBaseLogger } from "fastify";
import type { Queryable } from "../../db/client.js";
import { outboxRepository } from "../../modules/dev-outbox/outbox-repository.js";
import type { SmsMessage, SmsSender } from "./sms-sender.js";

/** Keeps SMS in the dev outbox instead of sending them (no provider configured). */
export class OutboxSmsSender implements SmsSender {
  readonly transport = "outbox" as const;

  constructor(
    private readonly db: Queryable,
    private readonly log: Pick<FastifyBaseLogger, "info">,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await outboxRepository(this.db).record({
      channel: "sms",
      to: message.to,
      subject: "SMS",
      text: message.text,
      html: null,
    });
    // The text carries codes and links: it stays in the outbox, never in the log.
    this.log.info({ to: message.to }, "dev outbox: SMS kept, not sent");
  }
}
