import { formatPaise } from "@pallu/domain";
import { escapeHtml } from "../../integrations/mail/escape-html.js";
import type { CodConfirmOutcome } from "./cod-confirmation.js";
import type { OrderRow } from "../orders/index.js";

/** A page to send: its status, and its HTML once the shop's name is known. */
export type PageAnswer = { status: number; html: (shopName: string) => string };

const due = (order: OrderRow) => formatPaise(order.totalPaise - order.storeCreditPaise);

const page = (title: string, body: string) => (shopName: string): string =>
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${escapeHtml(shopName)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#fbf6ec;color:#3b2a2a;font-size:18px;line-height:1.5}
header{padding:16px 20px;background:#7a1f2b;color:#c9a227;font-size:22px;font-weight:700}
main{padding:20px;max-width:520px;margin:0 auto}
h1{font-size:24px;margin:0 0 12px}
button,a.button{display:block;width:100%;box-sizing:border-box;padding:16px;border:0;border-radius:8px;background:#7a1f2b;color:#fff;font-size:20px;text-align:center;text-decoration:none}
</style></head>
<body><header>${escapeHtml(shopName)}</header><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** The page a confirmation link opens: the order and one button (a link preview or mail scanner opening it confirms nothing). */
export function askToConfirmPage(order: OrderRow, token: string, publicUrl: string): PageAnswer {
  return {
    status: 200,
    html: page(
      `Confirm order ${order.publicOrderId}`,
      paragraph(
        `Cash on delivery: ${due(order)} to pay when it arrives, to ${order.address.name}, ${order.address.city}.`,
      ) +
        `<form method="post" action="/api/v1/order/confirmCod"><input type="hidden" name="token" value="${escapeHtml(token)}">` +
        `<button type="submit">Yes, confirm my order</button></form>` +
        paragraph("Changed your mind? You can cancel it from your orders page.") +
        `<p><a href="${escapeHtml(`${publicUrl}/orders`)}">My orders</a></p>`,
    ),
  };
}

/** What became of the tap, or of a link that can no longer confirm anything. */
export function outcomePage(outcome: CodConfirmOutcome): PageAnswer {
  switch (outcome.kind) {
    case "invalidLink":
      return {
        status: 404,
        html: page(
          "This link does not work",
          paragraph("It is not valid or has expired. Please open your order from your orders page."),
        ),
      };
    case "confirmed":
    case "alreadyConfirmed":
      return {
        status: 200,
        html: page(
          `Order ${outcome.order.publicOrderId} is confirmed`,
          paragraph(
            `Thank you. Please keep ${due(outcome.order)} ready to pay when it arrives; we will send the tracking number when it ships.`,
          ),
        ),
      };
    case "cancelled":
      return {
        status: 409,
        html: page(
          `Order ${outcome.order.publicOrderId} was cancelled`,
          paragraph("A cancelled order cannot be confirmed. If you still want these pieces, please order them again."),
        ),
      };
    case "notAwaiting":
      return {
        status: 200,
        html: page(
          `Order ${outcome.order.publicOrderId}`,
          paragraph("This order needs no confirmation from you. We will keep you posted."),
        ),
      };
  }
}
