import { RUPEES_ONLY, type CartPrices } from "@pallu/domain";
import { act } from "@testing-library/react";
import { vi } from "vitest";
import { startShopperCurrency } from "@/lib/shopper-currency";
import { aShopperReading } from "./currency-builders";

/** The shopper reads US dollars from here on, as her cookie says. */
export function startReadingDollars() {
  startShopperCurrency(aShopperReading("USD"), "pallu_currency=USD");
}

/** After a test in dollars: rupees again, and the API's fakes gone. */
export function backToRupees() {
  vi.unstubAllGlobals();
  act(() => startShopperCurrency(RUPEES_ONLY, ""));
}

/** getCartPrices's answer in dollars: the rupees charged (`subtotal`) and the amounts she reads. */
export function cartPricesInDollars(subtotal: number, inCurrency: CartPrices["inCurrency"]) {
  return () => ({ success: true, message: "Cart prices", currency: "USD", exchangeRate: 82.038835, subtotal, inCurrency });
}
