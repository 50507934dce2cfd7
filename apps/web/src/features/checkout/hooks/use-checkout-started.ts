import { useEffect, useRef } from "react";
import { useCheckoutStartedMutation } from "../api/checkout-api";

/**
 * Tells the shop, once per visit, that a signed-in shopper opened the checkout page with these
 * lines (JSON as the cart is sent), so a shopper who leaves can be reminded of their cart.
 */
export function useCheckoutStarted(signedIn: boolean, cart: string) {
  const [noteStarted] = useCheckoutStartedMutation();
  const noted = useRef(false);
  const hasLines = cart !== "[]";
  useEffect(() => {
    if (!signedIn || !hasLines || noted.current) return;
    noted.current = true;
    void noteStarted({ cart });
  }, [signedIn, hasLines, cart, noteStarted]);
}
