import {
  abroadShippingNote,
  appliedRate,
  countryName,
  currencyInCookies,
  currencyOfCountry,
  HOME_CURRENCY,
  type OfferedCurrency,
  type SellingAbroad,
  type ShippingZone,
  type ShopperCurrencies,
} from "@pallu/domain";
import type { AppDeps } from "../../app-deps.js";
import { sellingAbroad } from "./selling-abroad-store.js";

/** A safety net only: a save clears the copy at once, here and (through the cache bus) on every instance. */
const CACHE_MS = 30_000;

const lowestRate = (zone: ShippingZone) =>
  zone.rate.kind === "flat" ? zone.rate.amountRupees : Math.min(...zone.rate.slabs.map((slab) => slab.amountRupees));

/** What is true of shipping to every country the shop ships to that pays in this currency. */
function offerOf(settings: SellingAbroad, currency: string): OfferedCurrency {
  const paysIn = (code: string) => currencyOfCountry(code) === currency;
  const zones = settings.zones.filter((zone) => zone.countries.some(paysIn));
  const thresholds = zones.map((zone) => zone.freeAboveRupees);
  const offer = {
    currency,
    countries: zones
      .flatMap((zone) => zone.countries.filter(paysIn))
      .map((code) => ({ code, name: countryName(code) }))
      .sort((a, b) => a.name.localeCompare(b.name, "en")),
    shippingFromRupees: zones.length > 0 ? Math.min(...zones.map(lowestRate)) : null,
    // Above the highest of the thresholds every one of the zones ships free; when one never does, none is promised.
    freeAboveRupees: zones.length > 0 && thresholds.every((amount) => amount !== null) ? Math.max(...(thresholds as number[])) : null,
    dutiesOnDelivery: zones.length > 0 && zones.every((zone) => zone.dutiesPaidByBuyer),
  };
  return { ...offer, note: abroadShippingNote(offer) };
}

/**
 * The currencies a shopper may read prices in: rupees first, then each the seller keeps a rate for.
 * None at all when the shop shows only rupees, and the storefront then offers no choice.
 */
export function offeredCurrencies(settings: SellingAbroad): OfferedCurrency[] {
  const others = Object.keys(settings.exchangeRates.rupeesPer)
    .filter((currency) => currency !== HOME_CURRENCY && appliedRate(settings.exchangeRates, currency) !== null)
    .sort();
  if (others.length === 0) return [];
  const rupees: OfferedCurrency = { currency: HOME_CURRENCY, countries: [], shippingFromRupees: null, freeAboveRupees: null, dutiesOnDelivery: false, note: null };
  return [rupees, ...others.map((currency) => offerOf(settings, currency))];
}

type Store = { get(): Promise<OfferedCurrency[]> };
const stores = new WeakMap<object, Store>();

function storeOf(deps: Pick<AppDeps, "db" | "cacheBus">): Store {
  const known = stores.get(deps.db);
  if (known) return known;
  let cached: { value: Promise<OfferedCurrency[]>; until: number } | undefined;
  const store: Store = {
    get() {
      const now = Date.now();
      if (!cached || cached.until <= now) {
        const value = sellingAbroad(deps.db).then(offeredCurrencies);
        cached = { value, until: now + CACHE_MS };
        value.catch(() => (cached = undefined));
      }
      return cached.value;
    },
  };
  deps.cacheBus.onInvalidation((scope) => {
    if (scope === "settings") cached = undefined;
  });
  stores.set(deps.db, store);
  return store;
}

/**
 * The currency a page is rendered in for this shopper, from her cookie: one the shop offers, else
 * rupees (a rate the seller has since removed, a cookie of another shop); with the choices.
 */
export async function shopperCurrencies(deps: Pick<AppDeps, "db" | "cacheBus">, cookieHeader: string | undefined): Promise<ShopperCurrencies> {
  const offered = await storeOf(deps).get();
  const asked = currencyInCookies(cookieHeader);
  const currency = asked && offered.some((offer) => offer.currency === asked) ? asked : HOME_CURRENCY;
  return { currency, offered };
}
