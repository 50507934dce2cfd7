import type { FastifyBaseLogger } from "fastify";
import type { Queryable } from "../../db/client.js";
import { devOutbox } from "../../modules/dev-outbox/index.js";
import type { SmsMessage, SmsSender } from "./sms-sender.js";

/** Keeps SMS in the dev outbox instead of sending them (no provider configured). */
export function outboxSmsSender(db: Queryable, log: Pick<FastifyBaseLogger, "info">): SmsSender {
  const keep = devOutbox(db, log);
  return {
    transport: "outbox",
    send: ({ to, template, text }: SmsMessage) =>
      keep({ channel: "sms", to, subject: `SMS · ${template}`, text, html: null }, "dev outbox: SMS kept, not sent"),
  };
}
