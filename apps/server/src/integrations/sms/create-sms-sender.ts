import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import type { Queryable } from "../../db/client.js";
import { HttpSmsSender } from "./http-sms-sender.js";
import { outboxSmsSender } from "./outbox-sms-sender.js";
import { registeredSmsSender } from "./registered-sms-sender.js";
import type { SmsSender } from "./sms-sender.js";

export function createSmsSender(config: Config, db: Queryable, log: Pick<FastifyBaseLogger, "info" | "error">): SmsSender {
  const transport = config.sms
    ? new HttpSmsSender(config.sms.apiUrl, config.sms.apiKey, config.sms.dlt)
    : outboxSmsSender(db, log);
  // The dev outbox checks the same templates, so a text that would be dropped shows up in development.
  return registeredSmsSender(transport, config.publicUrl, log);
}
