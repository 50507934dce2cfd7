import type { CartLine, RemovedLine, UnavailableCartLine, WishlistLine } from "@pallu/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { cartItems, wishlistItems } from "../../db/schema/index.js";
import { lockForTransaction } from "../../db/transaction-lock.js";
import {
  parseLines,
  presentCartLine,
  presentRemovedLine,
  presentUnavailableLine,
  resolveLines,
  type DroppedLine,
  type RequestedLine,
  type ResolvedLine,
} from "./cart-lines.js";

type CartAnswer = { cart: CartLine[]; unavailable: UnavailableCartLine[]; removed: RemovedLine[] };

/**
 * Saves of one shopper's cart (or wishlist) take turns: two at once would both empty the list
 * and then insert the same sizes, and the second would hit the unique key. The last to commit wins.
 */
async function lockListOf(tx: Tx, list: "cart" | "wishlist", userId: string): Promise<void> {
  await lockForTransaction(tx, `${list}:${userId}`);
}

export function cartService(db: Db) {
  /** Lines reported as gone once are forgotten, so the next read does not report them again. */
  async function forgetRemoved(table: typeof cartItems | typeof wishlistItems, userId: string, removed: DroppedLine[]) {
    const gone = removed.map((line) => line.buyingOptionId).filter((id): id is string => Boolean(id));
    if (gone.length) await db.delete(table).where(and(eq(table.userId, userId), inArray(table.buyingOptionId, gone)));
  }

  async function savedCartLines(userId: string): Promise<RequestedLine[]> {
    const rows = await db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.position));
    return rows.map((row) => ({
      productId: row.productId,
      buyingOptionId: row.buyingOptionId,
      quantity: row.quantity,
      services: row.services,
      measurementProfileId: row.measurementProfileId,
    }));
  }

  async function savedWishlistLines(userId: string): Promise<RequestedLine[]> {
    const rows = await db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .orderBy(asc(wishlistItems.position));
    return rows.map((row) => ({ productId: row.productId, buyingOptionId: row.buyingOptionId, quantity: 1 }));
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
              productId: line.buyingOption.productId,
              buyingOptionId: line.buyingOption.id,
              quantity: line.quantity,
              services: line.services ?? [],
              measurementProfileId: line.measurementProfileId ?? null,
              position,
            })),
          );
        }
      });
      return {
        cart: lines.map(presentCartLine),
        unavailable: soldOut.map(presentUnavailableLine),
        removed: removed.map(presentRemovedLine),
      };
    },

    /**
     * Puts lines back into the saved cart beside what it holds, priced by the server: a size that
     * is in the cart takes the restored quantity, and sold-out or removed sizes are skipped.
     */
    async restoreLines(userId: string, requested: RequestedLine[]): Promise<void> {
      const { lines } = await resolveLines(db, requested, { clampToStock: true });
      if (lines.length === 0) return;
      await db.transaction(async (tx) => {
        await lockListOf(tx, "cart", userId);
        const held = await tx.$count(cartItems, eq(cartItems.userId, userId));
        for (const [index, line] of lines.entries()) {
          await tx
            .insert(cartItems)
            .values({
              userId,
              productId: line.buyingOption.productId,
              buyingOptionId: line.buyingOption.id,
              quantity: line.quantity,
              position: held + index,
            })
            .onConflictDoUpdate({
              target: [cartItems.userId, cartItems.buyingOptionId],
              set: { quantity: line.quantity },
            });
        }
      });
    },

    /** The saved cart: live lines, sold-out ones set apart (kept for when stock returns), and lines whose product is gone, forgotten. */
    async cart(userId: string): Promise<CartAnswer> {
      const { lines, soldOut, removed } = await resolveLines(db, await savedCartLines(userId), { clampToStock: true });
      await forgetRemoved(cartItems, userId, removed);
      return {
        cart: lines.map(presentCartLine),
        unavailable: soldOut.map(presentUnavailableLine),
        removed: removed.map(presentRemovedLine),
      };
    },

    async replaceWishlist(
      userId: string,
      field: string | unknown[],
    ): Promise<{ wishlist: WishlistLine[]; removed: RemovedLine[] }> {
      const { lines, removed } = await resolveLines(db, parseLines(field, "wishlist"), { clampToStock: false });
      await db.transaction(async (tx) => {
        await lockListOf(tx, "wishlist", userId);
        await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
        if (lines.length) {
          await tx
            .insert(wishlistItems)
            .values(
              lines.map((line, position) => ({
                userId,
                productId: line.buyingOption.productId,
                buyingOptionId: line.buyingOption.id,
                position,
              })),
            );
        }
      });
      return { wishlist: lines.map(presentWishlistLine), removed: removed.map(presentRemovedLine) };
    },

    async wishlist(userId: string): Promise<{ wishlist: WishlistLine[]; removed: RemovedLine[] }> {
      const { lines, removed } = await resolveLines(db, await savedWishlistLines(userId), { clampToStock: false });
      await forgetRemoved(wishlistItems, userId, removed);
      return { wishlist: lines.map(presentWishlistLine), removed: removed.map(presentRemovedLine) };
    },
  };
}

function presentWishlistLine(line: ResolvedLine): WishlistLine {
  const { quantity: _quantity, maxQuantity, ...rest } = presentCartLine(line);
  return { ...rest, inStock: maxQuantity > 0 };
}
