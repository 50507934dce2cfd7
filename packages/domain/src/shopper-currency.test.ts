import { describe, expect, it } from "vitest";
import { abroadShippingNote, currencyInCookies, formatAmount } from "./shopper-currency.js";

const US = { currency: "USD", countries: [{ code: "US", name: "United States" }], shippingFromRupees: 2_400, freeAboveRupees: 40_000, dutiesOnDelivery: true };

describe("the shopper's currency", () => {
  it("is read from her cookie among others, in any case, and only as three letters", () => {
    expect(currencyInCookies("theme=dark; pallu_currency=usd; other=1")).toBe("USD");
    expect(currencyInCookies("pallu_currency=GBP")).toBe("GBP");
    expect(currencyInCookies("pallu_currency=US%20D")).toBeUndefined();
    expect(currencyInCookies("my_pallu_currency=USD")).toBeUndefined();
    expect(currencyInCookies(undefined)).toBeUndefined();
  });

  it("writes an amount the API answers in its currency: rupees as India writes them, others to the cent", () => {
    expect(formatAmount(129_999, "INR")).toBe("₹1,29,999");
    expect(formatAmount(146.99, "USD")).toBe("$146.99");
    expect(formatAmount(95, "GBP")).toBe("£95.00");
  });
});

describe("what the banner tells a shopper reading another currency", () => {
  it("names where the shop ships that pays in it, from what rate, free above what, and who pays the duties", () => {
    expect(abroadShippingNote(US)).toBe("Shipping to United States from ₹2,400, free above ₹40,000 · duties paid on delivery");
    expect(abroadShippingNote({ ...US, freeAboveRupees: null, dutiesOnDelivery: false })).toBe("Shipping to United States from ₹2,400");
  });

  it("counts the countries when more than two pay in it", () => {
    const euro = { ...US, currency: "EUR", countries: ["FR", "DE", "IT"].map((code) => ({ code, name: code })) };
    expect(abroadShippingNote(euro)).toBe("Shipping to 3 countries from ₹2,400, free above ₹40,000 · duties paid on delivery");
  });

  it("promises no shipping for a currency no country the shop ships to pays in", () => {
    expect(abroadShippingNote({ ...US, countries: [], shippingFromRupees: null })).toBe("Prices in USD · charged in rupees");
  });
});
