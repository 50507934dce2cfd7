import { and, asc, eq, gt, inArray, isNull, lt, lte, notLike, or } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import { PaymentProviderError, type ProviderPayment } from "../../integrations/razorpay/payment-provider.js";
import { paymentIntents } from "../../db/schema/index.js";
import { refundIntentPayment, settlePayment } from "./settle-payment.js";
import { releaseIntent } from "./start-online-payment.js";
import { pendingRefundOrderIds, settleRefund } from "../order-lifecycle/index.js";

const BATCH = 50;

/**
 * Settles payments whose browser never came back, releases reservations that lapsed unpaid, and
 * watches released ones for a payment that arrives late.
 * Safe on many instances at once: every change re-checks the intent under a row lock.
 */
export async function reconcilePayments(deps: AppDeps): Promise<{ settled: number; released: number; refunded: number }> {
  const now = deps.now();
  const lapsed = await deps.db
    .select({ id: paymentIntents.id, providerOrderId: paymentIntents.providerOrderId, amountPaise: paymentIntents.amountPaise })
    .from(paymentIntents)
    // A payment link's hold lapses with its link (reconcilePaymentLinks), which asks the provider about the link itself.
    .where(and(eq(paymentIntents.status, "created"), lt(paymentIntents.expiresAt, now), eq(paymentIntents.via, "checkout")))
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
  settled += await settleLatePayments(deps, now);
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

/** How long after its reservation lapsed a released intent is still watched for a late payment. */
export const LATE_PAYMENT_WATCH_HOURS = 48;

/**
 * A payment can be captured after its reservation lapsed and was released (a slow bank, a UPI
 * approval minutes later) with no webhook and no browser coming back. Released intents are
 * therefore asked about for LATE_PAYMENT_WATCH_HOURS, less often as they age (every 5 minutes at
 * first, at most every 3 hours): a payment found is settled like any other, so it becomes an
 * order while stock allows and is otherwise refunded in full, and the shopper is told.
 */
async function settleLatePayments(deps: AppDeps, now: Date): Promise<number> {
  if (deps.payments.mode === "off") return 0;
  const since = new Date(now.getTime() - LATE_PAYMENT_WATCH_HOURS * 3_600_000);
  const released = await deps.db
    .select({ id: paymentIntents.id, providerOrderId: paymentIntents.providerOrderId, amountPaise: paymentIntents.amountPaise, expiresAt: paymentIntents.expiresAt })
    .from(paymentIntents)
    .where(
      and(
        inArray(paymentIntents.status, ["expired", "failed"]),
        eq(paymentIntents.via, "checkout"),
        gt(paymentIntents.expiresAt, since),
        or(isNull(paymentIntents.lateCheckAt), lte(paymentIntents.lateCheckAt, now)),
        notLike(paymentIntents.providerOrderId, "pending:%"),
      ),
    )
    .orderBy(asc(paymentIntents.lateCheckAt))
    .limit(BATCH);
  let settled = 0;
  for (const intent of released) {
    const age = now.getTime() - intent.expiresAt.getTime();
    const next = new Date(now.getTime() + Math.min(3 * 3_600_000, Math.max(5 * 60_000, age / 4)));
    await deps.db.update(paymentIntents).set({ lateCheckAt: next }).where(eq(paymentIntents.id, intent.id));
    try {
      const payments = await deps.payments.fetchOrderPayments(intent.providerOrderId);
      const captured = payments.find((payment) => payment.status === "captured") ?? (await captureAuthorized(deps, payments, intent.amountPaise));
      if (!captured) continue;
      await settlePayment(deps, intent.providerOrderId, captured);
      settled += 1;
    } catch (error) {
      // An outage: this intent is asked about again at its next check.
      if (!(error instanceof PaymentProviderError)) throw error;
    }
  }
  return settled;
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
