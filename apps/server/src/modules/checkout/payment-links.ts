import { randomBytes } from "node:crypto";
import { COUNTER_ORDER_MESSAGES, messages, paiseToRupees, type PaymentLink, type ShopSettings } from "@pallu/domain";
import { and, eq, lt } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import { paymentIntents, paymentLinks, type IntentLine, type OrderExtras } from "../../db/schema/index.js";
import { PaymentProviderError } from "../../integrations/razorpay/payment-provider.js";
import { invalid, unavailable } from "../../lib/app-error.js";
import type { CheckoutQuote } from "./checkout-quote.js";
import { inCheckout } from "./checkout-locks.js";
import { releaseIntent } from "./start-online-payment.js";

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;

/** What a payment link is for: a counter order priced by the server, its lines with the seller's discount spread in. */
export type LinkOrder = {
  customer: { id: string; fullname: string; phone: string | null; email: string | null };
  quote: CheckoutQuote;
  lines: IntentLine[];
  totalPaise: number;
  extras: OrderExtras;
  fingerprint: string;
  settings: ShopSettings;
  createdBy: string;
};

/** The shop's own page for a link, which the customer opens without an account. */
export const payPageUrl = (deps: Pick<AppDeps, "config">, token: string) => `${deps.config.publicUrl}/pay/${token}`;

export function presentPaymentLink(deps: Pick<AppDeps, "config">, link: PaymentLinkRow, intent: { amountPaise: number; orderId: string | null }): PaymentLink {
  return {
    _id: link.id,
    url: payPageUrl(deps, link.token),
    expiresAt: link.expiresAt.toISOString(),
    status: link.status,
    amount: paiseToRupees(intent.amountPaise),
    orderId: intent.orderId,
  };
}

/**
 * Holds a counter order's stock and offers for the customer as an open payment, then asks the
 * provider for a link of exactly its amount, lapsing with the hold. If the provider cannot make
 * one, the hold is given back at once and nothing is left open.
 */
export async function openPaymentLink(deps: AppDeps, order: LinkOrder): Promise<string> {
  if (deps.payments.mode === "off") throw unavailable(messages.payment.onlineOff);
  if (order.totalPaise < 100) throw invalid(COUNTER_ORDER_MESSAGES.linkNeedsAmount);
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + order.settings.paymentLinkHours * 3_600_000);
  // Kept as it is, not hashed: the seller copies and sends the link again; it opens only a page to pay this order.
  const token = randomBytes(18).toString("base64url");
  const opened = await inCheckout(deps.db, order.customer.id, async (hold) => {
    await hold.moveStock({ take: order.lines }, { lowStockThreshold: order.settings.lowStockThreshold });
    const [intent] = await hold.tx
      .insert(paymentIntents)
      .values({
        userId: order.customer.id,
        provider: deps.payments.mode === "live" ? "razorpay" : "test-gateway",
        providerOrderId: `pending:${crypto.randomUUID()}`,
        amountPaise: order.totalPaise,
        address: order.quote.address,
        lines: order.lines,
        fingerprint: order.fingerprint,
        expiresAt,
        via: "link",
        orderExtras: order.extras,
      })
      .returning({ id: paymentIntents.id });
    await hold.useOffers({ paymentIntentId: intent!.id }, order.quote.discounts);
    const [link] = await hold.tx
      .insert(paymentLinks)
      .values({ token, paymentIntentId: intent!.id, expiresAt, createdBy: order.createdBy })
      .returning({ id: paymentLinks.id });
    return { intentId: intent!.id, linkId: link!.id };
  });

  try {
    const provided = await deps.payments.createPaymentLink({
      amountPaise: order.totalPaise,
      referenceId: opened.linkId,
      description: `Your order at ${order.settings.shopName}`,
      expiresAt,
      customer: { name: order.customer.fullname, phone: order.customer.phone, email: order.customer.email },
      callbackUrl: payPageUrl(deps, token),
    });
    await deps.db.transaction(async (tx) => {
      await tx.update(paymentIntents).set({ providerOrderId: provided.id, updatedAt: deps.now() }).where(eq(paymentIntents.id, opened.intentId));
      await tx.update(paymentLinks).set({ providerLinkId: provided.id, providerUrl: provided.url, updatedAt: deps.now() }).where(eq(paymentLinks.id, opened.linkId));
    });
    return opened.linkId;
  } catch (error) {
    await releaseIntent(deps, opened.intentId, "failed", error instanceof Error ? error.message : "provider error");
    await deps.db.update(paymentLinks).set({ status: "cancelled", updatedAt: deps.now() }).where(eq(paymentLinks.id, opened.linkId));
    if (error instanceof PaymentProviderError) throw unavailable("Payment links are not available right now. Please try again in a minute.");
    throw error;
  }
}

/** A link and its payment, by the link's id. */
export async function paymentLinkById(deps: Pick<AppDeps, "db">, linkId: string) {
  const [row] = await deps.db
    .select({ link: paymentLinks, intent: paymentIntents })
    .from(paymentLinks)
    .innerJoin(paymentIntents, eq(paymentIntents.id, paymentLinks.paymentIntentId))
    .where(eq(paymentLinks.id, linkId))
    .limit(1);
  return row;
}

/**
 * Closes an open link: the provider stops taking payments on it, and its stock and offers go back.
 * A payment that slipped in before the provider closed it still arrives and is settled like a late one.
 */
export async function closePaymentLink(deps: AppDeps, linkId: string, status: "expired" | "cancelled"): Promise<boolean> {
  const found = await paymentLinkById(deps, linkId);
  if (!found || found.link.status !== "created") return false;
  if (found.link.providerLinkId) await deps.payments.cancelPaymentLink(found.link.providerLinkId);
  await releaseIntent(deps, found.intent.id, "expired", status === "expired" ? "payment link lapsed unpaid" : "payment link cancelled by the shop");
  const closed = await deps.db
    .update(paymentLinks)
    .set({ status, updatedAt: deps.now() })
    .where(and(eq(paymentLinks.id, linkId), eq(paymentLinks.status, "created")))
    .returning({ id: paymentLinks.id });
  return closed.length === 1;
}

/** Open links past their time: a batch at a time, for reconciliation. */
export async function lapsedPaymentLinks(deps: Pick<AppDeps, "db">, now: Date, limit: number): Promise<PaymentLinkRow[]> {
  return deps.db
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.status, "created"), lt(paymentLinks.expiresAt, now)))
    .limit(limit);
}
