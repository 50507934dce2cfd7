import { and, eq, lt } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import type { ProviderPayment } from "../../integrations/razorpay/payment-provider.js";
import { paymentIntents } from "../../db/schema/index.js";
import { refundIntentPayment, settlePayment } from "./settle-payment.js";
import { releaseIntent } from "./start-online-payment.js";
import { pendingRefundOrderIds, settleRefund } from "../orders/refunds.js";

const BATCH = 50;

/**
 * Settles payments whose browser never came back and releases reservations that lapsed unpaid.
 * Safe on many instances at once: every change re-checks the intent under a row lock.
 */
export async function reconcilePayments(deps: AppDeps): Promise<{ settled: number; released: number; refunded: number }> {
  const now = deps.now();
  const lapsed = await deps.db
    .select({ id: paymentIntents.id, providerOrderId: paymentIntents.providerOrderId, amountPaise: paymentIntents.amountPaise })
    .from(paymentIntents)
    .where(and(eq(paymentIntents.status, "created"), lt(paymentIntents.expiresAt, now)))
    .limit(BATCH);
  let settled = 0;
  let released = 0;
  for (const intent of lapsed) {
    const payments = intent.providerOrderId.startsWith("pending:") || deps.payments.mode === "off" ? [] : await deps.payments.fetchOrderPayments(intent.providerOrderId);
    const captured = payments.find((payment) => payment.status === "captured") ?? (await captureAuthorized(deps, payments, intent.amountPaise));
    if (captured) {
      await settlePayment(deps, intent.providerOrderId, captured);
      settled += 1;
    } else {
      await releaseIntent(deps, intent.id, "expired", "reservation expired unpaid");
      released += 1;
    }
  }
  const owed = await deps.db
    .select({ providerOrderId: paymentIntents.providerOrderId })
    .from(paymentIntents)
    .where(and(eq(paymentIntents.status, "refunded"), eq(paymentIntents.refundStatus, "pending")))
    .limit(BATCH);
  for (const intent of owed) await refundIntentPayment(deps, intent.providerOrderId);
  const refundsDue = await pendingRefundOrderIds(deps);
  for (const orderId of refundsDue) await settleRefund(deps, orderId);
  return { settled, released, refunded: owed.length + refundsDue.length };
}

/**
 * A payment the shopper authorised but the shop never captured (its verify was cut short) is
 * captured now, while the reservation still holds its stock, rather than left to lapse unpaid.
 */
async function captureAuthorized(deps: AppDeps, payments: ProviderPayment[], amountPaise: number): Promise<ProviderPayment | undefined> {
  const authorized = payments.find((payment) => payment.status === "authorized" && payment.amountPaise === amountPaise);
  if (!authorized) return undefined;
  const payment = await deps.payments.capture(authorized.id, amountPaise);
  return payment.status === "captured" ? payment : undefined;
}
