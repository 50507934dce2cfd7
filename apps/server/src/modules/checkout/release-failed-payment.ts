import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import { paymentIntents } from "../../db/schema/index.js";
import { PaymentProviderError } from "../../integrations/razorpay/payment-provider.js";
import { releaseIntent } from "./start-online-payment.js";

/** Whether this shopper opened the payment with this provider order id. */
export async function isOwnPayment(deps: AppDeps, providerOrderId: string, userId: string): Promise<boolean> {
  const [intent] = await deps.db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(and(eq(paymentIntents.providerOrderId, providerOrderId), eq(paymentIntents.userId, userId)));
  return Boolean(intent);
}

/**
 * A failed online payment gives its reserved stock back at once, not when the reservation lapses.
 * The shopper may try again in the same checkout window, so the stock is kept while any attempt
 * of the order is captured or authorised; a payment that succeeds after the release is settled
 * like a late payment (stock taken again, or refunded). `userId` limits the release to the
 * shopper's own payment (the checkout's failure callback); the signed webhook passes none.
 */
export async function releaseFailedPayment(deps: AppDeps, providerOrderId: string, reason: string, userId?: string): Promise<boolean> {
  const [intent] = await deps.db
    .select({ id: paymentIntents.id, status: paymentIntents.status })
    .from(paymentIntents)
    .where(and(eq(paymentIntents.providerOrderId, providerOrderId), ...(userId ? [eq(paymentIntents.userId, userId)] : [])))
    .limit(1);
  if (!intent) return false;
  if (intent.status !== "created") return true;
  try {
    const payments = await deps.payments.fetchOrderPayments(providerOrderId);
    if (payments.some((payment) => payment.status === "captured" || payment.status === "authorized")) return true;
  } catch (error) {
    // Unsure whether another attempt succeeded: the reservation lapses on its own instead.
    if (error instanceof PaymentProviderError) return true;
    throw error;
  }
  await releaseIntent(deps, intent.id, "failed", reason);
  return true;
}
