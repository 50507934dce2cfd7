import { formatCurrency, formatRupees, HOME_CURRENCY } from "./money.js";

/**
 * The currency a shopper reads prices in (docs/selling-abroad.md#the-shoppers-currency): chosen in
 * the storefront's header or footer and kept in a cookie, so the server renders pages in it. What
 * is charged stays rupees. Nothing here loads the country list: the storefront's first load reads it.
 */

/** The cookie the chosen currency is kept in; absent, or INR, is rupees. */
export const CURRENCY_COOKIE = "pallu_currency";
/** A year: the choice outlives the visit, as a shop's country chooser does. */
export const CURRENCY_COOKIE_SECONDS = 31_536_000;
/** The id of the JSON element every page carries its shopper's currency and the choices in. */
export const SHOPPER_CURRENCY_ID = "shopper-currency";

/** A currency the shop shows prices in, and what is true of shipping to the countries that pay in it. */
export type OfferedCurrency = {
  currency: string;
  /** The countries the shop ships to that pay in this currency, by name. */
  countries: { code: string; name: string }[];
  /** The lowest rate of their zones, in rupees; null for rupees. */
  shippingFromRupees: number | null;
  /** The amount of goods every one of their zones ships free above, in rupees; null when one never does. */
  freeAboveRupees: number | null;
  /** Every one of their zones leaves the import duties to the buyer, paid on delivery. */
  dutiesOnDelivery: boolean;
  /** What the storefront's banner tells a shopper reading this currency (abroadShippingNote); null for rupees. */
  note: string | null;
};

/** What a page is rendered for: the shopper's currency, and the currencies to choose from (rupees first). */
export type ShopperCurrencies = { currency: string; offered: OfferedCurrency[] };

export const RUPEES_ONLY: ShopperCurrencies = { currency: "INR", offered: [] };

const IN_COOKIES = /(?:^|;)\s*pallu_currency=([A-Za-z]{3})\s*(?:;|$)/;

/** The currency named by a Cookie header (CURRENCY_COOKIE), upper-cased, if it names one. */
export function currencyInCookies(cookieHeader: string | null | undefined): string | undefined {
  return IN_COOKIES.exec(cookieHeader ?? "")?.[1]?.toUpperCase();
}

function countriesText(countries: OfferedCurrency["countries"]): string {
  if (countries.length <= 2) return countries.map((country) => country.name).join(" and ");
  return `${countries.length} countries`;
}

/**
 * What the announcement bar tells a shopper reading another currency than rupees, true for every
 * country that pays in it: where the shop ships, from what rate, free above what, and who pays
 * the duties. The charge is in rupees, so the amounts are too.
 */
export function abroadShippingNote(offer: Omit<OfferedCurrency, "note">): string {
  if (offer.countries.length === 0 || offer.shippingFromRupees === null) return `Prices in ${offer.currency} · charged in rupees`;
  const free = offer.freeAboveRupees === null ? "" : `, free above ${formatRupees(offer.freeAboveRupees)}`;
  const duties = offer.dutiesOnDelivery ? " · duties paid on delivery" : "";
  return `Shipping to ${countriesText(offer.countries)} from ${formatRupees(offer.shippingFromRupees)}${free}${duties}`;
}

/** "₹12,345" or "$146.99": an amount as the API answers it (rupees, or units of the currency) in its currency. */
export function formatAmount(amount: number, currency: string): string {
  return currency === HOME_CURRENCY ? formatRupees(amount) : formatCurrency(Math.round(amount * 100), currency);
}
