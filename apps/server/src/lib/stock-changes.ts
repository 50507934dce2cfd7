import { AsyncLocalStorage } from "node:async_hooks";
import { cacheTags } from "./cache-tags.js";
import type { CacheBus } from "./response-cache.js";

/**
 * The products whose stock a request moved, noted where stock moves (a sale, a cancellation, a
 * return) so the caches can forget those products and no others. `availabilityChanged` is true
 * when a size ran out or came back: that changes which listings show the product, not only its page.
 */
export class StockChanges {
  private readonly products = new Map<string, boolean>();

  note(productId: string, availabilityChanged: boolean): void {
    this.products.set(productId, (this.products.get(productId) ?? false) || availabilityChanged);
  }

  get isEmpty(): boolean {
    return this.products.size === 0;
  }

  entries(): { productId: string; availabilityChanged: boolean }[] {
    return [...this.products].map(([productId, availabilityChanged]) => ({ productId, availabilityChanged }));
  }
}

const current = new AsyncLocalStorage<StockChanges>();

/** Runs `work` noting the stock it moves; a write rolled back afterwards only costs cached answers. */
export function watchingStock<T>(changes: StockChanges, work: () => T): T {
  return current.run(changes, work);
}

export function noteStockChange(productId: string, availabilityChanged: boolean): void {
  current.getStore()?.note(productId, availabilityChanged);
}

/**
 * A sale or a return changes how many are left, which only the product's own page shows. When a
 * size runs out or comes back, the product also leaves or joins listings filtered by availability
 * or size, and their counts change: every listing goes, with the answers that show the product.
 */
export function tagsOfStockChanges(changes: StockChanges): string[] {
  return changes.entries().flatMap(({ productId, availabilityChanged }) =>
    availabilityChanged
      ? [cacheTags.stock(productId), cacheTags.product(productId), cacheTags.catalogue, cacheTags.categoryListings]
      : [cacheTags.stock(productId)],
  );
}

/**
 * Runs work done away from a shopper's request (a job, payment reconciliation) noting the stock it
 * moves, then tells every instance's caches which products' stock moved: a piece given back when an
 * unconfirmed order is cancelled or a payment's hold lapses is on sale again on every kept page.
 */
export async function publishingStockChanges<T>(cacheBus: CacheBus, work: () => Promise<T>): Promise<T> {
  const changes = new StockChanges();
  try {
    return await watchingStock(changes, work);
  } finally {
    if (!changes.isEmpty) await cacheBus.publishInvalidation("stock", tagsOfStockChanges(changes)).catch(() => undefined);
  }
}
