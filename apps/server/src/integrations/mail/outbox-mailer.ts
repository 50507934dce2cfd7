import type { FastifyBaseLogger } from "fastify";
import type { Queryable } from "../../db/client.js";
import { devOutbox } from "../../modules/dev-outbox/index.js";
import type { MailMessage, Mailer } from "./mailer.js";

/** Keeps mail in the dev outbox instead of delivering it (no SMTP configured). */
export function outboxMailer(db: Queryable, log: Pick<FastifyBaseLogger, "info">): Mailer {
  const keep = devOutbox(db, log);
  return {
    transport: "outbox",
    send: ({ to, subject, text, html }: MailMessage) =>
      keep({ channel: "email", to, subject, text, html }, "dev outbox: mail kept, not delivered"),
    close: async () => {},
  };
}
