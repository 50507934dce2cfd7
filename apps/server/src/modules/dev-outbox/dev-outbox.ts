import type { FastifyBaseLogger } from "fastify";
import type { Queryable } from "../../db/client.js";
import { outboxRepository, type NewOutboxMessage } from "./outbox-repository.js";

/**
 * Keeps a message in the outbox_messages table instead of delivering it, so sign-up codes and links
 * work on a fresh clone (read them at /dev/outbox). Never the transport of a real shop. The message
 * carries codes and links: it stays in the outbox, and the log names only its recipient.
 */
export function devOutbox(db: Queryable, log: Pick<FastifyBaseLogger, "info">) {
  return async (message: NewOutboxMessage, logLine: string): Promise<void> => {
    await outboxRepository(db).record(message);
    log.info({ to: message.to }, logLine);
  };
}
