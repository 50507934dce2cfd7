/** The order-lifecycle module's public face: other modules import only what is named here. */
export { awaitCodConfirmation } from "./cod-confirmation.js";
export { handleTrackingEvent, TrackingEventSchema } from "./courier-tracking.js";
export { orderJobHandlers } from "./order-jobs.js";
export { pendingRefundOrderIds, recordOrderRefundOutcome, settleRefund } from "./refunds.js";
export { returnedCodParcels } from "./return-to-origin.js";
export { registerTransitionEffects, runTransitionEffects } from "./transition-effects.js";
