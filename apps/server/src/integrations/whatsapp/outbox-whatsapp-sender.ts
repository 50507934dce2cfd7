import type { FastifyBaseLogger } from "fastify";
import type { Queryable } from "../../db/client.js";
import { devOutbox } from "../../modules/dev-outbox/index.js";
import { whatsAppPreview } from "../../modules/notifications/index.js";
import type { WhatsAppMessage, WhatsAppSender } from "./whatsapp-sender.js";

/** Keeps WhatsApp messages in the dev outbox, written out as the shopper would read them. */
export function outboxWhatsAppSender(db: Queryable, log: Pick<FastifyBaseLogger, "info">, shopUrl: string): WhatsAppSender {
  const keep = devOutbox(db, log);
  return {
    transport: "outbox",
    send: ({ to, template, parameters, linkCode }: WhatsAppMessage) =>
      keep(
        {
          channel: "whatsapp",
          to,
          subject: `WhatsApp · ${template}`,
          text: whatsAppPreview(template, parameters, `${shopUrl}/l/${linkCode}`),
          html: null,
        },
        "dev outbox: WhatsApp message kept, not sent",
      ),
  };
}
