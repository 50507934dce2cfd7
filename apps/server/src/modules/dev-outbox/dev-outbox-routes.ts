import { answerWith } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../app-deps.js";
import { escapeHtml } from "../../integrations/mail/escape-html.js";
import { shopBrand } from "../settings/index.js";
import { outboxRepository, type OutboxRow } from "./outbox-repository.js";
import { onlyFromThisMachine } from "./this-machine-only.js";

const PAGE_SIZE = 50;

const OutboxQuerySchema = z.object({ to: z.string().trim().max(254).optional() });
const OutboxResponseSchema = answerWith({
  messages: z.array(
    z.object({
      to: z.string(),
      channel: z.enum(["email", "sms", "whatsapp"]),
      subject: z.string(),
      text: z.string(),
      createdAt: z.string(),
    }),
  ),
});

export function isOutboxInUse(deps: AppDeps): boolean {
  return deps.mailer.transport === "outbox" || deps.sms.transport === "outbox" || deps.whatsapp.transport === "outbox";
}

/** Whether to serve the outbox: only while it holds the messages, and never in production (config). */
function servesOutbox(deps: AppDeps): boolean {
  return isOutboxInUse(deps) && deps.config.devOutbox;
}

const present = (row: OutboxRow) => ({
  to: row.to,
  channel: row.channel,
  subject: row.subject,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});

// The outbox holds every sign-up code and reset link, an admin's included: both routes answer only a
// browser on this machine that reached the server directly (this-machine-only.ts).

/** GET /api/v1/dev/outbox: the messages the shop would have sent, newest first. */
export const devOutboxApiRoutes: FastifyPluginAsyncZod = async (app) => {
  if (isOutboxInUse(app.deps)) {
    app.log.warn(
      { mail: app.deps.mailer.transport, sms: app.deps.sms.transport, whatsapp: app.deps.whatsapp.transport },
      "mail, SMS or WhatsApp is not configured: those messages are NOT delivered, only kept in the dev outbox (set SMTP_URL, MAIL_FROM, SMS_API_KEY, WHATSAPP_ACCESS_TOKEN)",
    );
  }
  if (!servesOutbox(app.deps)) return;
  const outbox = outboxRepository(app.deps.db);

  app.get(
    "/dev/outbox",
    { onRequest: onlyFromThisMachine, schema: { tags: ["development"], querystring: OutboxQuerySchema, response: { 200: OutboxResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: "Messages kept by the dev outbox, newest first",
      messages: (await outbox.listNewest(PAGE_SIZE, request.query.to)).map(present),
    }),
  );
};

/** GET /dev/outbox: the same list as a page a developer can keep open while signing up. */
export const devOutboxPageRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!servesOutbox(app.deps)) return;
  const outbox = outboxRepository(app.deps.db);

  app.get("/dev/outbox", { onRequest: onlyFromThisMachine, schema: { hide: true } }, async (_request, reply) => {
    const [rows, brand] = await Promise.all([outbox.listNewest(PAGE_SIZE), shopBrand(app.deps)]);
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(outboxPage(rows, brand.name));
  });
};

const CHANNEL_NAMES: Record<OutboxRow["channel"], string> = { email: "Mail", sms: "SMS", whatsapp: "WhatsApp" };

const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<"]+/g, (url) => `<a href="${url}">${url}</a>`);

function outboxPage(rows: OutboxRow[], shopName: string): string {
  const items = rows
    .map(
      (row) => `<article>
<header><strong>${escapeHtml(CHANNEL_NAMES[row.channel])}</strong> to <code>${escapeHtml(row.to)}</code>
· ${escapeHtml(row.subject)} <time>${escapeHtml(row.createdAt.toISOString())}</time></header>
<pre>${linkify(escapeHtml(row.text))}</pre>
</article>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta http-equiv="refresh" content="10"><title>${escapeHtml(shopName)} dev outbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#fbf6ec;color:#3b2a2a}
h1{margin:0;padding:16px 24px;background:#7a1f2b;color:#c9a227}
main{padding:16px 24px;max-width:900px}
article{background:#fff;border-left:4px solid #c9a227;margin:0 0 12px;padding:12px 16px}
pre{white-space:pre-wrap;font-size:14px}
time{color:#6b5b5b;font-size:12px}
</style></head>
<body><h1>${escapeHtml(shopName)} dev outbox</h1><main>
<p>Mail, SMS or WhatsApp is not configured, so those messages are not delivered: every message the shop keeps instead is listed here, newest first, with its channel (the page refreshes every 10 seconds).</p>
${items || "<p>No messages yet.</p>"}
</main></body></html>`;
}
