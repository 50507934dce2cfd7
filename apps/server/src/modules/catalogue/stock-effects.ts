import type { TransitionEffect } from "../../lib/order-transition.js";
import { orderReached } from "../../lib/order-transition.js";
import { addPurchased, returnStock, shelfPieces } from "./stock.js";

/** Units sold count a placed order's pieces; a cancelled order's pieces go back on the shelf and out of the count. */
export const stockOnTransition: TransitionEffect = {
  name: "stock",
  async run(transition) {
    const { tx, before, lines } = transition;
    if (transition.after.orderType !== "order") return;
    if (before === null) await addPurchased(tx, lines, 1);
    if (orderReached(transition, "cancelled")) {
      await returnStock(tx, shelfPieces(lines));
      await addPurchased(tx, lines, -1);
    }
  },
};
