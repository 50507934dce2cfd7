import { countryName, isHomeCountry } from "./countries.js";
import { HOME_CURRENCY } from "./money.js";

/**
 * Selling abroad (docs/selling-abroad.md): the seller's shipping zones, exchange rates and export
 * terms, and the rules that price a parcel abroad and show prices in a buyer's currency. Money is
 * integer paise; an amount in another currency is integer minor units (cents).
 */

/** One step of a zone's rate by weight: parcels up to `upToGrams` cost `amountRupees`. */
export type WeightSlab = { upToGrams: number; amountRupees: number };
export type ZoneRate = { kind: "flat"; amountRupees: number } | { kind: "weight"; slabs: WeightSlab[] };

export type ShippingZone = {
  name: string;
  /** ISO 3166-1 alpha-2 codes. */
  countries: string[];
  rate: ZoneRate;
  /** Goods worth at least this ship free; null when they never do. */
  freeAboveRupees: number | null;
  /** The delivery promise in working days after dispatch. */
  deliveryDays: { min: number; max: number };
  /** Import duties and taxes are the buyer's, paid to the courier on delivery. */
  dutiesPaidByBuyer: boolean;
};

export type CurrencyRounding = "cents" | "whole" | "ninety-nine";

export type ExchangeRates = {
  /** Rupees for one unit of each currency, as the seller keeps them or the daily refresh wrote them. */
  rupeesPer: Record<string, number>;
  /** Added to the rate in the buyer's disfavour, covering the card's conversion and the rate's drift. */
  marginPercent: number;
  /** How a product's price in a buyer's currency ends: exact cents, .00 or .99. */
  rounding: CurrencyRounding;
  /** "table": the seller's own rates; "provider": refreshed daily from the rate provider. */
  source: "table" | "provider";
  updatedAt: string | null;
};

export type SellingAbroad = { zones: ShippingZone[]; exchangeRates: ExchangeRates };

export const DUTIES_NOTICE =
  "Import duties and taxes of your country are not included. The courier collects them from you on delivery.";

export const abroadMessages = {
  notShipped: (country: string) => `Sorry, we do not ship to ${countryName(country)} yet`,
  noCod: "Cash on Delivery is available only in India. Please pay online.",
  noWeight: (product: string) => `${product} cannot be shipped abroad yet. Please remove it to order outside India.`,
  tooHeavy: (country: string) => `This order is too heavy to ship to ${countryName(country)} in one parcel. Please order fewer pieces at a time.`,
  noRate: (currency: string) => `Prices in ${currency} are not available`,
  productForm: "Products without a weight cannot be sold outside India.",
} as const;

/** The zone that ships to a country, the first listed when several name it. */
export function zoneOf(zones: readonly ShippingZone[], country: string): ShippingZone | undefined {
  const code = country.toUpperCase();
  return zones.find((zone) => zone.countries.includes(code));
}

export type ShippingAbroad =
  | { shipped: true; zone: ShippingZone; shippingPaise: number; deliveryDays: { min: number; max: number }; dutiesNotice: string | null }
  | { shipped: false; message: string };

/**
 * What a parcel abroad costs the buyer: the zone's flat rate, or the first weight slab it fits,
 * free when the goods reach the zone's threshold; refused when no zone ships there or no slab
 * takes its weight.
 */
export function shippingAbroad(
  zones: readonly ShippingZone[],
  parcel: { country: string; weightGrams: number; goodsPaise: number },
): ShippingAbroad {
  const zone = zoneOf(zones, parcel.country);
  if (!zone) return { shipped: false, message: abroadMessages.notShipped(parcel.country) };
  let ratePaise: number;
  if (zone.rate.kind === "flat") ratePaise = zone.rate.amountRupees * 100;
  else {
    const slab = [...zone.rate.slabs].sort((a, b) => a.upToGrams - b.upToGrams).find((s) => parcel.weightGrams <= s.upToGrams);
    if (!slab) return { shipped: false, message: abroadMessages.tooHeavy(parcel.country) };
    ratePaise = slab.amountRupees * 100;
  }
  const free = zone.freeAboveRupees !== null && parcel.goodsPaise >= zone.freeAboveRupees * 100;
  return {
    shipped: true,
    zone,
    shippingPaise: free ? 0 : ratePaise,
    deliveryDays: zone.deliveryDays,
    dutiesNotice: zone.dutiesPaidByBuyer ? DUTIES_NOTICE : null,
  };
}

/** "Delivered in 7–12 working days". */
export function deliveryPromiseText(days: { min: number; max: number }): string {
  return days.min === days.max ? `Delivered in ${days.min} working days` : `Delivered in ${days.min}–${days.max} working days`;
}

/** The rate a buyer's prices are worked out at: rupees for one unit, less the seller's margin. */
export type AppliedRate = { currency: string; rupeesPerUnit: number; rounding: CurrencyRounding };

/** The applied rate of a currency, or null when the shop keeps no rate for it (rupees are 1). */
export function appliedRate(rates: ExchangeRates, currency: string): AppliedRate | null {
  const code = currency.toUpperCase();
  if (code === HOME_CURRENCY) return { currency: HOME_CURRENCY, rupeesPerUnit: 1, rounding: "cents" };
  const rupeesPer = rates.rupeesPer[code];
  if (!rupeesPer || rupeesPer <= 0) return null;
  // Six decimals, as the order records it: every amount is worked out from the recorded rate.
  const rupeesPerUnit = Math.round((rupeesPer / (1 + rates.marginPercent / 100)) * 1e6) / 1e6;
  return { currency: code, rupeesPerUnit, rounding: rates.rounding };
}

/** An amount in the buyer's currency, in minor units, rounded up to the cent. */
export function minorUnitsOf(paise: number, rate: AppliedRate): number {
  if (rate.currency === HOME_CURRENCY) return paise;
  return Math.ceil(Math.round((paise / rate.rupeesPerUnit) * 1e6) / 1e6);
}

/** A product's price in the buyer's currency, ending as the seller chose: exact, .00 or .99. */
export function priceInCurrency(paise: number, rate: AppliedRate): number {
  const minor = minorUnitsOf(paise, rate);
  if (rate.currency === HOME_CURRENCY || rate.rounding === "cents") return minor;
  if (rate.rounding === "whole") return Math.ceil(minor / 100) * 100;
  return Math.ceil((minor + 1) / 100) * 100 - 1;
}

/** Minor units as the API speaks them: 12099 is 120.99. */
export const minorToAmount = (minor: number): number => minor / 100;


/** An address or a buyer abroad: any country but India. */
export const isAbroad = (country: string | null | undefined): boolean => !isHomeCountry(country);

export type AmountsInCurrency = {
  /** Each line: its piece's price, its services' prices (each for one piece), its discount, and its total. */
  lines: { priceMinor: number; servicesMinor: number[]; discountMinor: number; totalMinor: number }[];
  /** The pieces and their services at their prices, before any saving. */
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  codFeeMinor: number;
  totalMinor: number;
};

/** A saving in rupees as the buyer reads it in their currency, to the cent. */
const savingMinor = (paise: number, rate: AppliedRate): number =>
  rate.currency === HOME_CURRENCY ? paise : Math.round(paise / rate.rupeesPerUnit);

/**
 * A checkout's amounts as the buyer reads them in their currency: each piece and each service at
 * its rounded price, the savings, shipping and the cash-on-delivery fee converted to the cent, and
 * the total their sum, so the figures shown always add up. What is charged, recorded and taxed
 * stays the rupee amounts.
 */
export function amountsInCurrency(
  checkout: {
    lines: readonly {
      unitPricePaise: number;
      quantity: number;
      discountPaise: number;
      /** The services asked for with the line: each one's price for one piece and its saving on the line. */
      services?: readonly { pricePaise: number; discountPaise: number }[];
    }[];
    shippingPaise: number;
    codFeePaise?: number;
  },
  rate: AppliedRate,
): AmountsInCurrency {
  const lines = checkout.lines.map((line) => {
    const services = line.services ?? [];
    const priceMinor = priceInCurrency(line.unitPricePaise, rate);
    const servicesMinor = services.map((service) => priceInCurrency(service.pricePaise, rate));
    const discountMinor = savingMinor(line.discountPaise, rate) + services.reduce((sum, service) => sum + savingMinor(service.discountPaise, rate), 0);
    const unitMinor = priceMinor + servicesMinor.reduce((sum, minor) => sum + minor, 0);
    return { priceMinor, servicesMinor, discountMinor, totalMinor: unitMinor * line.quantity - discountMinor };
  });
  const subtotalMinor = lines.reduce((sum, line) => sum + line.totalMinor + line.discountMinor, 0);
  const discountMinor = lines.reduce((sum, line) => sum + line.discountMinor, 0);
  const shippingMinor = minorUnitsOf(checkout.shippingPaise, rate);
  const codFeeMinor = minorUnitsOf(checkout.codFeePaise ?? 0, rate);
  return { lines, subtotalMinor, discountMinor, shippingMinor, codFeeMinor, totalMinor: subtotalMinor - discountMinor + shippingMinor + codFeeMinor };
}

/**
 * Each saving of a checkout in the buyer's currency, to the cent, the last adjusted so that they add
 * up to the checkout's discount as `amountsInCurrency` gives it.
 */
export function savingsInCurrency(savingsPaise: readonly number[], discountMinor: number, rate: AppliedRate): number[] {
  const each = savingsPaise.map((paise) => savingMinor(paise, rate));
  if (each.length === 0) return each;
  const off = discountMinor - each.reduce((sum, minor) => sum + minor, 0);
  each[each.length - 1] = each[each.length - 1]! + off;
  return each;
}

/** The currency of a country the shop ships to, when the shop shows prices in it (docs/selling-abroad.md). */
export function offeredCurrencyOf(offered: readonly { currency: string; countries: readonly { code: string }[] }[], country: string): string | undefined {
  return offered.find((offer) => offer.countries.some((each) => each.code === country))?.currency;
}
