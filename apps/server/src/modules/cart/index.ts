/** The cart module's public face: other modules import only what is named here. */
export { cartOnTransition } from "./cart-effects.js";
export { parseLines, presentRemovedLine, type RequestedLine, resolveLines } from "./cart-lines.js";
export { cartInCurrency } from "./cart-in-currency.js";
export { cartService } from "./cart-service.js";
export {
  findFirstBuyingOptions,
  findPurchasableBuyingOptions,
  findPurchasableProduct,
  type PurchasableBuyingOption,
} from "./purchasable-options.js";
