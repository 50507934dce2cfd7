import type { CheckoutQuoteWire } from "@pallu/domain";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { TestShop } from "./test-app.js";

/** Whoever checks out: a signed-in shopper's headers and one of their addresses. */
export type CheckoutShopper = { headers: Record<string, string>; addressId: string };

/** What else a checkout sends beside the cart, as a client would: couponCode, useStoreCredit, paymentType for a quote. */
export type CheckoutExtras = object;

function checkout(shop: TestShop, path: string, shopper: CheckoutShopper, cart: object[], extras: CheckoutExtras = {}) {
  return shop.post(`/order/${path}`, shopper.headers, {
    addressId: shopper.addressId,
    cart: JSON.stringify(cart),
    ...extras,
  });
}

/** What a checkout's answer carries under `field`, failing the test on any other answer than 200. */
async function answered<T>(request: Promise<LightMyRequestResponse>, field: string): Promise<T> {
  const response = await request;
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Record<string, T>)[field]!;
}

/** A cash-on-delivery checkout of these cart lines (as the wire names them), answered as the shop answers it. */
export function payCod(shop: TestShop, shopper: CheckoutShopper, cart: object[], extras?: CheckoutExtras) {
  return checkout(shop, "cashOnDelivery", shopper, cart, extras);
}

/** An order as a checkout answers with it: what every test reads of one. */
export type PlacedOrder = { _id: string; orderDetails: { public_order_id: string; status: string } };

/**
 * The order a cash-on-delivery checkout of these cart lines places, failing the test on any other
 * answer than 200.
 */
export const codOrderFor = <Order = PlacedOrder>(
  shop: TestShop,
  shopper: CheckoutShopper,
  cart: object[],
  extras?: CheckoutExtras,
) => answered<Order>(payCod(shop, shopper, cart, extras), "order");

/** The start of an online payment for these cart lines, answered as the shop answers it. */
export function capturePayment(shop: TestShop, shopper: CheckoutShopper, cart: object[], extras?: CheckoutExtras) {
  return checkout(shop, "capturePayment", shopper, cart, extras);
}

/**
 * The online payment the shop opens (its provider order id, and its amount in paise), failing the
 * test on any other answer than 200.
 */
export const paymentFor = (shop: TestShop, shopper: CheckoutShopper, cart: object[], extras?: CheckoutExtras) =>
  answered<{ id: string; amount: number }>(capturePayment(shop, shopper, cart, extras), "payment");

/** The quote the shop answers for these cart lines, failing the test on any other answer than 200. */
export const quoteOf = (shop: TestShop, shopper: CheckoutShopper, cart: object[], extras?: CheckoutExtras) =>
  answered<CheckoutQuoteWire>(checkoutQuote(shop, shopper, cart, extras), "quote");

/** What the shop would charge for these cart lines, with the promotions it would give. */
export function checkoutQuote(shop: TestShop, shopper: CheckoutShopper, cart: object[], extras?: CheckoutExtras) {
  return checkout(shop, "getCheckoutQuote", shopper, cart, extras);
}
