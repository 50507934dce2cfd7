import { AsyncLocalStorage } from "node:async_hooks";

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
