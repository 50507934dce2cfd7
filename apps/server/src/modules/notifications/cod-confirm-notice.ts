import { deliveryWindowText, expectedDelivery, formatPaise, isAwaitingCodConfirmation, phoneKey } from "@pallu/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import type { Queryable } from "../../db/client.js";
import { orders, users } from "../../db/schema/index.js";
import { renderMail } from "../../integrations/mail/mail-template.js";
import { enqueueJob } from "../jobs/job-queue.js";
import { codConfirmUrl, issueCodConfirmLink } from "../orders/cod-confirm-links.js";

export const COD_CONFIRM_NOTICE_JOB = "order.codConfirmNotice";

/** Queued in the order's transaction: the shopper is asked once the order is kept. */
export const queueCodConfirmNotice = (tx: Queryable, orderId: string) =>
  enqueueJob(tx, { kind: COD_CONFIRM_NOTICE_JOB, payload: { orderId }, dedupeKey: `codConfirm:${orderId}` });

/**
 * Asks the shopper to confirm a cash-on-delivery order, by mail and by SMS (to the account's phone,
 * or else the delivery phone), with a one-tap link made at sending time: its secret never sits in
 * the job queue.
 */
export async function sendCodConfirmNotice(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  const orderId = String(payload.orderId);
  const [row] = await deps.db
    .select({ order: orders, email: users.email, phone: users.phone, fullname: users.fullname })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row || !isAwaitingCodConfirmation(row.order)) return;
  const { order } = row;
  const url = codConfirmUrl(deps.config.publicUrl, await issueCodConfirmLink(deps.db, orderId, deps.now()));
  const hours = Math.round((order.codConfirmBy!.getTime() - order.createdAt.getTime()) / 3_600_000);
  const due = formatPaise(order.totalPaise - order.storeCreditPaise);
  const subject = `Please confirm your order ${order.publicOrderId}`;
  if (row.email) {
    const mail = renderMail({
      heading: subject,
      paragraphs: [
        `Dear ${row.fullname},`,
        `Thank you! We have your order ${order.publicOrderId} for ${formatPaise(order.totalPaise)}, with ${due} to pay in cash when it arrives.`,
        `Please confirm it with one tap so that we can ship it: it should then reach you ${deliveryWindowText(expectedDelivery(order.createdAt))}.`,
        `An order not confirmed within ${hours} hours is cancelled.`,
      ],
      action: { label: "Confirm my order", url },
    });
    await deps.mailer.send({ to: row.email, subject, ...mail });
  }
  const phone =
    row.phone ?? (phoneKey(order.address.phoneNumber).length === 10 ? phoneKey(order.address.phoneNumber) : null);
  if (phone) {
    await deps.sms.send({
      to: phone,
      text: `Pallu: Please confirm your cash on delivery order ${order.publicOrderId} (${due}) within ${hours} hours: ${url}`,
    });
  }
}
