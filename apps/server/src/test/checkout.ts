import type { TestShop } from "./test-app.js";

/** Whoever checks out: a signed-in shopper's headers and one of their addresses. */
export type CheckoutBuyer = { headers: Record<string, string>; addressId: string };

function checkout(shop: TestShop, path: string, buyer: CheckoutBuyer, cart: object[]) {
  return shop.app.inject({
    method: "POST",
    url: `/api/v1/order/${path}`,
    headers: buyer.headers,
    payload: { addressId: buyer.addressId, cart: JSON.stringify(cart) },
  });
}

/** A cash-on-delivery checkout of these cart lines (as the wire names them), answered as the shop answers it. */
export function payCash(shop: TestShop, buyer: CheckoutBuyer, cart: object[]) {
  return checkout(shop, "cashOnDelivery", buyer, cart);
}

/** The start of an online payment for these cart lines, answered as the shop answers it. */
export function capturePayment(shop: TestShop, buyer: CheckoutBuyer, cart: object[]) {
  return checkout(shop, "capturePayment", buyer, cart);
}
