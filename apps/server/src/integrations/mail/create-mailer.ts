import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import type { Queryable } from "../../db/client.js";
import type { Mailer } from "./mailer.js";
import { outboxMailer } from "./outbox-mailer.js";
import { SmtpMailer } from "./smtp-mailer.js";

export function createMailer(config: Config, db: Queryable, log: Pick<FastifyBaseLogger, "info">): Mailer {
  return config.mail ? new SmtpMailer(config.mail.smtpUrl, config.mail.from) : outboxMailer(db, log);
}
