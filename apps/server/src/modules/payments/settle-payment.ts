import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import { orders, paymentIntents } from "../../db/schema/index.js";
import type { ProviderPayment } from "../../integrations/razorpay/payment-provider.js";
import { AppError, conflict, invalid } from "../../lib/app-error.js";
import { insertOrder } from "../orders/create-order.js";
import { shopSettings } from "../settings/settings-store.js";
import { takeStock } from "../orders/stock.js";

export type Settlement = { orderId: string } | { refunded: true };

/**
 * The one "mark paid" step behind verifyPayment, the webhook and reconciliation: a captured
 * payment of the right amount turns its intent into exactly one order. A payment that arrives
 * after its reservation lapsed takes stock again if it can, and is refunded if it cannot.
 */
export async function settlePayment(deps: AppDeps, providerOrderId: string, payment: ProviderPayment): Promise<Settlement> {
  if (payment.orderId !== providerOrderId) throw invalid("The payment does not belong to this order");
  const { lowStockThreshold } = await shopSettings(deps);
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
        await takeStock(tx, intent.lines, { lowStockThreshold });
      } catch (error) {
        if (!(error instanceof AppError) || error.kind !== "conflict") throw error;
        await tx
          .update(paymentIntents)
          .set({ status: "refunded", providerPaymentId: payment.id, failureReason: REFUND_PENDING, updatedAt: deps.now() })
          .where(eq(paymentIntents.id, intent.id));
        return { refunded: true as const, alreadyRefunded: false, amountPaise: intent.amountPaise };
      }
    }
    const orderId = await insertOrder(
      tx,
      {
        userId: intent.userId,
        address: intent.address,
        lines: intent.lines,
        totalPaise: intent.amountPaise,
        paymentType: "prepaid",
        status: "confirmed",
        fingerprint: intent.fingerprint ?? intent.id,
        providerOrderId,
        providerPaymentId: payment.id,
      },
      deps.now(),
    );
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

export async function refundIntentPayment(deps: AppDeps, providerOrderId: string): Promise<void> {
  const [intent] = await deps.db.select().from(paymentIntents).where(eq(paymentIntents.providerOrderId, providerOrderId));
  if (!intent || intent.status !== "refunded" || intent.failureReason !== REFUND_PENDING || !intent.providerPaymentId) return;
  const refund = await deps.payments.refund(intent.providerPaymentId, intent.amountPaise);
  await deps.db
    .update(paymentIntents)
    .set({ failureReason: `sold out after the reservation expired: refunded as ${refund.id}`, updatedAt: deps.now() })
    .where(eq(paymentIntents.id, intent.id));
}

export function soldOutAfterPayment(): AppError {
  return conflict("Sorry, these items sold out while you were paying. Your payment has been refunded in full.");
}
