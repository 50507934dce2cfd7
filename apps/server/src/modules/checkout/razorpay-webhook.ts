import { z } from "zod";
import type { AppDeps } from "../../app-deps.js";
import { paymentIntents, webhookEvents } from "../../db/schema/index.js";
import { eq } from "drizzle-orm";
import { invalid, unauthenticated } from "../../lib/app-error.js";
import { recordOrderRefundOutcome } from "../order-lifecycle/index.js";
import { queueSellerAlert } from "../notifications/index.js";
import { releaseFailedPayment } from "./release-failed-payment.js";
import { recordIntentRefundOutcome, settlePayment } from "./settle-payment.js";
import { settleLinkPayment } from "./payment-link-settlement.js";

async function isKnownPaymentOrder(deps: AppDeps, providerOrderId: string): Promise<boolean> {
  const [known] = await deps.db.select({ id: paymentIntents.id }).from(paymentIntents).where(eq(paymentIntents.providerOrderId, providerOrderId)).limit(1);
  return Boolean(known);
}

const PaymentLinkEntity = z.object({ id: z.string(), status: z.string() });

const PaymentEntity = z.object({
  id: z.string(),
  order_id: z.string(),
  amount: z.number().int(),
  status: z.enum(["created", "authorized", "captured", "refunded", "failed"]),
  error_description: z.string().nullish(),
});

const RefundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int(),
  status: z.string(),
});

const WebhookEvent = z.object({
  event: z.string(),
  payload: z.object({ payment: z.object({ entity: PaymentEntity }).optional(), refund: z.object({ entity: RefundEntity }).optional() }).loose(),
});

/**
 * Razorpay's server-to-server news of a payment or a refund. Authenticated by the signature over
 * the raw body; an event id already seen changes nothing; captures go through the same settle
 * step, a failed payment releases its reserved stock, and refund.processed / refund.failed settle
 * the state of a refund the shop made (a state once settled does not change again).
 */
export async function handleRazorpayWebhook(
  deps: AppDeps,
  rawBody: Buffer,
  headers: { signature: string | undefined; eventId: string | undefined },
): Promise<"processed" | "duplicate" | "ignored"> {
  if (!headers.signature || !deps.payments.verifyWebhookSignature(rawBody, headers.signature)) {
    throw unauthenticated("Invalid webhook signature");
  }
  let event: z.infer<typeof WebhookEvent>;
  try {
    event = WebhookEvent.parse(JSON.parse(rawBody.toString("utf8")));
  } catch {
    throw invalid("Unreadable webhook event");
  }
  const eventId = headers.eventId ?? `${event.event}:${event.payload.refund?.entity.id ?? event.payload.payment?.entity.id ?? "none"}`;
  const inserted = await deps.db.insert(webhookEvents).values({ provider: "razorpay", eventId }).onConflictDoNothing().returning();
  if (inserted.length === 0) return "duplicate";

  const refund = event.payload.refund?.entity;
  const entity = event.payload.payment?.entity;
  try {
    if (refund && (event.event === "refund.processed" || event.event === "refund.failed")) {
      const outcome = event.event === "refund.processed" ? "processed" : "failed";
      const known = (await recordOrderRefundOutcome(deps, refund.id, outcome)) || (await recordIntentRefundOutcome(deps, refund.id, outcome));
      return known ? "processed" : "ignored";
    }
    if (!entity) return "ignored";
    if (event.event === "payment_link.paid") {
      const link = PaymentLinkEntity.safeParse((event.payload.payment_link as { entity?: unknown } | undefined)?.entity);
      if (!link.success || entity.status !== "captured") return "ignored";
      const outcome = await settleLinkPayment(deps, link.data.id, { id: entity.id, amountPaise: entity.amount });
      return outcome === "unknown" ? "ignored" : "processed";
    }
    if ((event.event === "payment.captured" || event.event === "order.paid") && entity.status === "captured") {
      // A payment link's payment comes under an order Razorpay made for the link: payment_link.paid settles it.
      if (!(await isKnownPaymentOrder(deps, entity.order_id))) return "ignored";
      await settlePayment(deps, entity.order_id, { id: entity.id, orderId: entity.order_id, amountPaise: entity.amount, status: "captured" });
      return "processed";
    }
    if (event.event === "payment.failed") {
      const reason = (entity.error_description ?? "payment failed").slice(0, 300);
      await queueSellerAlert(deps.db, { kind: "failedPayment", providerOrderId: entity.order_id, reason }, `failed:${entity.id}`);
      await releaseFailedPayment(deps, entity.order_id, reason);
      return "processed";
    }
  } catch (error) {
    // Let the provider deliver it again: the event is not yet handled.
    await deps.db.delete(webhookEvents).where(eq(webhookEvents.eventId, eventId));
    throw error;
  }
  return "ignored";
}
