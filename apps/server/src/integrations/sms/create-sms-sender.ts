import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import type { Queryable } from "../../db/client.js";
import { HttpSmsSender } from "./http-sms-sender.js";
import { outboxSmsSender } from "./outbox-sms-sender.js";
import type { SmsSender } from "./sms-sender.js";

export function createSmsSender(config: Config, db: Queryable, log: Pick<FastifyBaseLogger, "info">): SmsSender {
  return config.sms ? new HttpSmsSender(config.sms.apiUrl, config.sms.apiKey) : outboxSmsSender(db, log);
}
