import type { TransitionEffect } from "./lib/order-transition.js";
import { cartOnTransition } from "./modules/cart/cart-effects.js";
import { stockOnTransition } from "./modules/catalog/stock-effects.js";
import { documentsOnTransition } from "./modules/invoices/document-effects.js";
import { noticesOnTransition } from "./modules/notifications/notice-effects.js";
import { historyOnTransition, rollupOnTransition } from "./modules/orders/order-effects.js";
import { offersOnTransition } from "./modules/promotions/promotion-effects.js";
import { recoveryOnTransition } from "./modules/recovery/recovery-effects.js";
import { shipmentsOnTransition } from "./modules/shipping/shipment-effects.js";
import { walletOnTransition } from "./modules/wallet/wallet-effects.js";

/**
 * What each module does when an order is placed or takes a step, in the order they run inside the
 * step's transaction: stock, offers and credit first (in the checkout's lock order: products,
 * promotions, wallet), then the records that follow from them, then the work queued for after commit.
 */
export const orderEffects: readonly TransitionEffect[] = [
  stockOnTransition,
  offersOnTransition,
  walletOnTransition,
  rollupOnTransition,
  documentsOnTransition,
  shipmentsOnTransition,
  noticesOnTransition,
  recoveryOnTransition,
  cartOnTransition,
  historyOnTransition,
];
