/** The checkout module's public face: other modules import only what is named here. */
export { cashOnDeliveryOffer } from "./cash-on-delivery.js";
export { scheduleReconciliation } from "./reconcile-schedule.js";
