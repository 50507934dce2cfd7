import { orderReached, type TransitionEffect } from "../../lib/order-transition.js";
import { releaseOrderPromotionUses } from "./promotion-uses.js";

/** A cancelled order gives back the offers' uses it counted. */
export const offersOnTransition: TransitionEffect = {
  name: "offers",
  async run(transition) {
    if (orderReached(transition, "cancelled")) await releaseOrderPromotionUses(transition.tx, transition.after.id, transition.now);
  },
};
