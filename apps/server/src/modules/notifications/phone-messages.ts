import type { AppDeps } from "../../app-deps.js";
import type { Queryable } from "../../db/client.js";
import { SmsRefusedError } from "../../integrations/sms/sms-sender.js";
import { enqueueJob } from "../jobs/index.js";
import { shopBrand, type SettingsDeps } from "../settings/index.js";
import { shortLinkCode } from "./message-links.js";
import { fillSms, type SmsNotice } from "./sms-templates.js";
import { whatsAppParameters, type WhatsAppNotice, type WhatsAppTemplateName } from "./whatsapp-templates.js";

export const WHATSAPP_NOTICE_JOB = "whatsapp.notice";

/** A short code for a long link, for a template's `{link}`. */
export const linkCode = (deps: Pick<AppDeps, "db" | "now">, url: string) => shortLinkCode(deps.db, url, deps.now());

/**
 * Texts one of the shop's registered SMS templates. A text the registry refuses was logged with its
 * template and is dropped here: sending it again could never succeed, and the mail already went.
 */
export async function textTemplate(deps: SettingsDeps & Pick<AppDeps, "sms">, to: string, notice: SmsNotice): Promise<void> {
  const { name } = await shopBrand(deps);
  try {
    await deps.sms.send({ to, template: notice.template, text: fillSms(notice, deps.config.publicUrl, name) });
  } catch (error) {
    if (!(error instanceof SmsRefusedError)) throw error;
  }
}

type Recipient = { phone: string | null; whatsappOptIn: boolean };

/**
 * Queues a WhatsApp template message for a customer who asked for WhatsApp updates, as its own job
 * so that Meta being down retries only the WhatsApp message; each dedupe key is sent once.
 */
export async function queueWhatsApp(
  deps: SettingsDeps & Pick<AppDeps, "whatsapp">,
  recipient: Recipient,
  message: WhatsAppNotice & { linkCode: string; dedupeKey: string },
  tx: Queryable = deps.db,
): Promise<void> {
  if (!recipient.whatsappOptIn || !recipient.phone || deps.whatsapp.transport === "off") return;
  await enqueueJob(tx, {
    kind: WHATSAPP_NOTICE_JOB,
    payload: {
      to: recipient.phone,
      template: message.template,
      parameters: whatsAppParameters(message, (await shopBrand(deps)).name),
      linkCode: message.linkCode,
    },
    dedupeKey: `whatsapp:${message.dedupeKey}`,
  });
}

export async function sendWhatsAppNotice(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  await deps.whatsapp.send({
    to: String(payload.to),
    template: payload.template as WhatsAppTemplateName,
    parameters: (payload.parameters as unknown[]).map(String),
    linkCode: String(payload.linkCode),
  });
}
