import {
  abroadMessages,
  isAbroad,
  codAccountRefusal,
  codCharge,
  codLimitAfterReturns,
  codLimitRefusal,
  type CodOffer,
  isCustomisedLine,
  SERVICE_MESSAGES,
  type ShopSettings,
} from "@pallu/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import type { Queryable, Tx } from "../../db/client.js";
import { orders, users } from "../../db/schema/index.js";
import { conflict, forbidden, invalid } from "../../lib/app-error.js";
import type { SessionUser } from "../auth/index.js";
import { admitCheckoutPricing } from "./checkout-pricing-limit.js";
import { quoteCheckout, type CheckoutQuote, type CheckoutRequest } from "./checkout-quote.js";
import { findRecentOrderByFingerprint, insertOrder } from "./place-order.js";
import { inCheckout } from "./checkout-locks.js";
import { intentLinesOf, noteExtrasOf, refuseUnusableCoupon } from "./intent-lines.js";
import { shopSettings } from "../settings/index.js";
import { quoteInCurrency, saleCurrencyOf, saleRateFor } from "./checkout-abroad.js";
import { storeCreditBalance } from "../wallet/index.js";
import { sellerOf } from "../invoices/index.js";
import { awaitCodConfirmation } from "../order-lifecycle/index.js";
import { returnedCodParcels } from "../order-lifecycle/index.js";

const OPEN_STATUSES = ["pending", "confirmed", "shipped"] as const;

/** The seller's switch on a customer's account: cash on delivery may be turned off for them. */
async function codAllowedFor(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.select({ codAllowed: users.codAllowed }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.codAllowed ?? false;
}

/** What the checkout offers this shopper: the same rule as placing the order, asked beforehand. */
export async function codOffer(db: Queryable, userId: string): Promise<CodOffer> {
  const refusal = codAccountRefusal({ codAllowed: await codAllowedFor(db, userId) });
  return { available: refusal === null, message: refusal };
}

type CodRefusal = { status: "forbidden" | "invalid"; message: string };

/**
 * Why this checkout may not be paid on delivery, or null: the customer's account, the parcels that
 * came back to the delivery phone, the sizes bought, and the amount the courier would collect.
 */
export async function codRefusalFor(
  db: Queryable,
  userId: string,
  checkout: { quote: CheckoutQuote; toCollectPaise: number },
  settings: ShopSettings,
): Promise<CodRefusal | null> {
  // Couriers abroad collect no cash: a parcel abroad is paid for before it leaves.
  if (isAbroad(checkout.quote.address.country)) return { status: "invalid", message: abroadMessages.noCod };
  const account = codAccountRefusal({ codAllowed: await codAllowedFor(db, userId) });
  if (account) return { status: "forbidden", message: account };
  const returned = await returnedCodParcels(db, checkout.quote.address.phoneNumber);
  const codLimitPaise = settings.codLimitRupees * 100;
  const limit = codLimitAfterReturns(returned, { codLimitPaise, blockAfter: settings.codRtoBlockAfter });
  if (limit.refusal) return { status: "forbidden", message: limit.refusal };
  const notCod = checkout.quote.lines.find((line) => !line.buyingOption.isCod);
  if (notCod) return { status: "invalid", message: `Cash on delivery is not available for ${notCod.buyingOption.name}. Please pay online.` };
  // A parcel refused at the door with a blouse cut to her measurements cannot be sold again.
  const customised = checkout.quote.lines.find((line) => isCustomisedLine(line.work.services));
  if (customised) return { status: "invalid", message: SERVICE_MESSAGES.customisedNoCod(customised.buyingOption.name) };
  const over = codLimitRefusal(checkout.toCollectPaise, limit.limitPaise, limit.limitPaise < codLimitPaise);
  return over ? { status: "invalid", message: over } : null;
}

export async function checkOpenCodOrders(tx: Tx, userId: string, limit: number) {
  const [row] = await tx
    .select({ open: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentType, "cod"), eq(orders.orderType, "order"), inArray(orders.status, [...OPEN_STATUSES])));
  if ((row?.open ?? 0) >= limit) {
    throw conflict(`You already have ${limit} cash on delivery orders on the way. Please pay online or wait for one to arrive.`);
  }
}

/**
 * Places a cash-on-delivery order in one transaction: stock, the offers' uses and the credit spent
 * are taken or nothing happens. Store credit, when the shopper spends it, lowers what the courier
 * collects; an order it covers whole has nothing to collect, carries no fee and is confirmed at
 * once. Otherwise the order carries the shop's fee and, when the shop asks for it, waits for the
 * shopper's yes.
 */
export async function placeCodOrder(deps: AppDeps, shopper: SessionUser, request: CheckoutRequest): Promise<string> {
  await admitCheckoutPricing(deps, shopper);
  const settings = await shopSettings(deps);
  const quote = await quoteCheckout(deps.db, shopper, request, { now: deps.now(), paymentType: "cod", codFeePaise: settings.codFeeRupees * 100 });
  refuseUnusableCoupon(quote);
  if (quote.abroad) throw invalid(abroadMessages.noCod);
  const rate = await saleRateFor(deps.db, quote.address.country, request.currency);
  return inCheckout(deps.db, shopper.id, async (hold) => {
    const { tx } = hold;
    const now = deps.now();
    const repeated = await findRecentOrderByFingerprint(tx, shopper.id, quote.fingerprint, now);
    if (repeated) return repeated;
    // Read without the wallet lock, to price the order; the spend below is refused if it changed meanwhile.
    const balance = request.useStoreCredit ? await storeCreditBalance(tx, shopper.id) : 0;
    const charge = codCharge(quote.totalPaise - quote.codFeePaise, quote.codFeePaise, balance);
    if (!charge.covered) {
      const refusal = await codRefusalFor(tx, shopper.id, { quote, toCollectPaise: charge.toCollectPaise }, settings);
      if (refusal) throw refusal.status === "forbidden" ? forbidden(refusal.message) : invalid(refusal.message);
      await checkOpenCodOrders(tx, shopper.id, settings.maxOpenCodOrders);
    }
    const lines = intentLinesOf(quote);
    await hold.moveStock({ take: lines }, { lowStockThreshold: settings.lowStockThreshold });
    const orderId = await insertOrder(
      tx,
      {
        userId: shopper.id,
        address: quote.address,
        lines,
        totalPaise: charge.totalPaise,
        storeCreditPaise: charge.creditPaise,
        codFeePaise: charge.codFeePaise,
        saleCurrency: saleCurrencyOf(rate, quoteInCurrency(quote, rate, charge.codFeePaise)),
        paymentType: charge.covered ? "prepaid" : "cod",
        status: charge.covered ? "confirmed" : "pending",
        fingerprint: quote.fingerprint,
        extras: noteExtrasOf(request),
      },
      now,
      sellerOf(settings, deps.config),
    );
    if (!charge.covered && settings.codConfirmation) await awaitCodConfirmation(tx, orderId, now, settings.codConfirmHours);
    await hold.useOffers({ orderId }, quote.discounts);
    await hold.spendCredit({ orderId }, charge.creditPaise, "Spent at checkout");
    return orderId;
  });
}
