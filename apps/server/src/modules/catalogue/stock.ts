import { lineLabel } from "@pallu/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Tx } from "../../db/client.js";
import { conflict } from "../../lib/app-error.js";
import { buyingOptions } from "../../db/schema/index.js";
import { parseRows } from "../../lib/rows.js";
import { noteStockChange } from "../../lib/stock-changes.js";

export type StockLine = { buyingOptionId: string; quantity: number; name: string; size: string };

/**
 * The pieces of lines that are on the shelf: a made-to-order piece was never in stock, so it is
 * neither taken when sold nor put back when its order is cancelled (a returned one is a real piece
 * and goes back like any other).
 */
export function shelfPieces<L extends { quantity: number; madeToOrderQuantity?: number | null }>(lines: readonly L[]): L[] {
  return lines.flatMap((line) => {
    const quantity = line.quantity - (line.madeToOrderQuantity ?? 0);
    return quantity > 0 ? [{ ...line, quantity }] : [];
  });
}

/** A size whose stock fell to the low-stock threshold with this sale: the seller is told once per fall. */
export type LowStock = { buyingOptionId: string; left: number };

const StockLeftSchema = z.object({ stock: z.number().int(), product_id: z.string() });

/**
 * A change of a size's stock also updates its product's summary columns (a database trigger), so
 * stock moves first lock the products, in id order, and only then their sizes: two carts sharing
 * a product, a cancellation or an admin edit of the product then queue instead of deadlocking.
 */
export async function lockProductsOf(tx: Tx, buyingOptionIds: string[]): Promise<void> {
  if (buyingOptionIds.length === 0) return;
  const ids = sql.join([...new Set(buyingOptionIds)].map((id) => sql`${id}`), sql`, `);
  await tx.execute(sql`SELECT id FROM products
    WHERE id IN (SELECT product_id FROM buying_options WHERE id IN (${ids}))
    ORDER BY id FOR NO KEY UPDATE`);
}

/**
 * Takes stock for every line or for none: each decrement is conditional on enough stock, so
 * concurrent shoppers can never oversell; the caller's transaction rolls back on the first miss.
 * Products and then lines are locked in id order so two carts with the same sizes cannot deadlock.
 * Answers the sizes that crossed the low-stock threshold with this sale.
 */
export async function takeStock(tx: Tx, lines: StockLine[], options: { lowStockThreshold?: number } = {}): Promise<LowStock[]> {
  const crossed: LowStock[] = [];
  await lockProductsOf(tx, lines.map((line) => line.buyingOptionId));
  const ordered = [...lines].sort((a, b) => a.buyingOptionId.localeCompare(b.buyingOptionId));
  for (const line of ordered) {
    const updated = parseRows(
      StockLeftSchema,
      await tx.execute(sql`UPDATE buying_options SET stock = stock - ${line.quantity}, updated_at = now()
        WHERE id = ${line.buyingOptionId} AND deleted_at IS NULL AND stock >= ${line.quantity}
        RETURNING stock, product_id`),
    );
    if (updated.length === 0) {
      const [current] = await tx
        .select({ stock: buyingOptions.stock })
        .from(buyingOptions)
        .where(and(eq(buyingOptions.id, line.buyingOptionId), isNull(buyingOptions.deletedAt)));
      const label = lineLabel(line);
      const left = current?.stock ?? 0;
      throw conflict(left > 0 ? `Only ${left} left of ${label}` : `${label} is out of stock`, { outOfStock: line.buyingOptionId });
    }
    const left = updated[0]!.stock;
    noteStockChange(updated[0]!.product_id, left === 0);
    const threshold = options.lowStockThreshold;
    if (threshold !== undefined && left <= threshold && (await markLowStockTold(tx, line.buyingOptionId))) {
      crossed.push({ buyingOptionId: line.buyingOptionId, left });
    }
  }
  return crossed;
}

/**
 * The seller hears once per fall below the threshold, not at every sale below it nor again when a
 * held piece comes back and is taken again (a lapsed payment, a cancelled order): the size is marked
 * as told until the seller restocks it (the product writes clear the mark). A one-off piece is never
 * "low": it is sold. True when this sale is the one to tell.
 */
async function markLowStockTold(tx: Tx, buyingOptionId: string): Promise<boolean> {
  const marked = await tx.execute(sql`UPDATE buying_options bo SET low_stock_alerted_at = now()
    FROM products p
    WHERE bo.id = ${buyingOptionId} AND p.id = bo.product_id AND NOT p.one_of_a_kind AND bo.low_stock_alerted_at IS NULL
    RETURNING bo.id`);
  return parseRows(z.object({ id: z.string() }), marked).length > 0;
}

/** Puts stock back (cancelled order, expired reservation, accepted return). */
export async function returnStock(tx: Tx, lines: Pick<StockLine, "buyingOptionId" | "quantity">[]): Promise<void> {
  await lockProductsOf(tx, lines.map((line) => line.buyingOptionId));
  const ordered = [...lines].sort((a, b) => a.buyingOptionId.localeCompare(b.buyingOptionId));
  for (const line of ordered) {
    const updated = parseRows(
      StockLeftSchema,
      await tx.execute(sql`UPDATE buying_options SET stock = stock + ${line.quantity}, updated_at = now()
        WHERE id = ${line.buyingOptionId} RETURNING stock, product_id`),
    );
    for (const { stock, product_id } of updated) noteStockChange(product_id, stock - line.quantity <= 0 && stock > 0);
  }
}

/** Units sold per product, for the "best selling" sort. */
export async function addPurchased(tx: Tx, lines: { productId: string; quantity: number }[], sign: 1 | -1): Promise<void> {
  const byProduct = new Map<string, number>();
  for (const line of lines) byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, quantity] of [...byProduct].sort(([a], [b]) => a.localeCompare(b))) {
    await tx.execute(sql`UPDATE products SET purchased = GREATEST(0, purchased + ${sign * quantity}) WHERE id = ${productId}`);
  }
}
