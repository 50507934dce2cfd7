import { formatPaise, indiaMomentText, type PaymentLinkChannel } from "@pallu/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import type { Queryable } from "../../db/client.js";
import { paymentIntents, paymentLinks, users } from "../../db/schema/index.js";
import { renderMail } from "../../integrations/mail/mail-template.js";
import { enqueueJob } from "../jobs/index.js";
import { mailBrand, shopBrand } from "../settings/index.js";
import { linkCode, textTemplate } from "./phone-messages.js";
import { fitVariable } from "./sms-templates.js";
import { whatsAppParameters } from "./whatsapp-templates.js";

export const PAYMENT_LINK_NOTICE_JOB = "paymentLink.notice";

/** Sends a payment link to its customer by one channel; the seller may send it again, so every press is its own job. */
export async function queuePaymentLinkNotice(db: Queryable, linkId: string, channel: PaymentLinkChannel, now: Date): Promise<void> {
  await enqueueJob(db, { kind: PAYMENT_LINK_NOTICE_JOB, payload: { linkId, channel }, dedupeKey: `payment-link:${linkId}:${channel}:${now.getTime()}` });
}

/**
 * The link's message: by mail, by the registered SMS template, or by the WhatsApp template (the
 * customer asked for it in a chat with the shop). A link paid or closed meanwhile is not sent.
 */
export async function sendPaymentLinkNotice(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  const [row] = await deps.db
    .select({ link: paymentLinks, amountPaise: paymentIntents.amountPaise, fullname: users.fullname, email: users.email, phone: users.phone })
    .from(paymentLinks)
    .innerJoin(paymentIntents, eq(paymentIntents.id, paymentLinks.paymentIntentId))
    .innerJoin(users, eq(users.id, paymentIntents.userId))
    .where(eq(paymentLinks.id, String(payload.linkId)));
  if (!row || row.link.status !== "created") return;
  const url = `${deps.config.publicUrl}/pay/${row.link.token}`;
  const amount = formatPaise(row.amountPaise);
  const until = indiaMomentText(row.link.expiresAt);
  const channel = payload.channel as PaymentLinkChannel;
  if (channel === "mail" && row.email) {
    const subject = `Your order of ${amount} is ready to pay`;
    const mail = renderMail(
      {
        heading: subject,
        paragraphs: [
          `Dear ${row.fullname},`,
          `Thank you for your order. We are holding your pieces for you until ${until}: pay ${amount} with the button below, no account needed.`,
        ],
        action: { label: `Pay ${amount}`, url },
      },
      await mailBrand(deps),
    );
    await deps.mailer.send({ to: row.email, subject, ...mail });
  }
  if (!row.phone || channel === "mail") return;
  const code = await linkCode(deps, url);
  if (channel === "sms") {
    await textTemplate(deps, row.phone, { template: "paymentLink", values: { name: fitVariable(row.fullname), amount, link: code } });
    return;
  }
  if (deps.whatsapp.transport === "off") return;
  const { name } = await shopBrand(deps);
  await deps.whatsapp.send({
    to: row.phone,
    template: "paymentLink",
    parameters: whatsAppParameters({ template: "paymentLink", values: { name: row.fullname, amount, until } }, name),
    linkCode: code,
  });
}
