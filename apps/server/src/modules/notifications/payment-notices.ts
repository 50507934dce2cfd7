import { formatPaise } from "@pallu/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import type { Queryable } from "../../db/client.js";
import { paymentIntents, users } from "../../db/schema/index.js";
import { renderMail } from "../../integrations/mail/mail-template.js";
import { mailBrand } from "../settings/index.js";
import { enqueueJob } from "../jobs/index.js";
import { textTemplate } from "./phone-messages.js";

export const PAYMENT_REFUNDED_JOB = "payment.refunded";

/**
 * Queues the notice for a payment that could not become an order (its items sold out after the
 * reservation lapsed), in the transaction that decides the refund: sent once, if that is kept.
 */
export async function queuePaymentRefundedNotice(tx: Queryable, intentId: string): Promise<void> {
  await enqueueJob(tx, { kind: PAYMENT_REFUNDED_JOB, payload: { intentId }, dedupeKey: `intent:${intentId}:refunded` });
}

/** Tells the shopper by mail, and by SMS when they have a phone number, that their payment is refunded in full. */
export async function sendPaymentRefundedNotice(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  const [row] = await deps.db
    .select({ intent: paymentIntents, email: users.email, phone: users.phone, fullname: users.fullname })
    .from(paymentIntents)
    .innerJoin(users, eq(users.id, paymentIntents.userId))
    .where(eq(paymentIntents.id, String(payload.intentId)));
  if (!row || row.intent.status !== "refunded") return;
  const amount = formatPaise(row.intent.amountPaise);
  const items = row.intent.lines.map((line) => line.name).join(", ");
  const subject = `Your payment of ${amount} has been refunded`;
  const lines = [
    `Your payment of ${amount} reached us after your items were held for you, and they sold out meanwhile: ${items}.`,
    `We have refunded ${amount} in full to the way you paid. Banks take 5–7 working days to show it.`,
  ];
  if (row.email) {
    const mail = renderMail({
      heading: subject,
      paragraphs: [`Dear ${row.fullname},`, ...lines, "We are sorry. Please look again soon: our weavers restock often."],
      action: { label: "Visit the shop", url: `${deps.config.publicUrl}/` },
    }, await mailBrand(deps));
    await deps.mailer.send({ to: row.email, subject, ...mail });
  }
  if (row.phone) await textTemplate(deps, row.phone, { template: "paymentRefunded", values: { amount } });
}
