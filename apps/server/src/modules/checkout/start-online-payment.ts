import { holdRefusal, lineLabel, messages } from "@pallu/domain";
import { and, eq, gt, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import { paymentIntents } from "../../db/schema/index.js";
import { PaymentProviderError } from "../../integrations/razorpay/payment-provider.js";
import { invalid, unavailable } from "../../lib/app-error.js";
import type { SessionUser } from "../auth/index.js";
import { admitCheckoutPricing } from "./checkout-pricing-limit.js";
import { quoteCheckout, type CheckoutRequest } from "./checkout-quote.js";
import { inCheckout } from "./checkout-locks.js";
import { intentLinesOf, noteExtrasOf, refuseUnusableCoupon } from "./intent-lines.js";
import { shopSettings } from "../settings/index.js";
import { quoteInCurrency, saleCurrencyOf, saleRateFor } from "./checkout-abroad.js";

export type OnlinePayment = { payment: { amount: number; currency: "INR"; id: string }; key: string; mode: "live" | "test" };

/**
 * Starts an online payment: prices the cart on the server, checks it against the hold limits,
 * reserves its stock and promotion uses for a while (releasing the customer's earlier open payment: one at a time),
 * keeps a payment intent, and opens the provider's order for exactly that amount.
 */
export async function startOnlinePayment(deps: AppDeps, shopper: SessionUser, request: CheckoutRequest): Promise<OnlinePayment> {
  const mode = deps.payments.mode;
  if (mode === "off") throw unavailable(messages.payment.onlineOff);
  await admitCheckoutPricing(deps, shopper);
  const quote = await quoteCheckout(deps.db, shopper, request, { now: deps.now(), paymentType: "prepaid" });
  refuseUnusableCoupon(quote);
  const refusal = holdRefusal(
    quote.lines.map(({ buyingOption, quantity }) => ({ label: lineLabel(buyingOption), quantity })),
    quote.totalPaise,
    deps.config.checkout.holdLimits,
  );
  if (refusal) throw invalid(refusal);
  const { lowStockThreshold } = await shopSettings(deps);
  const rate = await saleRateFor(deps.db, quote.address.country, request.currency);
  const saleCurrency = saleCurrencyOf(rate, quoteInCurrency(quote, rate));
  const answer = (id: string, amount: number): OnlinePayment => ({
    payment: { amount, currency: "INR", id },
    key: deps.payments.keyId,
    mode,
  });

  const reserved = await inCheckout(deps.db, shopper.id, async (hold) => {
    const { tx } = hold;
    const now = deps.now();
    const [open] = await tx
      .select()
      .from(paymentIntents)
      .where(
        and(
          eq(paymentIntents.userId, shopper.id),
          eq(paymentIntents.fingerprint, quote.fingerprint),
          eq(paymentIntents.status, "created"),
          gt(paymentIntents.expiresAt, now),
          sql`${paymentIntents.providerOrderId} NOT LIKE 'pending:%'`,
        ),
      )
      .limit(1);
    // The same checkout asked again reuses its open payment, unless the shopper changed their mind about store credit.
    if (open && open.storeCreditPaise > 0 === Boolean(request.useStoreCredit)) {
      return { reused: true as const, providerOrderId: open.providerOrderId, amountPaise: open.amountPaise, intentId: open.id };
    }
    const lines = intentLinesOf(quote);
    // One open payment per customer: the new checkout replaces (and releases) any earlier one; a payment link the seller sent stays.
    const earlier = await tx
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.userId, shopper.id), eq(paymentIntents.status, "created"), eq(paymentIntents.via, "checkout")))
      .for("update");
    const replaced = earlier.map((intent) => intent.id);
    const giveBack = earlier.filter((intent) => intent.stockReserved === 1).flatMap((intent) => intent.lines);
    await hold.moveStock({ giveBack, take: lines }, { lowStockThreshold });
    await tx
      .update(paymentIntents)
      .set({ status: "expired", stockReserved: 0, failureReason: "replaced by a newer checkout", updatedAt: now })
      .where(and(eq(paymentIntents.userId, shopper.id), eq(paymentIntents.status, "created"), eq(paymentIntents.via, "checkout")));
    const [intent] = await tx
      .insert(paymentIntents)
      .values({
        userId: shopper.id,
        provider: deps.payments.mode === "live" ? "razorpay" : "test-gateway",
        providerOrderId: `pending:${crypto.randomUUID()}`,
        amountPaise: quote.totalPaise,
        storeCreditPaise: 0,
        address: quote.address,
        lines,
        shippingPaise: quote.shippingPaise,
        saleCurrency,
        fingerprint: quote.fingerprint,
        orderExtras: noteExtrasOf(request),
        expiresAt: new Date(now.getTime() + deps.config.checkout.reservationMinutes * 60_000),
      })
      .returning({ id: paymentIntents.id });
    const owner = { paymentIntentId: intent!.id };
    await hold.releaseOffersOf(replaced, now);
    await hold.useOffers(owner, quote.discounts);
    await hold.releaseCreditOf(replaced);
    const creditPaise = request.useStoreCredit ? Math.min(await hold.walletBalance(), quote.totalPaise) : 0;
    if (creditPaise === quote.totalPaise) throw invalid(messages.payment.coveredByCredit);
    await hold.spendCredit(owner, creditPaise, "Held for an online payment");
    const amountPaise = quote.totalPaise - creditPaise;
    await tx.update(paymentIntents).set({ amountPaise, storeCreditPaise: creditPaise }).where(eq(paymentIntents.id, intent!.id));
    return { reused: false as const, providerOrderId: "", amountPaise, intentId: intent!.id };
  });
  if (reserved.reused) return answer(reserved.providerOrderId, reserved.amountPaise);

  try {
    const order = await deps.payments.createOrder({ amountPaise: reserved.amountPaise, receipt: reserved.intentId });
    await deps.db.update(paymentIntents).set({ providerOrderId: order.id, updatedAt: deps.now() }).where(eq(paymentIntents.id, reserved.intentId));
    return answer(order.id, order.amountPaise);
  } catch (error) {
    await releaseIntent(deps, reserved.intentId, "failed", error instanceof Error ? error.message : "provider error");
    if (error instanceof PaymentProviderError) throw unavailable("Online payment is not available right now. Please try again in a minute.");
    throw error;
  }
}

/** Gives a reservation's stock, offers and credit back and closes the intent, once, whoever calls first. */
export async function releaseIntent(deps: AppDeps, intentId: string, status: "failed" | "expired", reason: string) {
  const [known] = await deps.db.select({ userId: paymentIntents.userId }).from(paymentIntents).where(eq(paymentIntents.id, intentId));
  if (!known) return;
  await inCheckout(deps.db, known.userId, async (hold) => {
    const { tx } = hold;
    const [intent] = await tx.select().from(paymentIntents).where(eq(paymentIntents.id, intentId)).for("update");
    if (!intent || intent.status !== "created") return;
    await hold.moveStock({ giveBack: intent.stockReserved === 1 ? intent.lines : [], take: [] }, {});
    await hold.releaseOffersOf([intent.id], deps.now());
    await hold.releaseCreditOf([intent.id]);
    await tx
      .update(paymentIntents)
      .set({ status, stockReserved: 0, failureReason: reason.slice(0, 300), updatedAt: deps.now() })
      .where(eq(paymentIntents.id, intentId));
  });
}
