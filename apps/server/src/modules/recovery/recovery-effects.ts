import type { TransitionEffect } from "../../lib/order-transition.js";
import { closeCheckoutOnOrder } from "./checkout-visits.js";

/** A placed order closes the shopper's open checkout, so no reminder follows a purchase. */
export const recoveryOnTransition: TransitionEffect = {
  name: "checkout recovery",
  async run({ tx, before, after, now }) {
    if (before !== null || after.orderType !== "order") return;
    await closeCheckoutOnOrder(tx, { userId: after.userId, orderId: after.id, totalPaise: after.totalPaise }, now);
  },
};
