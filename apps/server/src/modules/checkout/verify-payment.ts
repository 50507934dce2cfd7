import { messages } from "@pallu/domain";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { AppDeps } from "../../app-deps.js";
import { paymentIntents } from "../../db/schema/index.js";
import { PaymentProviderError, type ProviderPayment } from "../../integrations/razorpay/payment-provider.js";
import { invalid, notFound, unavailable } from "../../lib/app-error.js";
import { refundedAfterPayment, settlePayment } from "./settle-payment.js";

/** The checkout's result; any cart sent along is ignored: the stored intent decides what was bought. */
export const VerifyPaymentBodySchema = z
  .object({
    razorpay_order_id: z.string().min(1).max(64),
    razorpay_payment_id: z.string().min(1).max(64),
    razorpay_signature: z.string().min(1).max(256),
  })
  .loose();

export async function capturedPayment(deps: AppDeps, paymentId: string, amountPaise: number): Promise<ProviderPayment | undefined> {
  try {
    const payment = await deps.payments.fetchPayment(paymentId);
    if (payment?.status === "authorized") return await deps.payments.capture(paymentId, amountPaise);
    return payment;
  } catch (error) {
    if (error instanceof PaymentProviderError) throw unavailable("We could not confirm the payment yet. Please try again in a minute.");
    throw error;
  }
}

/** Verifies the browser's signed checkout result against the stored intent and settles it, once. */
export async function verifyPayment(deps: AppDeps, userId: string, body: z.infer<typeof VerifyPaymentBodySchema>): Promise<string> {
  const [intent] = await deps.db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.providerOrderId, body.razorpay_order_id), eq(paymentIntents.userId, userId)))
    .limit(1);
  if (!intent) throw notFound("Payment order not found");
  if (!deps.payments.verifyCheckoutSignature(intent.providerOrderId, body.razorpay_payment_id, body.razorpay_signature)) {
    throw invalid(messages.payment.verifyFailed);
  }
  const payment = await capturedPayment(deps, body.razorpay_payment_id, intent.amountPaise);
  if (!payment || payment.status !== "captured") throw invalid(messages.payment.verifyFailed);
  const settlement = await settlePayment(deps, intent.providerOrderId, payment);
  if ("refunded" in settlement) throw refundedAfterPayment(settlement.refunded);
  return settlement.orderId;
}
