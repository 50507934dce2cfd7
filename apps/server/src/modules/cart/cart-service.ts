import type { CartLine, RemovedLine, WishlistLine } from "@pallu/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { cartItems, wishlistItems } from "../../db/schema/index.js";
import { parseLines, presentCartLine, resolveLines } from "./cart-lines.js";
import { lockForTransaction } from "../../db/transaction-lock.js";

/**
 * Saves of one shopper's cart (or wishlist) take turns: two at once would both empty the list
 * and then insert the same sizes, and the second would hit the unique key. The last to commit wins.
 */
async function lockListOf(tx: Tx, list: "cart" | "wishlist", userId: string): Promise<void> {
  await lockForTransaction(tx, `${list}:${userId}`);
}

export function cartService(db: Db) {
  /** Lines reported as gone once are forgotten, so the next read does not report them again. */
  async function forgetRemoved(table: typeof cartItems | typeof wishlistItems, userId: string, removed: RemovedLine[]) {
    const gone = removed.map((line) => line.sizeId).filter((id): id is string => Boolean(id));
    if (gone.length) await db.delete(table).where(and(eq(table.userId, userId), inArray(table.buyingOptionId, gone)));
  }

  async function savedCartInputs(userId: string) {
    const rows = await db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.position));
    return rows.map((row) => ({ productId: row.productId, sizeId: row.buyingOptionId, quantity: row.quantity }));
  }

  async function savedWishlistInputs(userId: string) {
    const rows = await db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId)).orderBy(asc(wishlistItems.position));
    return rows.map((row) => ({ productId: row.productId, sizeId: row.buyingOptionId }));
  }

  return {
    /** Replaces the saved cart with what the client sent (last write wins), priced by the server. */
    async replaceCart(userId: string, field: string | unknown[]): Promise<{ cart: CartLine[]; removed: RemovedLine[] }> {
      const { lines, removed } = await resolveLines(db, parseLines(field, "cart"), { clampToStock: true });
      await db.transaction(async (tx) => {
        await lockListOf(tx, "cart", userId);
        await tx.delete(cartItems).where(eq(cartItems.userId, userId));
        if (lines.length) {
          await tx.insert(cartItems).values(
            lines.map((line, position) => ({
              userId,
              productId: line.option.product_id,
              buyingOptionId: line.option.option_id,
              quantity: line.quantity,
              position,
            })),
          );
        }
      });
      return { cart: lines.map(presentCartLine), removed };
    },

    async cart(userId: string): Promise<{ cart: CartLine[]; removed: RemovedLine[] }> {
      const { lines, removed } = await resolveLines(db, await savedCartInputs(userId), { clampToStock: true });
      await forgetRemoved(cartItems, userId, removed);
      return { cart: lines.map(presentCartLine), removed };
    },

    async replaceWishlist(userId: string, field: string | unknown[]): Promise<{ wishlist: WishlistLine[]; removed: RemovedLine[] }> {
      const { lines, removed } = await resolveLines(db, parseLines(field, "wishlist"), { clampToStock: false });
      await db.transaction(async (tx) => {
        await lockListOf(tx, "wishlist", userId);
        await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
        if (lines.length) {
          await tx.insert(wishlistItems).values(
            lines.map((line, position) => ({ userId, productId: line.option.product_id, buyingOptionId: line.option.option_id, position })),
          );
        }
      });
      return { wishlist: lines.map(presentWishlistLine), removed };
    },

    async wishlist(userId: string): Promise<{ wishlist: WishlistLine[]; removed: RemovedLine[] }> {
      const { lines, removed } = await resolveLines(db, await savedWishlistInputs(userId), { clampToStock: false });
      await forgetRemoved(wishlistItems, userId, removed);
      return { wishlist: lines.map(presentWishlistLine), removed };
    },
  };
}

function presentWishlistLine(line: Parameters<typeof presentCartLine>[0]): WishlistLine {
  const { quantity: _quantity, maxQuantity, ...rest } = presentCartLine(line);
  return { ...rest, inStock: maxQuantity > 0 };
}
