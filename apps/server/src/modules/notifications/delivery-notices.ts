import { formatPaise, isAwaitingCodConfirmation, phoneKey } from "@pallu/domain";
import type { AppDeps } from "../../app-deps.js";
import type { Queryable } from "../../db/client.js";
import type { orders } from "../../db/schema/index.js";
import { renderMail } from "../../integrations/mail/mail-template.js";
import { enqueueJob } from "../jobs/index.js";
import { codConfirmUrl, issueCodConfirmLink } from "../orders/index.js";
import { orderRepository } from "../orders/index.js";
import { shopSettings, mailBrand } from "../settings/index.js";
import { linkCode, queueWhatsApp, textTemplate } from "./phone-messages.js";
import { fitVariable, type SmsNotice } from "./sms-templates.js";
import type { WhatsAppNotice } from "./whatsapp-templates.js";
import { arrivalText, linePromises } from "./order-promise-text.js";

/**
 * Notices about getting a parcel to the door: the confirmation a cash-on-delivery order waits for,
 * and the courier's news on the last mile. Each is queued in the transaction of the change that
 * causes it and sent by the job queue, by mail, SMS and (when asked for) WhatsApp.
 */
export const DELIVERY_NOTICE_JOB = "delivery.notice";

type DeliveryNotice =
  | { kind: "codConfirmation"; orderId: string }
  | { kind: "outForDelivery"; orderId: string }
  | { kind: "deliveryFailed"; orderId: string; reason: string };

/**
 * Asks the shopper to confirm a cash-on-delivery order; sent once per order. Its one-tap link is
 * made when the notice is sent, so the link's secret never sits in the job queue.
 */
export function queueCodConfirmationNotice(tx: Queryable, orderId: string): Promise<void> {
  return queueDeliveryNotice(tx, { kind: "codConfirmation", orderId }, `${orderId}:codConfirmation`);
}

/** Tells the shopper the courier is bringing the order today; `scanId` tells a new attempt from a repeated scan. */
export function queueOutForDeliveryNotice(tx: Queryable, orderId: string, scanId: string): Promise<void> {
  return queueDeliveryNotice(tx, { kind: "outForDelivery", orderId }, `${orderId}:outForDelivery:${scanId}`);
}

/** Tells the shopper the courier could not deliver (NDR) and why, in the courier's words. */
export function queueDeliveryFailedNotice(tx: Queryable, orderId: string, reason: string, scanId: string): Promise<void> {
  return queueDeliveryNotice(tx, { kind: "deliveryFailed", orderId, reason }, `${orderId}:deliveryFailed:${scanId}`);
}

function queueDeliveryNotice(tx: Queryable, notice: DeliveryNotice, dedupeKey: string): Promise<void> {
  return enqueueJob(tx, { kind: DELIVERY_NOTICE_JOB, payload: { ...notice, key: dedupeKey }, dedupeKey: `delivery:${dedupeKey}` });
}

type Content = { subject: string; line: string; action: string; url: string; sms: (link: string) => SmsNotice; whatsapp: WhatsAppNotice | null };
type Order = typeof orders.$inferSelect;
/** Where a notice's button leads, and what else it says: the confirmation link, the seller's phone, what pieces made to order promise. */
type Context = { orderUrl: string; confirmUrl: string; sellerPhone: string; linePromises: string[] };

function content(notice: DeliveryNotice, order: Order, name: string, context: Context): Content {
  const orderNumber = order.publicOrderId;
  const orderUrl = context.orderUrl;
  const sellerPhone = context.sellerPhone;
  switch (notice.kind) {
    case "codConfirmation": {
      const amount = formatPaise(order.totalPaise - order.storeCreditPaise);
      const hours = Math.round((order.codConfirmBy!.getTime() - order.createdAt.getTime()) / 3_600_000);
      return {
        subject: `Please confirm your order ${orderNumber}`,
        line: [
          `Thank you! We have your order ${orderNumber} for ${formatPaise(order.totalPaise)}, with ${amount} to pay in cash when it arrives.`,
          `Please confirm it with one tap so that we can ship it: it should then reach you ${arrivalText(order)}.`,
          ...context.linePromises,
          `An order not confirmed within ${hours} hours is cancelled.`,
        ].join(" "),
        action: "Confirm my order",
        url: context.confirmUrl,
        sms: (link) => ({ template: "codConfirmation", values: { name: fitVariable(name), orderNumber, link } }),
        whatsapp: { template: "codConfirmation", values: { name, orderNumber, amount } },
      };
    }
    case "outForDelivery":
      return {
        subject: `Order ${orderNumber} is out for delivery`,
        line: `Your order ${orderNumber} is out for delivery today. Please keep your phone reachable.`,
        action: "View your order",
        url: orderUrl,
        sms: (link) => ({ template: "outForDelivery", values: { orderNumber, link } }),
        whatsapp: { template: "outForDelivery", values: { name, orderNumber } },
      };
    case "deliveryFailed":
      return {
        subject: `We could not deliver order ${orderNumber}`,
        line: [
          `The courier could not deliver your order ${orderNumber} (${notice.reason || "no one was available"}).`,
          sellerPhone
            ? `To have it delivered again, call us on ${sellerPhone} with a day and time that suit you.`
            : "To have it delivered again, reply to this mail with a day and time that suit you.",
        ].join(" "),
        action: "View your order",
        url: orderUrl,
        sms: (link) => ({ template: "deliveryFailed", values: { orderNumber, reason: fitVariable(notice.reason || "no one was available"), link } }),
        whatsapp: null,
      };
  }
}

export async function sendDeliveryNotice(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  const notice = payload as DeliveryNotice;
  const row = await orderRepository(deps.db).findWithShopper(notice.orderId);
  if (!row) return;
  // An order confirmed or cancelled before its notice went out needs no confirming.
  if (notice.kind === "codConfirmation" && !isAwaitingCodConfirmation(row.order)) return;
  const message = content(notice, row.order, row.fullname, {
    orderUrl: `${deps.config.publicUrl}/orders/${row.order.id}`,
    confirmUrl:
      notice.kind === "codConfirmation" ? codConfirmUrl(deps.config.publicUrl, await issueCodConfirmLink(deps.db, row.order.id, deps.now())) : "",
    // A failed delivery is rearranged by talking to the seller: the notice gives the shop's number.
    sellerPhone: notice.kind === "deliveryFailed" ? (await shopSettings(deps)).phone : "",
    // The order's first mail, when it asks for confirming, says what each piece made to order or on pre-order promises.
    linePromises: notice.kind === "codConfirmation" ? linePromises(await orderRepository(deps.db).linesOf([row.order.id])) : [],
  });
  if (row.email) {
    const mail = renderMail({
      heading: message.subject,
      paragraphs: [`Dear ${row.fullname},`, message.line],
      action: { label: message.action, url: message.url },
    }, await mailBrand(deps));
    await deps.mailer.send({ to: row.email, subject: message.subject, ...mail });
  }
  // The delivery phone when the account has none: it is the number the courier will ring.
  const deliveryPhone = phoneKey(row.order.address.phoneNumber);
  const phone = row.phone ?? (deliveryPhone.length === 10 ? deliveryPhone : null);
  if (!phone) return;
  const link = await linkCode(deps, message.url);
  await textTemplate(deps, phone, message.sms(link));
  if (message.whatsapp) {
    await queueWhatsApp(deps, row, { ...message.whatsapp, linkCode: link, dedupeKey: String(payload.key) });
  }
}
