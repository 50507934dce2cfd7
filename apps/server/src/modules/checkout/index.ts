/** The checkout module's public face: other modules import only what is named here. */
export { codOffer } from "./cod-checkout.js";
export { scheduleReconciliation } from "./reconcile-schedule.js";
