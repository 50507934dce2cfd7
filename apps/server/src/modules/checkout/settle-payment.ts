import { messages } from "@pallu/domain";
import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import { orders, paymentIntents } from "../../db/schema/index.js";
import { PaymentProviderError, type ProviderPayment, type ProviderRefund } from "../../integrations/razorpay/payment-provider.js";
import { keepRefundKey, refundStateOf } from "../orders/index.js";
import { AppError, conflict, invalid } from "../../lib/app-error.js";
import { queuePaymentRefundedNotice } from "../notifications/index.js";
import { insertOrder } from "./place-order.js";
import { CheckoutHold, inCheckout } from "./checkout-locks.js";
import { shopSettings } from "../settings/index.js";
import { CREDIT_SPENT } from "../wallet/index.js";
import { sellerOf } from "../invoices/index.js";
import { OFFER_REFUSED } from "../promotions/index.js";

/** Why a payment that came back after its hold lapsed could not become an order (it is refunded in full). */
export type LateRefusal = keyof typeof messages.payment.refundedLate;

export type Settlement = { orderId: string } | { refunded: LateRefusal };

/** Which of the lapsed hold's parts had gone: the credit, an offer, or (otherwise) the stock. */
function lateRefusalOf(error: AppError): LateRefusal {
  if (error.details?.[CREDIT_SPENT]) return "creditSpent";
  if (error.details?.[OFFER_REFUSED]) return "offerGone";
  return "soldOut";
}

/**
 * The one "mark paid" step behind verifyPayment, the webhook and reconciliation: a captured
 * payment of the right amount turns its intent into exactly one order. A payment that arrives
 * after its hold lapsed (or was replaced by a newer checkout) takes its stock, offers and credit
 * again through the same locks as every checkout, and is refunded if any of them is gone.
 */
export async function settlePayment(deps: AppDeps, providerOrderId: string, payment: ProviderPayment): Promise<Settlement> {
  if (payment.orderId !== providerOrderId) throw invalid("The payment does not belong to this order");
  const settings = await shopSettings(deps);
  const { lowStockThreshold } = settings;
  const [known] = await deps.db.select({ userId: paymentIntents.userId }).from(paymentIntents).where(eq(paymentIntents.providerOrderId, providerOrderId));
  if (!known) throw invalid("Unknown payment order");
  const result = await inCheckout(deps.db, known.userId, async (hold) => {
    const { tx } = hold;
    const [intent] = await tx.select().from(paymentIntents).where(eq(paymentIntents.providerOrderId, providerOrderId)).for("update");
    if (!intent) throw invalid("Unknown payment order");
    if (intent.status === "paid" && intent.orderId) return { orderId: intent.orderId };
    if (intent.status === "refunded") return { refunded: refusalOfRefunded(intent.failureReason), alreadyRefunded: true };
    if (payment.amountPaise !== intent.amountPaise) throw invalid("The amount paid does not match the order total");

    const [existing] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.providerPaymentId, payment.id)).limit(1);
    if (existing) return { orderId: existing.id };

    const lapsed = intent.stockReserved !== 1;
    try {
      // A savepoint: when a later part is gone, the parts already taken are given back with it.
      const orderId = await tx.transaction(async (savepoint) => {
        const steps = new CheckoutHold(savepoint, intent.userId);
        if (lapsed) await steps.moveStock({ take: intent.lines }, { lowStockThreshold });
        const placed = await insertOrder(
          savepoint,
          {
            userId: intent.userId,
            address: intent.address,
            lines: intent.lines,
            totalPaise: intent.amountPaise + intent.storeCreditPaise,
            storeCreditPaise: intent.storeCreditPaise,
            shippingPaise: intent.shippingPaise,
            saleCurrency: intent.saleCurrency,
            paymentType: "prepaid",
            status: "confirmed",
            fingerprint: intent.fingerprint ?? intent.id,
            providerOrderId,
            providerPaymentId: payment.id,
            extras: intent.orderExtras,
            ...(intent.via === "link" ? { placedNote: "Paid by payment link" } : {}),
          },
          deps.now(),
          sellerOf(settings, deps.config),
        );
        if (lapsed) await steps.useLapsedOffers(intent.id);
        await steps.handOffersTo(intent.id, placed);
        // The lapsed hold gave its credit back: it is spent again if it is still there.
        if (lapsed) await steps.spendCredit({ paymentIntentId: intent.id }, intent.storeCreditPaise, "Held for an online payment");
        await steps.handCreditTo(intent.id, placed);
        return placed;
      });
      await tx
        .update(paymentIntents)
        .set({ status: "paid", stockReserved: 0, orderId, providerPaymentId: payment.id, updatedAt: deps.now() })
        .where(eq(paymentIntents.id, intent.id));
      return { orderId };
    } catch (error) {
      if (!(error instanceof AppError) || error.kind !== "conflict" || !lapsed) throw error;
      const refusal = lateRefusalOf(error);
      await tx
        .update(paymentIntents)
        .set({ status: "refunded", providerPaymentId: payment.id, failureReason: REFUND_PENDING[refusal], refundStatus: "pending", updatedAt: deps.now() })
        .where(eq(paymentIntents.id, intent.id));
      await queuePaymentRefundedNotice(tx, intent.id);
      return { refunded: refusal, alreadyRefunded: false };
    }
  });

  if (result.orderId) return { orderId: result.orderId };
  if (!result.alreadyRefunded) await refundIntentPayment(deps, providerOrderId);
  return { refunded: result.refunded! };
}

/** Marks an intent whose money must go back, by why; reconciliation retries until the refund is made. */
export const REFUND_PENDING: Record<LateRefusal, string> = {
  soldOut: "sold out after the reservation expired: refund pending",
  creditSpent: "store credit spent after the reservation expired: refund pending",
  offerGone: "offer used up after the reservation expired: refund pending",
};

function refusalOfRefunded(failureReason: string | null): LateRefusal {
  if (failureReason?.startsWith("store credit")) return "creditSpent";
  if (failureReason?.startsWith("offer")) return "offerGone";
  return "soldOut";
}

/**
 * Pays back a payment that could not become an order. The idempotency key is stored before the
 * call, so a retry after a timeout (reconciliation retries until it answers) never refunds twice.
 */
export async function refundIntentPayment(deps: AppDeps, providerOrderId: string): Promise<void> {
  const [intent] = await deps.db.select().from(paymentIntents).where(eq(paymentIntents.providerOrderId, providerOrderId));
  if (!intent || intent.status !== "refunded" || intent.refundStatus !== "pending" || !intent.providerPaymentId) return;
  const [keyed] = await deps.db
    .update(paymentIntents)
    .set({ refundKey: keepRefundKey(paymentIntents.refundKey) })
    .where(eq(paymentIntents.id, intent.id))
    .returning({ refundKey: sql<string>`${paymentIntents.refundKey}` });
  let refund: ProviderRefund;
  try {
    refund = await deps.payments.refund(intent.providerPaymentId, intent.amountPaise, keyed!.refundKey);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.retryable) return;
    throw error;
  }
  await deps.db
    .update(paymentIntents)
    .set({
      failureReason: `${intent.failureReason?.replace(/: refund pending$/, "") ?? "refunded"}: refunded as ${refund.id}`,
      refundId: refund.id,
      refundStatus: refundStateOf(refund.status),
      updatedAt: deps.now(),
    })
    .where(and(eq(paymentIntents.id, intent.id), eq(paymentIntents.refundStatus, "pending")));
}

/** Razorpay's refund.processed / refund.failed news for a payment refunded without an order. */
export async function recordIntentRefundOutcome(deps: AppDeps, refundId: string, status: "processed" | "failed"): Promise<boolean> {
  await deps.db
    .update(paymentIntents)
    .set({ refundStatus: refundStateOf(status), updatedAt: deps.now() })
    .where(and(eq(paymentIntents.refundId, refundId), eq(paymentIntents.refundStatus, "processing")));
  const [known] = await deps.db.select({ id: paymentIntents.id }).from(paymentIntents).where(eq(paymentIntents.refundId, refundId)).limit(1);
  return Boolean(known);
}

/** What the shopper is told when her late payment was refunded, by why. */
export function refundedAfterPayment(refusal: LateRefusal): AppError {
  return conflict(messages.payment.refundedLate[refusal]);
}
