import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import type { Queryable } from "../../db/client.js";
import { CloudApiWhatsAppSender } from "./cloud-api-whatsapp-sender.js";
import { outboxWhatsAppSender } from "./outbox-whatsapp-sender.js";
import type { WhatsAppSender } from "./whatsapp-sender.js";

/** Without Meta's settings a shop sends no WhatsApp at all; in development the outbox shows what it would send. */
const whatsAppOff: WhatsAppSender = { transport: "off", send: async () => undefined };

export function createWhatsAppSender(config: Config, db: Queryable, log: Pick<FastifyBaseLogger, "info">): WhatsAppSender {
  if (config.whatsapp) return new CloudApiWhatsAppSender(config.whatsapp);
  return config.devOutbox ? outboxWhatsAppSender(db, log, config.publicUrl) : whatsAppOff;
}
