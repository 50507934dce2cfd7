import {
  formatCurrency,
  formatPaise,
  HOME_CURRENCY,
  minorUnitsOf,
  ORDER_STATUSES,
  trackingUrl,
  type OrderStatus,
} from "@pallu/domain";
import type { AppDeps } from "../../app-deps.js";
import type { Queryable } from "../../db/client.js";
import type { orders } from "../../db/schema/index.js";
import { renderMail } from "../../integrations/mail/mail-template.js";
import { mailBrand } from "../settings/index.js";
import { enqueueJob } from "../jobs/index.js";
import { orderRepository } from "../orders/index.js";
import { linkCode, queueWhatsApp, textTemplate } from "./phone-messages.js";
import type { SmsNotice } from "./sms-templates.js";
import type { WhatsAppNotice } from "./whatsapp-templates.js";
import { queueSellerAlert } from "./seller-alerts.js";
import { arrivalText, linePromises } from "./order-promise-text.js";

/** A shopper hears of a new order and of every status after it has been confirmed. */
export type OrderEvent = "placed" | Exclude<OrderStatus, "pending" | "confirmed">;
export const ORDER_EVENTS: readonly OrderEvent[] = [
  "placed",
  ...ORDER_STATUSES.filter(
    (status): status is Exclude<OrderStatus, "pending" | "confirmed"> => status !== "pending" && status !== "confirmed",
  ),
];
export const ORDER_NOTICE_JOB = "order.notice";

/**
 * Queues a notice in the order's own transaction: it is sent if and only if the change is kept.
 * Each event is sent once per order; `again` names a repeat (a new AWB number) sent once more.
 */
export async function queueOrderNotice(tx: Queryable, orderId: string, event: OrderEvent, again?: string): Promise<void> {
  const dedupeKey = again ? `${orderId}:${event}:${again}` : `${orderId}:${event}`;
  await enqueueJob(tx, { kind: ORDER_NOTICE_JOB, payload: { orderId, event, ...(again ? { again } : {}) }, dedupeKey });
  // The seller hears of the same new orders and return requests, in the same transaction.
  if (event === "placed") await queueSellerAlert(tx, { kind: "newOrder", orderId }, `${orderId}:placed`);
  if (event === "return_requested") await queueSellerAlert(tx, { kind: "returnRequest", orderId }, `${orderId}:return_requested`);
}

type OrderRow = typeof orders.$inferSelect;

/**
 * An order placed in another currency than rupees is told in her currency, with the rupees it is
 * charged in beside: its total, and its shipping abroad. An order in rupees says rupees, as before.
 */
function amountsOf(order: OrderRow): { total: string; shipping: string | null } {
  const total = formatPaise(order.totalPaise);
  const shipping = order.shippingPaise > 0 ? formatPaise(order.shippingPaise) : null;
  if (order.currency === HOME_CURRENCY || order.currencyTotalMinor === null || order.exchangeRate === null) return { total, shipping };
  const rate = { currency: order.currency, rupeesPerUnit: Number(order.exchangeRate), rounding: "cents" as const };
  return {
    total: `${formatCurrency(order.currencyTotalMinor, order.currency)} (charged as ${total})`,
    shipping: shipping && `${formatCurrency(minorUnitsOf(order.shippingPaise, rate), order.currency)} (${shipping})`,
  };
}

function noticeText(event: OrderEvent, order: OrderRow, trackingUrl: string | null, lines: Parameters<typeof linePromises>[0] = []) {
  const id = order.publicOrderId;
  switch (event) {
    case "placed": {
      const due = formatPaise(order.totalPaise - order.storeCreditPaise);
      const { total, shipping } = amountsOf(order);
      return {
        subject: `Order ${id} placed`,
        lines: [
          `Thank you! We have your order ${id} for ${total}. It should reach you ${arrivalText(order)}.`,
          ...linePromises(lines),
          ...(shipping ? [`Shipping abroad: ${shipping}.`] : []),
          order.paymentType === "cod" ? `Please keep ${due} ready to pay when it arrives.` : "Your payment is received.",
          "We will send the courier's tracking number as soon as it ships.",
        ],
      };
    }
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
    case "pickup_scheduled":
      return {
        subject: `Pickup for return ${id} scheduled`,
        lines: [
          `A courier${order.courier ? ` from ${order.courier}` : ""} will pick up your return ${id}. Please keep the pieces packed with their tags.`,
          ...(order.awbCode ? [`Pickup tracking number: ${order.awbCode}`] : []),
        ],
        trackingUrl,
      };
    case "returned":
      return { subject: `Return ${id} received`, lines: [`We have received your return ${id} and will check the pieces within two working days.`] };
    case "inspected": {
      const refund = formatPaise(order.refundPaise);
      return {
        subject: `Return ${id} checked`,
        lines: [
          `We have checked your return ${id}.`,
          order.refundPaise === 0
            ? `No refund is due${order.refundNote ? `: ${order.refundNote}` : ""}.`
            : order.paymentType === "prepaid"
              ? `${refund} is being refunded to the way you paid${order.refundNote ? ` (${order.refundNote})` : ""}.`
              : `We will pay ${refund} back to you directly${order.refundNote ? ` (${order.refundNote})` : ""}.`,
        ],
      };
    }
    case "exchanged":
      return { subject: `Exchange for ${id} on its way`, lines: [`We have received your return ${id}; your replacement is packed and will ship shortly.`] };
    case "store_credited":
      return {
        subject: `Store credit for ${id}`,
        lines: [`We have added ${formatPaise(order.refundPaise)} of store credit to your account for return ${id}. It is used at your next checkout.`],
      };
  }
}

/** The SMS each event sends: its registered template and that template's values. */
function orderSms(event: OrderEvent, order: typeof orders.$inferSelect, link: string): SmsNotice {
  const orderNumber = order.publicOrderId;
  const refund = formatPaise(order.refundPaise);
  switch (event) {
    case "placed":
      return { template: "orderPlaced", values: { orderNumber, amount: formatPaise(order.totalPaise), link } };
    case "shipped":
      return { template: "shipped", values: { orderNumber, link } };
    case "delivered":
      return { template: "delivered", values: { orderNumber, link } };
    case "cancelled":
      return { template: "cancelled", values: { orderNumber, link } };
    case "refunded":
      return { template: "refunded", values: { orderNumber, amount: refund, link } };
    case "return_requested":
      return { template: "returnRequested", values: { orderNumber, link } };
    case "pickup_scheduled":
      return { template: "pickupScheduled", values: { orderNumber, link } };
    case "returned":
      return { template: "returnReceived", values: { orderNumber, link } };
    case "inspected":
      return { template: "returnChecked", values: { orderNumber, amount: refund, link } };
    case "exchanged":
      return { template: "exchangeShipping", values: { orderNumber, link } };
    case "store_credited":
      return { template: "storeCredited", values: { orderNumber, amount: refund, link } };
  }
}

/** The WhatsApp template of an event, for the events a customer can follow on WhatsApp. */
function orderWhatsApp(event: OrderEvent, order: typeof orders.$inferSelect, name: string): WhatsAppNotice | null {
  const orderNumber = order.publicOrderId;
  switch (event) {
    case "placed":
      return { template: "orderPlaced", values: { name, orderNumber, amount: formatPaise(order.totalPaise) } };
    case "shipped":
      return { template: "shipped", values: { name, orderNumber, courier: order.courier ?? "our courier" } };
    case "delivered":
      return { template: "delivered", values: { name, orderNumber } };
    case "refunded":
      return { template: "refunded", values: { name, orderNumber, amount: formatPaise(order.refundPaise) } };
    default:
      return null;
  }
}

/** Sends one order notice by mail, by SMS when the customer has a phone number, and queues it on WhatsApp when they asked for it. */
export async function sendOrderNotice(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  const orderId = String(payload.orderId);
  const event = payload.event as OrderEvent;
  const row = await orderRepository(deps.db).findWithShopper(orderId);
  if (!row || !ORDER_EVENTS.includes(event)) return;
  // A cash-on-delivery order that asks for its shopper's confirmation is announced by that request.
  if (event === "placed" && row.order.codConfirmBy) return;
  const tracking = trackingUrl({
    courier: row.order.courier,
    awbCode: row.order.awbCode,
    bookedWithProvider: row.order.shippingOrderId !== null,
  });
  // The order's first mail says what each piece made to order or on pre-order promises.
  const lines = event === "placed" ? await orderRepository(deps.db).linesOf([orderId]) : [];
  const notice = noticeText(event, row.order, tracking, lines);
  const orderUrl = `${deps.config.publicUrl}/orders/${orderId}`;
  const followUrl = "trackingUrl" in notice && notice.trackingUrl ? notice.trackingUrl : orderUrl;
  if (row.email) {
    const mail = renderMail({
      heading: notice.subject,
      paragraphs: [`Dear ${row.fullname},`, ...notice.lines],
      action: followUrl === orderUrl ? { label: "View your order", url: orderUrl } : { label: "Track your package", url: followUrl },
    }, await mailBrand(deps));
    await deps.mailer.send({ to: row.email, subject: notice.subject, ...mail });
  }
  if (!row.phone) return;
  const link = await linkCode(deps, followUrl);
  await textTemplate(deps, row.phone, orderSms(event, row.order, link));
  const whatsapp = orderWhatsApp(event, row.order, row.fullname);
  if (whatsapp) {
    const again = typeof payload.again === "string" ? `:${payload.again}` : "";
    await queueWhatsApp(deps, row, { ...whatsapp, linkCode: link, dedupeKey: `${orderId}:${event}${again}` });
  }
}
