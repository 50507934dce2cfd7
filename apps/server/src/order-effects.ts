import type { TransitionEffect } from "./lib/order-transition.js";
import { cartOnTransition } from "./modules/cart/index.js";
import { stockOnTransition } from "./modules/catalogue/index.js";
import { documentsOnTransition } from "./modules/invoices/index.js";
import { noticesOnTransition } from "./modules/notifications/index.js";
import { historyOnTransition, rollupOnTransition } from "./modules/orders/index.js";
import { offersOnTransition } from "./modules/promotions/index.js";
import { recoveryOnTransition } from "./modules/recovery/index.js";
import { shipmentsOnTransition } from "./modules/shipping/index.js";
import { tailoringOnTransition } from "./modules/tailoring/index.js";
import { walletOnTransition } from "./modules/wallet/index.js";

/**
 * What each module does when an order is placed or takes a step, in the order they run inside the
 * step's transaction: stock, offers and credit first (in the checkout's lock order: products,
 * promotions, wallet), then the records that follow from them, then the work queued for after commit.
 */
export const orderEffects: readonly TransitionEffect[] = [
  // First, so that an order whose blouses are not stitched yet is refused before anything moves.
  tailoringOnTransition,
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
