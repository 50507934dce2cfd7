/** The shipping module's public face: other modules import only what is named here. */
export { shipmentsOnTransition } from "./shipment-effects.js";
export { saveShipment, shipmentOf, type ShipmentRow } from "./shipment-store.js";
export {
  queueReturnPickup,
  queueShipment,
  queueShipmentOfTailoredOrder,
  shipmentRequest,
  SHIPPING_RETURN_JOB,
  shippingJobHandlers,
} from "./shipping-jobs.js";
