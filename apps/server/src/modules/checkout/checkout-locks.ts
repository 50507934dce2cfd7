import type { Db, Tx } from "../../db/client.js";
import { lockForTransaction } from "../../db/transaction-lock.js";
import { lockProductsOf, returnStock, shelfPieces, takeStock, type StockLine } from "../catalogue/index.js";

/** A line whose stock a checkout moves; its pieces made to order are left alone. */
type ShelfLine = StockLine & { madeToOrderQuantity?: number | null };
import {
  attachHeldPromotionUses,
  releaseHeldPromotionUses,
  retakeLapsedPromotionUses,
  takePromotionUses,
  type DiscountUse,
} from "../promotions/index.js";
import { queueLowStockAlerts } from "../notifications/index.js";
import { attachHeldCredit, lockWallet, releaseHeldCredit, spendStoreCredit } from "../wallet/index.js";

/** What a checkout's stock, offers and credit belong to: the order placed, or the online payment still open. */
export type HoldOwner = { orderId: string } | { paymentIntentId: string };

/** The locks a checkout takes, in the only order any checkout takes them. */
const LOCK_ORDER = ["shopper", "products", "promotions", "wallet"] as const;
type Lock = (typeof LOCK_ORDER)[number];

/**
 * The one way a checkout takes stock, uses offers and spends store credit. Its steps may only go
 * forward through shopper → products → promotions → wallet: every path (cash on delivery, starting an
 * online payment, settling one) queues behind the others on the same rows instead of deadlocking,
 * and a step taken out of order is a programming error, refused before it touches anything.
 */
export class CheckoutHold {
  private reached: Lock = "shopper";

  constructor(
    readonly tx: Tx,
    readonly shopperId: string,
  ) {}

  private enter(lock: Lock): void {
    if (LOCK_ORDER.indexOf(lock) < LOCK_ORDER.indexOf(this.reached)) {
      throw new Error(`A checkout took the ${lock} lock after the ${this.reached} lock`);
    }
    this.reached = lock;
  }

  /** Gives back the stock of holds being replaced and takes the stock of this one, products locked once in id order. */
  async moveStock(change: { giveBack?: ShelfLine[]; take: ShelfLine[] }, options: { lowStockThreshold?: number }): Promise<void> {
    this.enter("products");
    // Pieces made to order were never on the shelf: only the rest is taken or given back.
    const giveBack = shelfPieces(change.giveBack ?? []);
    const take = shelfPieces(change.take);
    await lockProductsOf(this.tx, [...(change.giveBack ?? []), ...change.take].map((line) => line.buyingOptionId));
    if (giveBack.length > 0) await returnStock(this.tx, giveBack);
    if (take.length > 0) await queueLowStockAlerts(this.tx, await takeStock(this.tx, take, options));
  }

  /** The offers of open payments being replaced go back; they are counted again only by a new use. */
  async releaseOffersOf(paymentIntentIds: string[], now: Date): Promise<void> {
    this.enter("promotions");
    for (const id of paymentIntentIds) await releaseHeldPromotionUses(this.tx, id, now);
  }

  /** Counts a use of each offer the checkout gets, or refuses the checkout. */
  async useOffers(owner: HoldOwner, discounts: readonly DiscountUse[]): Promise<void> {
    this.enter("promotions");
    await takePromotionUses(this.tx, { userId: this.shopperId, discounts, ...owner });
  }

  /** A payment whose hold lapsed counts its offers again, if they can still be used. */
  async useLapsedOffers(paymentIntentId: string): Promise<void> {
    this.enter("promotions");
    await retakeLapsedPromotionUses(this.tx, paymentIntentId, this.shopperId);
  }

  /** The offers an open payment held now belong to the order it became. */
  async handOffersTo(paymentIntentId: string, orderId: string): Promise<void> {
    this.enter("promotions");
    await attachHeldPromotionUses(this.tx, paymentIntentId, orderId);
  }

  /** The shopper's balance, read under the wallet lock: what it says is still there when spent. */
  async walletBalance(): Promise<number> {
    this.enter("wallet");
    return lockWallet(this.tx, this.shopperId);
  }

  /** Credit held by open payments being replaced goes back to the balance. */
  async releaseCreditOf(paymentIntentIds: string[]): Promise<void> {
    this.enter("wallet");
    for (const id of paymentIntentIds) await releaseHeldCredit(this.tx, id);
  }

  /** Spends credit on this checkout, refused when the balance no longer covers it. */
  async spendCredit(owner: HoldOwner, amountPaise: number, note: string): Promise<void> {
    this.enter("wallet");
    await spendStoreCredit(this.tx, { userId: this.shopperId, amountPaise, note, ...owner });
  }

  /** Credit an open payment held now belongs to the order it became. */
  async handCreditTo(paymentIntentId: string, orderId: string): Promise<void> {
    this.enter("wallet");
    await attachHeldCredit(this.tx, paymentIntentId, orderId);
  }
}

/**
 * Runs one checkout step for a shopper in a transaction that first takes the shopper's lock: a
 * double submit, a second tab and a payment settling at the same moment take turns.
 */
export async function inCheckout<T>(db: Db, shopperId: string, work: (hold: CheckoutHold) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, `checkout:${shopperId}`);
    return work(new CheckoutHold(tx, shopperId));
  });
}
