import { deliveryDayText } from "@pallu/domain";
import type { AppDeps } from "../../app-deps.js";
import type { Queryable } from "../../db/client.js";
import { renderMail } from "../../integrations/mail/mail-template.js";
import { enqueueJob } from "../jobs/index.js";
import { orderRepository } from "../orders/index.js";
import { mailBrand } from "../settings/index.js";

/**
 * What the tailoring desk tells the shopper: her blouse is ready, or the tailor still waits for
 * her measurements. Sent by mail from the job queue, queued in the transaction of the change.
 */
export const TAILORING_NOTICE_JOB = "tailoring.notice";

export type TailoringNotice =
  | { kind: "blouseReady"; orderId: string; pieceName: string }
  | { kind: "measurementsReminder"; orderId: string; pieceName: string; dueDate: string };

/** Queues a tailoring notice; `key` tells one notice from a repeat (a second reminder on another day). */
export function queueTailoringNotice(tx: Queryable, notice: TailoringNotice, key: string): Promise<void> {
  return enqueueJob(tx, { kind: TAILORING_NOTICE_JOB, payload: notice, dedupeKey: `tailoring:${key}` });
}

function content(notice: TailoringNotice, orderNumber: string) {
  if (notice.kind === "blouseReady") {
    return {
      subject: `Your blouse for order ${orderNumber} is ready`,
      line: `Good news: the blouse for ${notice.pieceName} (order ${orderNumber}) is stitched and ready. We are packing your order and will send the courier's tracking number as soon as it ships.`,
      action: "View your order",
    };
  }
  return {
    subject: `Your measurements for order ${orderNumber}`,
    line: `Our tailor is ready to stitch the blouse for ${notice.pieceName} (order ${orderNumber}) and needs your measurements. Please add them on your order page by ${deliveryDayText(notice.dueDate)} so that we can keep your delivery date.`,
    action: "Add my measurements",
  };
}

export async function sendTailoringNotice(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  const notice = payload as TailoringNotice;
  const row = await orderRepository(deps.db).findWithShopper(notice.orderId);
  if (!row?.email) return;
  const message = content(notice, row.order.publicOrderId);
  const mail = renderMail(
    {
      heading: message.subject,
      paragraphs: [`Dear ${row.fullname},`, message.line],
      action: { label: message.action, url: `${deps.config.publicUrl}/orders/${row.order.id}` },
    },
    await mailBrand(deps),
  );
  await deps.mailer.send({ to: row.email, subject: message.subject, ...mail });
}
