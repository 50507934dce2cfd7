import type { TestShop } from "./test-app.js";

/** Whoever checks out: a signed-in shopper's headers and one of their addresses. */
export type CheckoutBuyer = { headers: Record<string, string>; addressId: string };

function checkout(shop: TestShop, path: string, buyer: CheckoutBuyer, cart: object[], extra: object) {
  return shop.post(`/order/${path}`, buyer.headers, { addressId: buyer.addressId, cart: JSON.stringify(cart), ...extra });
}

/**
 * A cash-on-delivery checkout of these cart lines (as the wire names them), answered as the shop answers it;
 * `extra` adds the checkout's other fields (such as useStoreCredit).
 */
export function payCash(shop: TestShop, buyer: CheckoutBuyer, cart: object[], extra: object = {}) {
  return checkout(shop, "cashOnDelivery", buyer, cart, extra);
}

/** The start of an online payment for these cart lines, answered as the shop answers it. */
export function capturePayment(shop: TestShop, buyer: CheckoutBuyer, cart: object[], extra: object = {}) {
  return checkout(shop, "capturePayment", buyer, cart, extra);
}
