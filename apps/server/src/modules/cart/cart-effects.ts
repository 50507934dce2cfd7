import { and, eq, inArray } from "drizzle-orm";
import { cartItems } from "../../db/schema/index.js";
import type { TransitionEffect } from "../../lib/order-transition.js";

/** The sizes an order bought leave the shopper's saved cart. */
export const cartOnTransition: TransitionEffect = {
  name: "cart",
  async run({ tx, before, after, lines }) {
    if (before !== null || after.orderType !== "order") return;
    const bought = lines.map((line) => line.buyingOptionId);
    await tx.delete(cartItems).where(and(eq(cartItems.userId, after.userId), inArray(cartItems.buyingOptionId, bought)));
  },
};
