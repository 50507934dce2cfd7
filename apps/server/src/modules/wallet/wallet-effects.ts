import { orderReached, type TransitionEffect } from "../../lib/order-transition.js";
import { addStoreCredit } from "./store-credit.js";

/** Store credit spent on a cancelled order comes back as credit; only money paid goes back as money. */
export const walletOnTransition: TransitionEffect = {
  name: "wallet",
  async run(transition) {
    if (!orderReached(transition, "cancelled")) return;
    const { after } = transition;
    await addStoreCredit(transition.tx, { userId: after.userId, amountPaise: after.storeCreditPaise, orderId: after.id, note: `Cancelled ${after.publicOrderId}` });
  },
};
