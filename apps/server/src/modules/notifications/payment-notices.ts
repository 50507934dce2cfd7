import { formatPaise } from "@pallu/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import type { Queryable } from "../../db/client.js";
import { orders, paymentIntents, paymentLinkPayments, paymentLinks, users } from "../../db/schema/index.js";
import { renderMail } from "../../integrations/mail/mail-template.js";
import { mailBrand } from "../settings/index.js";
import { enqueueJob } from "../jobs/index.js";
import { linkCode, textTemplate } from "./phone-messages.js";

export const PAYMENT_REFUNDED_JOB = "payment.refunded";
export const EXTRA_PAYMENT_REFUNDED_JOB = "payment.extraRefunded";

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

/** Queues the notice for a payment link paid twice, once its second payment has been refunded. */
export async function queueExtraPaymentRefundedNotice(tx: Queryable, providerPaymentId: string): Promise<void> {
  await enqueueJob(tx, { kind: EXTRA_PAYMENT_REFUNDED_JOB, payload: { providerPaymentId }, dedupeKey: `link-payment:${providerPaymentId}:refunded` });
}

/**
 * Tells the customer who paid a link twice (a second tab, a retry after a slow bank page) that the
 * order was already paid and the second payment is on its way back, by mail and by SMS.
 */
export async function sendExtraPaymentRefundedNotice(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  const [row] = await deps.db
    .select({ payment: paymentLinkPayments, order: orders, email: users.email, phone: users.phone, fullname: users.fullname })
    .from(paymentLinkPayments)
    .innerJoin(paymentLinks, eq(paymentLinks.id, paymentLinkPayments.paymentLinkId))
    .innerJoin(paymentIntents, eq(paymentIntents.id, paymentLinks.paymentIntentId))
    .innerJoin(users, eq(users.id, paymentIntents.userId))
    .innerJoin(orders, eq(orders.id, paymentIntents.orderId))
    .where(eq(paymentLinkPayments.providerPaymentId, String(payload.providerPaymentId)));
  if (!row || row.payment.outcome !== "refunded") return;
  const amount = formatPaise(row.payment.amountPaise);
  const orderNumber = row.order.publicOrderId;
  const orderUrl = `${deps.config.publicUrl}/orders/${row.order.id}`;
  const subject = `Your second payment of ${amount} has been refunded`;
  if (row.email) {
    const mail = renderMail(
      {
        heading: subject,
        paragraphs: [
          `Dear ${row.fullname},`,
          `Your order ${orderNumber} was already paid when a second payment of ${amount} reached us for it.`,
          `We have refunded that ${amount} in full to the way you paid. Banks take 5–7 working days to show it. Your order is not affected.`,
        ],
        action: { label: "View your order", url: orderUrl },
      },
      await mailBrand(deps),
    );
    await deps.mailer.send({ to: row.email, subject, ...mail });
  }
  if (row.phone) await textTemplate(deps, row.phone, { template: "refunded", values: { amount, orderNumber, link: await linkCode(deps, orderUrl) } });
}
