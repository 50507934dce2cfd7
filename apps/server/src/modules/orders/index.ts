/** The orders module's public face: other modules import only what is named here. */
export { codConfirmUrl, issueCodConfirmLink, orderOfCodConfirmLink } from "./cod-confirm-links.js";
export { countsByWireStatus } from "./order-desk.js";
export { historyOnTransition, rollupOnTransition } from "./order-effects.js";
export {
  adminActor,
  type OrderActor,
  type PersonActor,
  providerActor,
  recordHistory,
  SHIPROCKET,
  SHOP_JOB,
  shopperActor,
  trackingText,
} from "./order-history.js";
export { orderLineOf } from "./order-lines.js";
export { exchangeSizesOf } from "./order-presenter.js";
export { lockOrder, type OrderLineRow, orderRepository, type OrderRow } from "./order-repository.js";
export { orderService } from "./order-service.js";
export { newPublicOrderId } from "./public-order-id.js";
export { keepRefundKey, refundStateOf } from "./refund-keys.js";
export { rollupOrderPlaced } from "./sales-rollup.js";
export { staffNotes } from "./staff-notes.js";
