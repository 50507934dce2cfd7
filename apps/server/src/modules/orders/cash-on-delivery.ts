import { cashOnDeliveryRefusal, formatPaise, type CashOnDeliveryOffer, type CheckoutBody } from "@pallu/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import type { Queryable, Tx } from "../../db/client.js";
import { orders, users } from "../../db/schema/index.js";
import { conflict, forbidden, invalid } from "../../lib/app-error.js";
import type { SessionUser } from "../auth/session-repository.js";
import { quoteCheckout, type CheckoutQuote } from "./checkout-quote.js";
import { findRecentOrderByFingerprint, insertOrder, lockBuyer } from "./create-order.js";
import { intentLinesOf, refuseUnusableCoupon } from "./intent-lines.js";
import { takePromotionUses } from "../promotions/promotion-uses.js";
import { takeStock } from "./stock.js";
import { shopSettings } from "../settings/settings-store.js";
import { spendStoreCredit, storeCreditBalance } from "./store-credit.js";
import { sellerOf } from "../invoices/tax-documents.js";

const OPEN_STATUSES = ["pending", "confirmed", "shipped"] as const;

/** The seller's switch on a customer's account: cash on delivery may be turned off for them. */
async function codAllowedFor(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.select({ codAllowed: users.codAllowed }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.codAllowed ?? false;
}

/** What the checkout offers this shopper: the same rule as placing the order, asked beforehand. */
export async function cashOnDeliveryOffer(db: Queryable, userId: string): Promise<CashOnDeliveryOffer> {
  const refusal = cashOnDeliveryRefusal({ codAllowed: await codAllowedFor(db, userId) });
  return { available: refusal === null, message: refusal };
}

function checkCodRules(quote: CheckoutQuote, toCollectPaise: number, codLimitPaise: number, buyer: { codAllowed: boolean }) {
  const refusal = cashOnDeliveryRefusal(buyer);
  if (refusal) throw forbidden(refusal);
  const notCod = quote.lines.find((line) => !line.buyingOption.isCod);
  if (notCod) throw invalid(`Cash on delivery is not available for ${notCod.buyingOption.name}. Please pay online.`);
  if (toCollectPaise > codLimitPaise) {
    throw invalid(
      codLimitPaise === 0
        ? "Cash on delivery is not available at the moment. Please pay online."
        : `Cash on delivery is available for orders up to ${formatPaise(codLimitPaise)}. Please pay online.`,
    );
  }
}

async function checkOpenCodOrders(tx: Tx, userId: string, limit: number) {
  const [row] = await tx
    .select({ open: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentType, "cod"), eq(orders.orderType, "order"), inArray(orders.status, [...OPEN_STATUSES])));
  if ((row?.open ?? 0) >= limit) {
    throw conflict(`You already have ${limit} cash on delivery orders on the way. Please pay online or wait for one to arrive.`);
  }
}

/**
 * Places a cash-on-delivery order in one transaction: stock and the promotions' uses are taken or
 * nothing happens. Store
 * credit, when the shopper spends it, lowers what the courier collects; an order it covers whole
 * has nothing to collect and is confirmed at once.
 */
export async function placeCashOnDeliveryOrder(deps: AppDeps, buyer: SessionUser, body: CheckoutBody): Promise<string> {
  const quote = await quoteCheckout(deps.db, buyer, body, { now: deps.now(), paymentType: "cod" });
  refuseUnusableCoupon(quote);
  const settings = await shopSettings(deps);
  return deps.db.transaction(async (tx) => {
    await lockBuyer(tx, buyer.id);
    const now = deps.now();
    const repeated = await findRecentOrderByFingerprint(tx, buyer.id, quote.fingerprint, now);
    if (repeated) return repeated;
    const creditPaise = body.useStoreCredit ? Math.min(await storeCreditBalance(tx, buyer.id), quote.totalPaise) : 0;
    const covered = creditPaise === quote.totalPaise;
    if (!covered) {
      const codAllowed = await codAllowedFor(tx, buyer.id);
      checkCodRules(quote, quote.totalPaise - creditPaise, settings.codLimitRupees * 100, { codAllowed });
      await checkOpenCodOrders(tx, buyer.id, settings.maxOpenCodOrders);
    }
    const lines = intentLinesOf(quote);
    await takeStock(tx, lines, { lowStockThreshold: settings.lowStockThreshold });
    const orderId = await insertOrder(
      tx,
      {
        userId: buyer.id,
        address: quote.address,
        lines,
        totalPaise: quote.totalPaise,
        storeCreditPaise: creditPaise,
        paymentType: covered ? "prepaid" : "cod",
        status: covered ? "confirmed" : "pending",
        fingerprint: quote.fingerprint,
      },
      now,
      sellerOf(settings, deps.config),
    );
    await spendStoreCredit(tx, { userId: buyer.id, amountPaise: creditPaise, orderId, note: "Spent at checkout" });
    await takePromotionUses(tx, { userId: buyer.id, discounts: quote.discounts, orderId });
    return orderId;
  });
}
