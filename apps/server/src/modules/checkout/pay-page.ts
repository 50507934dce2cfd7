import { COUNTER_ORDER_MESSAGES, paiseToRupees, type PayPage } from "@pallu/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import { orders, paymentIntents, paymentLinks, users } from "../../db/schema/index.js";
import { TestGateway } from "../../integrations/razorpay/test-gateway.js";
import { conflict, notFound } from "../../lib/app-error.js";
import { settleLinkPayment } from "./payment-link-settlement.js";

async function linkByToken(deps: AppDeps, token: string) {
  const [row] = await deps.db
    .select({ link: paymentLinks, intent: paymentIntents, fullname: users.fullname, orderNumber: orders.publicOrderId })
    .from(paymentLinks)
    .innerJoin(paymentIntents, eq(paymentIntents.id, paymentLinks.paymentIntentId))
    .innerJoin(users, eq(users.id, paymentIntents.userId))
    .leftJoin(orders, eq(orders.id, paymentIntents.orderId))
    .where(eq(paymentLinks.token, token))
    .limit(1);
  if (!row) throw notFound(COUNTER_ORDER_MESSAGES.linkNotFound);
  return row;
}

/**
 * What the link's holder sees: the pieces, the amount and where it goes (town and pin code, not the
 * street), and how to pay. A link past its time reads as lapsed even before reconciliation closes it.
 */
export async function payPageOf(deps: AppDeps, token: string): Promise<PayPage> {
  const { link, intent, fullname, orderNumber } = await linkByToken(deps, token);
  const lapsed = link.status === "created" && link.expiresAt <= deps.now();
  const { address } = intent;
  return {
    status: lapsed ? "expired" : link.status,
    customerName: fullname.split(/\s+/)[0] ?? fullname,
    items: intent.lines.map((line) => ({
      name: line.name,
      size: line.size,
      quantity: line.quantity,
      price: paiseToRupees(line.unitPricePaise),
      image: line.image,
    })),
    discount: paiseToRupees(intent.lines.reduce((sum, line) => sum + (line.discountPaise ?? 0), 0)),
    amount: paiseToRupees(intent.amountPaise),
    expiresAt: link.expiresAt.toISOString(),
    address: { name: address.name, city: address.city, state: address.state, pinCode: address.pinCode },
    payment: deps.payments instanceof TestGateway ? { mode: "test" } : { mode: "live", url: link.providerUrl ?? "" },
    orderNumber: orderNumber ?? null,
  };
}

/** The TEST MODE page's Pay button: the shop's own gateway takes the payment and it is settled at once, as its webhook would. */
export async function payOnTestGateway(deps: AppDeps, token: string): Promise<void> {
  const gateway = deps.payments;
  if (!(gateway instanceof TestGateway)) throw notFound("Not found");
  const { link } = await linkByToken(deps, token);
  if (link.status === "paid") throw conflict(COUNTER_ORDER_MESSAGES.linkPaid);
  if (link.status !== "created" || link.expiresAt <= deps.now() || !link.providerLinkId) {
    throw conflict(link.status === "cancelled" ? COUNTER_ORDER_MESSAGES.linkCancelled : COUNTER_ORDER_MESSAGES.linkLapsed);
  }
  const payment = gateway.payLink(link.providerLinkId);
  if (!payment) throw conflict(COUNTER_ORDER_MESSAGES.linkLapsed);
  await settleLinkPayment(deps, link.providerLinkId, payment);
}
