import { stepOf, type TransitionEffect } from "../../lib/order-transition.js";
import { ORDER_EVENTS, queueOrderNotice, type OrderEvent } from "./order-notices.js";

const NOTIFIED = new Set<string>(ORDER_EVENTS);

/** The shopper hears of her order being placed and of every step she is told about, after the step commits. */
export const noticesOnTransition: TransitionEffect = {
  name: "notices",
  async run(transition) {
    const step = stepOf(transition);
    if (!step) return;
    if (step.placed) await queueOrderNotice(transition.tx, transition.after.id, "placed");
    else if (NOTIFIED.has(step.to)) await queueOrderNotice(transition.tx, transition.after.id, step.to as OrderEvent);
  },
};
