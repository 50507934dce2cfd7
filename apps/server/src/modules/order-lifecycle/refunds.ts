import { formatPaise } from "@pallu/domain";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import { orders } from "../../db/schema/index.js";
import { PaymentProviderError, type ProviderRefund } from "../../integrations/razorpay/payment-provider.js";
import { changeStatus } from "./order-status-change.js";
import { lockOrder } from "../orders/index.js";
import { sellerIdentity } from "../invoices/index.js";
import { keepRefundKey, refundStateOf } from "../orders/index.js";
import { providerActor, recordHistory, SHOP_JOB, type OrderActor } from "../orders/index.js";

/** The order's refund idempotency key, stored before the first attempt; every retry reuses it. */
async function refundKeyOf(deps: AppDeps, orderId: string): Promise<string> {
  const [row] = await deps.db
    .update(orders)
    .set({ refundKey: keepRefundKey(orders.refundKey) })
    .where(eq(orders.id, orderId))
    .returning({ refundKey: sql<string>`${orders.refundKey}` });
  return row!.refundKey;
}

/**
 * Sends a pending prepaid refund to the payment provider, once: the idempotency key is stored
 * before the call, so a retry after a timeout answers the same refund instead of a second one.
 * The refund id is recorded and the order (or return) becomes Refunded; the refund stays
 * "processing" until the provider says it was processed (or failed). A provider outage leaves it
 * pending for the next sweep.
 */
export async function settleRefund(deps: AppDeps, orderId: string, by: OrderActor = SHOP_JOB): Promise<void> {
  const [row] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row || row.refundStatus !== "pending" || row.paymentType !== "prepaid") return;
  const paymentId = row.providerPaymentId ?? (await parentPaymentId(deps, row.parentOrderId));
  if (!paymentId) return;
  const key = await refundKeyOf(deps, orderId);
  let refund: ProviderRefund;
  try {
    refund = await deps.payments.refund(paymentId, row.refundPaise, key);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.retryable) return;
    throw error;
  }
  const seller = await sellerIdentity(deps);
  await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked || locked.refundStatus !== "pending") return;
    await tx.update(orders).set({ providerRefundId: refund.id }).where(eq(orders.id, orderId));
    await changeStatus(tx, { ...locked, providerRefundId: refund.id }, { to: "refunded" }, deps.now(), seller, { by });
    const state = refundStateOf(refund.status);
    if (state !== "completed") await tx.update(orders).set({ refundStatus: state }).where(eq(orders.id, orderId));
  });
}

/**
 * Razorpay's refund.processed / refund.failed news for an order's refund; a refund already
 * settled (processed or failed) does not change again, so a replay changes nothing.
 */
export async function recordOrderRefundOutcome(deps: AppDeps, refundId: string, status: "processed" | "failed"): Promise<boolean> {
  const settled = await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(orders)
      .set({ refundStatus: refundStateOf(status), updatedAt: deps.now() })
      .where(and(eq(orders.providerRefundId, refundId), eq(orders.refundStatus, "processing")))
      .returning({ id: orders.id, refundPaise: orders.refundPaise });
    for (const order of updated) {
      const detail = `Refund of ${formatPaise(order.refundPaise)} ${status === "processed" ? "reached the customer" : "failed"}`;
      await recordHistory(tx, order.id, providerActor("Razorpay"), { event: "refund", detail }, deps.now());
    }
    return updated.length > 0;
  });
  if (settled) return true;
  const [known] = await deps.db.select({ id: orders.id }).from(orders).where(eq(orders.providerRefundId, refundId)).limit(1);
  return Boolean(known);
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
