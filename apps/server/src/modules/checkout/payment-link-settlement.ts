import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import { paymentIntents, paymentLinkPayments, paymentLinks } from "../../db/schema/index.js";
import { PaymentProviderError } from "../../integrations/razorpay/payment-provider.js";
import { queueExtraPaymentRefundedNotice } from "../notifications/index.js";
import { closePaymentLink, lapsedPaymentLinks } from "./payment-links.js";
import { settlePayment } from "./settle-payment.js";

export type LinkPaymentOutcome = "settled" | "refunded" | "duplicate" | "unknown";

const BATCH = 50;

/**
 * A payment made on a link, from its webhook, the pay page or reconciliation, whichever comes
 * first: the link's first payment becomes the order through the same settle step as every online
 * payment (a late one takes its stock again, or is refunded in full when it went). Any other
 * payment on the same link (a second tab, a payment after another one won) is refunded in full.
 * Each payment is handled once: the same news again changes nothing.
 */
export async function settleLinkPayment(deps: AppDeps, providerLinkId: string, payment: { id: string; amountPaise: number }): Promise<LinkPaymentOutcome> {
  const [link] = await deps.db.select().from(paymentLinks).where(eq(paymentLinks.providerLinkId, providerLinkId)).limit(1);
  if (!link) return "unknown";
  const [seen] = await deps.db.select().from(paymentLinkPayments).where(eq(paymentLinkPayments.providerPaymentId, payment.id)).limit(1);
  if (seen) {
    if (seen.outcome === "refund_pending") await refundExtraPayment(deps, payment.id);
    return "duplicate";
  }
  const settlement = await settlePayment(deps, providerLinkId, { id: payment.id, orderId: providerLinkId, amountPaise: payment.amountPaise, status: "captured" });
  const [intent] = await deps.db.select().from(paymentIntents).where(eq(paymentIntents.id, link.paymentIntentId));
  if (intent?.providerPaymentId === payment.id) {
    const outcome = "orderId" in settlement ? "settled" : "refunded";
    await deps.db.insert(paymentLinkPayments).values({ providerPaymentId: payment.id, paymentLinkId: link.id, amountPaise: payment.amountPaise, outcome }).onConflictDoNothing();
    if (outcome === "settled") await deps.db.update(paymentLinks).set({ status: "paid", updatedAt: deps.now() }).where(eq(paymentLinks.id, link.id));
    return outcome;
  }
  const recorded = await deps.db
    .insert(paymentLinkPayments)
    .values({ providerPaymentId: payment.id, paymentLinkId: link.id, amountPaise: payment.amountPaise, outcome: "refund_pending" })
    .onConflictDoNothing()
    .returning();
  if (recorded.length === 0) return "duplicate";
  await refundExtraPayment(deps, payment.id);
  return "refunded";
}

/**
 * Pays back a payment the link did not need. The idempotency key is the payment's own id, so a
 * retry after a lost answer is the same refund at the provider, never a second one.
 */
async function refundExtraPayment(deps: AppDeps, providerPaymentId: string): Promise<void> {
  const [row] = await deps.db.select().from(paymentLinkPayments).where(eq(paymentLinkPayments.providerPaymentId, providerPaymentId));
  if (!row || row.outcome !== "refund_pending") return;
  try {
    const refund = await deps.payments.refund(providerPaymentId, row.amountPaise, `link-extra-${providerPaymentId}`);
    await deps.db.transaction(async (tx) => {
      const [refunded] = await tx
        .update(paymentLinkPayments)
        .set({ outcome: "refunded", refundId: refund.id })
        .where(and(eq(paymentLinkPayments.providerPaymentId, providerPaymentId), eq(paymentLinkPayments.outcome, "refund_pending")))
        .returning({ providerPaymentId: paymentLinkPayments.providerPaymentId });
      if (refunded) await queueExtraPaymentRefundedNotice(tx, providerPaymentId);
    });
  } catch (error) {
    // Left pending: reconciliation asks again.
    if (!(error instanceof PaymentProviderError) || !error.retryable) throw error;
  }
}

/**
 * Links past their time: a payment the provider took before the end becomes the order; otherwise
 * the link is closed at the provider and its stock and offers go back on sale. Refunds of extra
 * payments that did not go through are tried again.
 */
export async function reconcilePaymentLinks(deps: AppDeps): Promise<{ settled: number; lapsed: number }> {
  let settled = 0;
  let lapsed = 0;
  if (deps.payments.mode === "off") return { settled, lapsed };
  for (const link of await lapsedPaymentLinks(deps, deps.now(), BATCH)) {
    try {
      const remote = link.providerLinkId ? await deps.payments.fetchPaymentLink(link.providerLinkId) : undefined;
      const captured = remote?.payments.filter((payment) => payment.status === "captured") ?? [];
      for (const payment of captured) {
        if ((await settleLinkPayment(deps, link.providerLinkId!, payment)) === "settled") settled += 1;
      }
      if (captured.length > 0) continue;
      if (await closePaymentLink(deps, link.id, "expired")) lapsed += 1;
    } catch (error) {
      // An outage: this link is looked at again on the next round.
      if (!(error instanceof PaymentProviderError)) throw error;
    }
  }
  const owed = await deps.db.select().from(paymentLinkPayments).where(eq(paymentLinkPayments.outcome, "refund_pending")).limit(BATCH);
  for (const row of owed) await refundExtraPayment(deps, row.providerPaymentId);
  return { settled, lapsed };
}
