import { randomUUID } from "node:crypto";
import { sql, type Column } from "drizzle-orm";
import type { ProviderRefund } from "../../integrations/razorpay/payment-provider.js";

/** The refund state a provider's answer (or webhook) means for the shop. */
export function refundStateOf(status: ProviderRefund["status"]): "processing" | "completed" | "failed" {
  return status === "processed" ? "completed" : status === "failed" ? "failed" : "processing";
}

/** A refund's idempotency key column set once: a new key before the first attempt, the same on every retry. */
export function keepRefundKey(column: Column) {
  return sql<string>`COALESCE(${column}, ${`refund-${randomUUID()}`})`;
}
