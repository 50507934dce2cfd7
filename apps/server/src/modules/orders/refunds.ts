import { and, eq, isNotNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import { orders } from "../../db/schema/index.js";
import { PaymentProviderError } from "../../integrations/razorpay/payment-provider.js";
import { changeStatus, lockOrder } from "./order-status-change.js";

/**
 * Sends a pending prepaid refund to the payment provider, once: the refund id is recorded and
 * the order (or return) becomes Refunded. A provider outage leaves it pending for the next sweep.
 */
export async function settleRefund(deps: AppDeps, orderId: string): Promise<void> {
  const [row] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row || row.refundStatus !== "pending" || row.paymentType !== "prepaid") return;
  const paymentId = row.providerPaymentId ?? (await parentPaymentId(deps, row.parentOrderId));
  if (!paymentId) return;
  let refundId: string;
  try {
    refundId = (await deps.payments.refund(paymentId, row.refundPaise)).id;
  } catch (error) {
    if (error instanceof PaymentProviderError && error.retryable) return;
    throw error;
  }
  await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked || locked.refundStatus !== "pending") return;
    await tx.update(orders).set({ providerRefundId: refundId }).where(eq(orders.id, orderId));
    await changeStatus(tx, { ...locked, providerRefundId: refundId }, { to: "refunded" }, deps.now());
  });
}

async function parentPaymentId(deps: AppDeps, parentOrderId: string | null): Promise<string | null> {
  if (!parentOrderId) return null;
  const [parent] = await deps.db
    .select({ paymentId: orders.providerPaymentId })
    .from(orders)
    .where(and(eq(orders.id, parentOrderId), isNotNull(orders.providerPaymentId)));
  return parent?.paymentId ?? null;
}

export async function pendingRefundOrderIds(deps: AppDeps, limit = 50): Promise<string[]> {
  const rows = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.refundStatus, "pending"), eq(orders.paymentType, "prepaid")))
    .limit(limit);
  return rows.map((row) => row.id);
}
