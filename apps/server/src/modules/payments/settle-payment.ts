import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import { orders, paymentIntents } from "../../db/schema/index.js";
import { PaymentProviderError, type ProviderPayment, type ProviderRefund } from "../../integrations/razorpay/payment-provider.js";
import { keepRefundKey, refundStateOf } from "../orders/refunds.js";
import { AppError, conflict, invalid } from "../../lib/app-error.js";
import { queuePaymentRefundedNotice } from "../notifications/payment-notices.js";
import { insertOrder } from "../orders/create-order.js";
import { shopSettings } from "../settings/settings-store.js";
import { takeStock } from "../orders/stock.js";
import { attachHeldCredit, spendStoreCredit, storeCreditBalance } from "../orders/store-credit.js";
import { sellerOf } from "../invoices/tax-documents.js";
import { attachHeldPromotionUses, retakeLapsedPromotionUses } from "../promotions/promotion-uses.js";

export type Settlement = { orderId: string } | { refunded: true };

/**
 * The one "mark paid" step behind verifyPayment, the webhook and reconciliation: a captured
 * payment of the right amount turns its intent into exactly one order. A payment that arrives
 * after its reservation lapsed takes stock again if it can, and is refunded if it cannot.
 */
export async function settlePayment(deps: AppDeps, providerOrderId: string, payment: ProviderPayment): Promise<Settlement> {
  if (payment.orderId !== providerOrderId) throw invalid("The payment does not belong to this order");
  const settings = await shopSettings(deps);
  const { lowStockThreshold } = settings;
  const result = await deps.db.transaction(async (tx) => {
    const [intent] = await tx.select().from(paymentIntents).where(eq(paymentIntents.providerOrderId, providerOrderId)).for("update");
    if (!intent) throw invalid("Unknown payment order");
    if (intent.status === "paid" && intent.orderId) return { orderId: intent.orderId };
    if (intent.status === "refunded") return { refunded: true as const, alreadyRefunded: true };
    if (payment.amountPaise !== intent.amountPaise) throw invalid("The amount paid does not match the order total");

    const [existing] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.providerPaymentId, payment.id)).limit(1);
    if (existing) return { orderId: existing.id };

    if (intent.stockReserved !== 1) {
      try {
        // A savepoint: when a later line is sold out, the sizes already taken are given back with it.
        await tx.transaction(async (savepoint) => {
          await takeStock(savepoint, intent.lines, { lowStockThreshold });
          // The lapsed reservation gave its store credit back: it is spent again, if it is still there.
          if (intent.storeCreditPaise > (await storeCreditBalance(savepoint, intent.userId))) throw conflict("The store credit was spent meanwhile");
          await spendStoreCredit(savepoint, { userId: intent.userId, amountPaise: intent.storeCreditPaise, paymentIntentId: intent.id, note: "Held for an online payment" });
          // So were its promotions' uses: counted again if the limits still allow.
          await retakeLapsedPromotionUses(savepoint, intent.id, intent.userId);
        });
      } catch (error) {
        if (!(error instanceof AppError) || error.kind !== "conflict") throw error;
        await tx
          .update(paymentIntents)
          .set({ status: "refunded", providerPaymentId: payment.id, failureReason: REFUND_PENDING, refundStatus: "pending", updatedAt: deps.now() })
          .where(eq(paymentIntents.id, intent.id));
        await queuePaymentRefundedNotice(tx, intent.id);
        return { refunded: true as const, alreadyRefunded: false, amountPaise: intent.amountPaise };
      }
    }
    const orderId = await insertOrder(
      tx,
      {
        userId: intent.userId,
        address: intent.address,
        lines: intent.lines,
        totalPaise: intent.amountPaise + intent.storeCreditPaise,
        storeCreditPaise: intent.storeCreditPaise,
        paymentType: "prepaid",
        status: "confirmed",
        fingerprint: intent.fingerprint ?? intent.id,
        providerOrderId,
        providerPaymentId: payment.id,
      },
      deps.now(),
      sellerOf(settings, deps.config),
    );
    await attachHeldCredit(tx, intent.id, orderId);
    await attachHeldPromotionUses(tx, intent.id, orderId);
    await tx
      .update(paymentIntents)
      .set({ status: "paid", stockReserved: 0, orderId, providerPaymentId: payment.id, updatedAt: deps.now() })
      .where(eq(paymentIntents.id, intent.id));
    return { orderId };
  });

  if (result.orderId) return { orderId: result.orderId };
  if (!result.alreadyRefunded) await refundIntentPayment(deps, providerOrderId);
  return { refunded: true };
}

/** Marks an intent whose money must go back; reconciliation retries until the refund is made. */
export const REFUND_PENDING = "sold out after the reservation expired: refund pending";

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
      failureReason: `sold out after the reservation expired: refunded as ${refund.id}`,
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

export function soldOutAfterPayment(): AppError {
  return conflict("Sorry, these items sold out while you were paying. Your payment has been refunded in full.");
}
