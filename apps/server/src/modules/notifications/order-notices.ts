import { formatPaise, trackingUrl } from "@pallu/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import type { Queryable } from "../../db/client.js";
import { orders, users } from "../../db/schema/index.js";
import { renderMail } from "../../integrations/mail/mail-template.js";
import { enqueueJob } from "../jobs/job-queue.js";
import { queueSellerAlert } from "./seller-alerts.js";

export const ORDER_EVENTS = ["placed", "shipped", "delivered", "cancelled", "refunded", "return_requested", "returned"] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];
export const ORDER_NOTICE_JOB = "order.notice";

/**
 * Queues a notice in the order's own transaction: it is sent if and only if the change is kept.
 * Each event is sent once per order; `again` names a repeat (a new AWB number) sent once more.
 */
export async function queueOrderNotice(tx: Queryable, orderId: string, event: OrderEvent, again?: string): Promise<void> {
  const dedupeKey = again ? `${orderId}:${event}:${again}` : `${orderId}:${event}`;
  await enqueueJob(tx, { kind: ORDER_NOTICE_JOB, payload: { orderId, event }, dedupeKey });
  // The seller hears of the same new orders and return requests, in the same transaction.
  if (event === "placed") await queueSellerAlert(tx, { kind: "newOrder", orderId }, `${orderId}:placed`);
  if (event === "return_requested") await queueSellerAlert(tx, { kind: "returnRequest", orderId }, `${orderId}:return_requested`);
}

function noticeText(event: OrderEvent, order: typeof orders.$inferSelect, trackingUrl: string | null) {
  const id = order.publicOrderId;
  const total = formatPaise(order.totalPaise);
  switch (event) {
    case "placed":
      return { subject: `Order ${id} placed`, lines: [`Thank you! We have your order ${id} for ${total}.`, "We will tell you as soon as it ships."] };
    case "shipped":
      return {
        subject: `Order ${id} is on its way`,
        lines: [`Your order ${id} has shipped${order.courier ? ` with ${order.courier}` : ""}.`, ...(order.awbCode ? [`Tracking number: ${order.awbCode}`] : [])],
        trackingUrl,
      };
    case "delivered":
      return { subject: `Order ${id} delivered`, lines: [`Your order ${id} has been delivered. We hope you love it.`] };
    case "cancelled":
      return { subject: `Order ${id} cancelled`, lines: [`Your order ${id} has been cancelled.`, ...(order.paymentType === "prepaid" ? ["Your payment will be refunded to the way you paid."] : [])] };
    case "refunded":
      return { subject: `Refund for ${id}`, lines: [`We have refunded ${formatPaise(order.refundPaise)} for ${id}. Banks take 5–7 working days to show it.`] };
    case "return_requested":
      return { subject: `Return ${id} requested`, lines: [`We have your return request ${id}. We will arrange a pickup and keep you posted.`] };
    case "returned":
      return {
        subject: `Return ${id} received`,
        lines: [
          `We have received your return ${id}.`,
          order.paymentType === "prepaid" ? `${total} is being refunded to the way you paid.` : `We will pay ${total} back to you directly.`,
        ],
      };
  }
}

/** Sends one order notice by mail, and by SMS when the customer has a phone number. */
export async function sendOrderNotice(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  const orderId = String(payload.orderId);
  const event = payload.event as OrderEvent;
  const [row] = await deps.db
    .select({ order: orders, email: users.email, phone: users.phone, fullname: users.fullname })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row || !ORDER_EVENTS.includes(event)) return;
  const tracking = row.order.awbCode ? trackingUrl(row.order.awbCode) : null;
  const notice = noticeText(event, row.order, tracking);
  const orderUrl = `${deps.config.publicUrl}/orders/${orderId}`;
  if (row.email) {
    const mail = renderMail({
      heading: notice.subject,
      paragraphs: [`Dear ${row.fullname},`, ...notice.lines],
      action: "trackingUrl" in notice && notice.trackingUrl ? { label: "Track your package", url: notice.trackingUrl } : { label: "View your order", url: orderUrl },
    });
    await deps.mailer.send({ to: row.email, subject: notice.subject, ...mail });
  }
  if (row.phone) await deps.sms.send({ to: row.phone, text: `Pallu: ${notice.lines[0]} ${orderUrl}`.slice(0, 300) });
}
