import type { CartLine, RemovedLine, UnavailableCartLine, WishlistLine } from "@pallu/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { cartItems, wishlistItems } from "../../db/schema/index.js";
import { parseLines, presentCartLine, presentUnavailableLine, resolveLines } from "./cart-lines.js";

type CartAnswer = { cart: CartLine[]; unavailable: UnavailableCartLine[]; removed: RemovedLine[] };
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
    /**
     * Replaces the saved cart with what the client sent (last write wins), priced by the server.
     * Sold-out sizes are saved too, at the quantity asked for, and answered as unavailable.
     */
    async replaceCart(userId: string, field: string | unknown[]): Promise<CartAnswer> {
      const { lines, soldOut, removed } = await resolveLines(db, parseLines(field, "cart"), { clampToStock: true });
      const kept = [...lines, ...soldOut];
      await db.transaction(async (tx) => {
        await lockListOf(tx, "cart", userId);
        await tx.delete(cartItems).where(eq(cartItems.userId, userId));
        if (kept.length) {
          await tx.insert(cartItems).values(
            kept.map((line, position) => ({
              userId,
              productId: line.option.product_id,
              buyingOptionId: line.option.option_id,
              quantity: line.quantity,
              position,
            })),
          );
        }
      });
      return { cart: lines.map(presentCartLine), unavailable: soldOut.map(presentUnavailableLine), removed };
    },

    /** The saved cart: live lines, sold-out ones set apart (kept for when stock returns), and lines whose product is gone, forgotten. */
    async cart(userId: string): Promise<CartAnswer> {
      const { lines, soldOut, removed } = await resolveLines(db, await savedCartInputs(userId), { clampToStock: true });
      await forgetRemoved(cartItems, userId, removed);
      return { cart: lines.map(presentCartLine), unavailable: soldOut.map(presentUnavailableLine), removed };
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
