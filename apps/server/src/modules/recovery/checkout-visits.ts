import { and, asc, eq, isNull, lte } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import type { Queryable } from "../../db/client.js";
import { abandonedCheckouts, cartItems, type CheckoutLine } from "../../db/schema/index.js";
import { parseLines, resolveLines } from "../cart/index.js";

async function savedCartLines(deps: Pick<AppDeps, "db">, userId: string): Promise<CheckoutLine[]> {
  return deps.db
    .select({ productId: cartItems.productId, buyingOptionId: cartItems.buyingOptionId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.position));
}

/** The lines the checkout page showed, when it sent them (its save may still be on the way), checked against live sizes. */
async function shownLines(deps: Pick<AppDeps, "db">, cart: string | unknown[]): Promise<CheckoutLine[]> {
  const { lines, soldOut } = await resolveLines(deps.db, parseLines(cart, "cart"), { clampToStock: false });
  return [...lines, ...soldOut].map((line) => ({
    productId: line.buyingOption.productId,
    buyingOptionId: line.buyingOption.id,
    quantity: line.quantity,
  }));
}

/**
 * Notes that a signed-in shopper opened the checkout page, with the cart they held (as sent, or as
 * saved): their one open checkout is refreshed (its wait starts again), or opened. Reminders
 * already sent stay sent.
 */
export async function recordCheckoutVisit(
  deps: Pick<AppDeps, "db" | "now">,
  userId: string,
  cart?: string | unknown[],
): Promise<void> {
  const now = deps.now();
  const lines = cart === undefined ? await savedCartLines(deps, userId) : await shownLines(deps, cart);
  if (lines.length === 0) return;
  await deps.db
    .insert(abandonedCheckouts)
    .values({ userId, visitedAt: now, lines, createdAt: now })
    .onConflictDoUpdate({
      target: abandonedCheckouts.userId,
      targetWhere: isNull(abandonedCheckouts.closedAt),
      set: { visitedAt: now, lines },
    });
}

/**
 * An order closes the shopper's open checkout, so no reminder follows it. An order placed after a
 * reminder is the checkout won back: the report counts it and its total.
 */
export async function closeCheckoutOnOrder(
  tx: Queryable,
  order: { userId: string; orderId: string; totalPaise: number },
  now: Date,
): Promise<void> {
  const [open] = await tx
    .select({ id: abandonedCheckouts.id, firstReminderAt: abandonedCheckouts.firstReminderAt })
    .from(abandonedCheckouts)
    .where(
      and(
        eq(abandonedCheckouts.userId, order.userId),
        isNull(abandonedCheckouts.closedAt),
        lte(abandonedCheckouts.createdAt, now),
      ),
    );
  if (!open) return;
  const recovered = open.firstReminderAt !== null;
  await tx
    .update(abandonedCheckouts)
    .set({
      closedAt: now,
      closeReason: "ordered",
      recoveredOrderId: recovered ? order.orderId : null,
      recoveredTotalPaise: recovered ? order.totalPaise : null,
    })
    .where(and(eq(abandonedCheckouts.id, open.id), isNull(abandonedCheckouts.closedAt)));
}
