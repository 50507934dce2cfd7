import type { OfferedCurrency, ShopperCurrencies } from "@pallu/domain";

const RUPEES: OfferedCurrency = { currency: "INR", countries: [], shippingFromRupees: null, freeAboveRupees: null, dutiesOnDelivery: false, note: null };
const DOLLARS: OfferedCurrency = {
  currency: "USD",
  countries: [{ code: "US", name: "United States" }],
  shippingFromRupees: 2_400,
  freeAboveRupees: 40_000,
  dutiesOnDelivery: true,
  note: "Shipping to United States from ₹2,400, free above ₹40,000 · duties paid on delivery",
};
const POUNDS: OfferedCurrency = { ...DOLLARS, currency: "GBP", countries: [{ code: "GB", name: "United Kingdom" }], note: "Shipping to United Kingdom from ₹2,200" };

/** A page of a shop that ships to the United States and the United Kingdom, for a shopper reading `currency`. */
export const aShopperReading = (currency: string): ShopperCurrencies => ({ currency, offered: [RUPEES, POUNDS, DOLLARS] });
