import { orderReached, type TransitionEffect } from "../../lib/order-transition.js";
import { queueShipment, queueShipmentCancel } from "./shipping-jobs.js";

/** A confirmed order is booked with the courier after the step commits; a cancelled one's booking is called off. */
export const shipmentsOnTransition: TransitionEffect = {
  name: "shipments",
  async run(transition) {
    const { tx, before, after } = transition;
    if (orderReached(transition, "confirmed")) await queueShipment(tx, after.id);
    if (orderReached(transition, "cancelled") && before?.shippingOrderId) await queueShipmentCancel(tx, after.id);
  },
};
