import { formatPaise, lineLabel, type SellerAlerts } from "@pallu/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import type { Queryable } from "../../db/client.js";
import { buyingOptions, orderLines, paymentIntents, products, users } from "../../db/schema/index.js";
import { renderMail } from "../../integrations/mail/mail-template.js";
import { orderRepository } from "../orders/index.js";
import { shopSettings, mailBrand } from "../settings/index.js";
import { enqueueJob } from "../jobs/index.js";
import { linkCode, textTemplate } from "./phone-messages.js";
import { fitVariable, type SmsNotice } from "./sms-templates.js";

export const SELLER_ALERT_JOB = "seller.alert";

export type SellerAlert =
  | { kind: "newOrder"; orderId: string }
  | { kind: "returnRequest"; orderId: string }
  | { kind: "failedPayment"; providerOrderId: string; reason: string }
  | { kind: "lowStock"; buyingOptionId: string; left: number };

/**
 * Queues an alert to the seller in the transaction of what caused it. Whether it is sent is
 * decided when it is sent, by the switches in the settings then.
 */
export async function queueSellerAlert(db: Queryable, alert: SellerAlert, dedupeKey?: string): Promise<void> {
  await enqueueJob(db, {
    kind: SELLER_ALERT_JOB,
    payload: alert,
    ...(dedupeKey ? { dedupeKey: `seller:${dedupeKey}` } : {}),
  });
}

/** `text` is the alert's SMS, given the short link code of its back-office page. */
type Alert = { subject: string; lines: string[]; link: string; text: (link: string) => SmsNotice };

const lineText = (line: { name: string; size: string; quantity: number }) =>
  `${lineLabel(line)} × ${line.quantity}`;

async function orderAlert(
  deps: AppDeps,
  orderId: string,
  kind: "newOrder" | "returnRequest",
): Promise<Alert | undefined> {
  const row = await orderRepository(deps.db).findWithShopper(orderId);
  if (!row) return undefined;
  const { order } = row;
  const lines = (await deps.db.select().from(orderLines).where(eq(orderLines.orderId, orderId))).map(lineText);
  const total = formatPaise(order.totalPaise);
  const who = `${row.fullname}, ${order.address.city} (${order.address.state})`;
  if (kind === "newOrder") {
    return {
      subject: `New order ${order.publicOrderId} · ${total}`,
      lines: [`${who} ordered, ${order.paymentType === "cod" ? "cash on delivery" : "paid online"}:`, ...lines],
      link: `/admin/orders/${order.id}`,
      text: (link) => ({ template: "sellerNewOrder", values: { orderNumber: order.publicOrderId, amount: total, link } }),
    };
  }
  return {
    subject: `Return requested: ${order.publicOrderId} · ${total}`,
    lines: [`${who} asks to return:`, ...lines, `Reason: ${order.returnReason ?? "not given"}`],
    link: `/admin/returns/${order.id}`,
    text: (link) => ({ template: "sellerReturnRequest", values: { orderNumber: order.publicOrderId, amount: total, link } }),
  };
}

async function failedPaymentAlert(deps: AppDeps, providerOrderId: string, reason: string): Promise<Alert | undefined> {
  const [row] = await deps.db
    .select({ intent: paymentIntents, fullname: users.fullname, email: users.email })
    .from(paymentIntents)
    .innerJoin(users, eq(users.id, paymentIntents.userId))
    .where(eq(paymentIntents.providerOrderId, providerOrderId));
  if (!row) return undefined;
  return {
    subject: `Payment failed · ${formatPaise(row.intent.amountPaise)}`,
    lines: [
      `An online payment by ${row.fullname}${row.email ? ` (${row.email})` : ""} failed: ${reason}.`,
      ...row.intent.lines.map((line) => lineText({ name: line.name, size: line.size, quantity: line.quantity })),
      "The reserved stock goes back on sale if the shopper does not pay again in time.",
    ],
    link: "/admin/orders",
    text: (link) => ({ template: "sellerFailedPayment", values: { amount: formatPaise(row.intent.amountPaise), link } }),
  };
}

async function lowStockAlert(deps: AppDeps, buyingOptionId: string, left: number): Promise<Alert | undefined> {
  const [row] = await deps.db
    .select({ productId: products.id, name: products.name, size: buyingOptions.size })
    .from(buyingOptions)
    .innerJoin(products, eq(products.id, buyingOptions.productId))
    .where(eq(buyingOptions.id, buyingOptionId));
  if (!row) return undefined;
  const label = lineLabel(row);
  return {
    subject: `Low stock: ${label} has ${left} left`,
    lines: [left === 0 ? `${label} is sold out.` : `${label} is down to ${left} ${left === 1 ? "piece" : "pieces"}.`],
    link: `/admin/product/${row.productId}`,
    text: (link) => ({ template: "sellerLowStock", values: { product: fitVariable(label), left: String(left), link } }),
  };
}

const SWITCH: Record<SellerAlert["kind"], keyof SellerAlerts> = {
  newOrder: "newOrder",
  returnRequest: "returnRequest",
  failedPayment: "failedPayment",
  lowStock: "lowStock",
};

/** Sends one alert to the seller's contact email, and by SMS to the contact phone, if its switch is on. */
export async function sendSellerAlert(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  const alert = payload as SellerAlert;
  const settings = await shopSettings(deps);
  if (!(alert.kind in SWITCH) || !settings.alerts[SWITCH[alert.kind]]) return;
  const content =
    alert.kind === "failedPayment"
      ? await failedPaymentAlert(deps, alert.providerOrderId, alert.reason)
      : alert.kind === "lowStock"
        ? await lowStockAlert(deps, alert.buyingOptionId, alert.left)
        : await orderAlert(deps, alert.orderId, alert.kind);
  if (!content) return;
  const url = `${deps.config.publicUrl}${content.link}`;
  const mail = renderMail({
    heading: content.subject,
    paragraphs: content.lines,
    action: { label: "Open in the back office", url },
  }, await mailBrand(deps));
  await deps.mailer.send({ to: settings.email, subject: content.subject, ...mail });
  // SMS providers take the ten-digit Indian number.
  const phone = settings.phone.replace(/\D/g, "").slice(-10);
  if (phone.length === 10) await textTemplate(deps, phone, content.text(await linkCode(deps, url)));
}

/** Tells the seller of each size a sale took down to the low-stock threshold. */
export async function queueLowStockAlerts(db: Queryable, crossed: readonly { buyingOptionId: string; left: number }[]): Promise<void> {
  for (const size of crossed) await queueSellerAlert(db, { kind: "lowStock", buyingOptionId: size.buyingOptionId, left: size.left });
}
