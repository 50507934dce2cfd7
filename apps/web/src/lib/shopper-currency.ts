import {
  CURRENCY_COOKIE,
  CURRENCY_COOKIE_SECONDS,
  currencyInCookies,
  HOME_CURRENCY,
  RUPEES_ONLY,
  SHOPPER_CURRENCY_ID,
  type ShopperCurrencies,
} from "@pallu/domain";
import { createContext, useContext, useSyncExternalStore } from "react";

/*
 * The currency the shopper reads prices in (docs/selling-abroad.md#the-shoppers-currency). It is
 * kept in a cookie, so the server renders her pages in it, and read here: no store of the app's
 * holds it. The queries that answer prices are asked with it; the answers carry the amounts.
 */

/** On the server, the shopper a page is rendered for: each render its own. */
export const RenderedFor = createContext<ShopperCurrencies | undefined>(undefined);

/** What the server rendered this page in: the browser hydrates with it. */
let rendered: ShopperCurrencies = RUPEES_ONLY;
let current: ShopperCurrencies = RUPEES_ONLY;
const listeners = new Set<() => void>();

const offers = (shopper: ShopperCurrencies, currency: string) => shopper.offered.some((offer) => offer.currency === currency);

/**
 * Takes what the page says its shopper reads (the server writes it into every page of a shop that
 * shows other currencies). Her cookie has the last word: a page a cache on the way kept in rupees
 * shows her currency once the scripts run.
 */
export function startShopperCurrency(
  page: ShopperCurrencies | undefined = readPage(),
  cookies: string = document.cookie,
): void {
  if (!page) return;
  const asked = currencyInCookies(cookies) ?? HOME_CURRENCY;
  rendered = page;
  const currency = offers(page, asked) ? asked : HOME_CURRENCY;
  current = currency === page.currency ? page : { ...page, currency };
  for (const listener of listeners) listener();
}

function readPage(): ShopperCurrencies | undefined {
  const text = document.getElementById(SHOPPER_CURRENCY_ID)?.textContent;
  return text ? (JSON.parse(text) as ShopperCurrencies) : undefined;
}

/** Keeps her choice for her next pages (a year) and shows every price in it now. */
export function chooseCurrency(currency: string): void {
  if (!offers(current, currency) || currency === current.currency) return;
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${CURRENCY_COOKIE}=${currency}; path=/; max-age=${CURRENCY_COOKIE_SECONDS}; samesite=lax${secure}`;
  current = { ...current, currency };
  for (const listener of listeners) listener();
}

/** The currency prices are shown in now, outside React (a prefetch before the page's code). */
export const chosenCurrency = (): string => current.currency;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shopper's currency and the ones she may choose (none when the shop shows only rupees). */
export function useShopperCurrencies(): ShopperCurrencies {
  const onServer = useContext(RenderedFor);
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => onServer ?? rendered,
  );
}

/** The currency prices are shown in: "INR", "USD", … */
export const useShopperCurrency = (): string => useShopperCurrencies().currency;

/** A query's parameters asking for prices in this currency too; rupees ask as they always have. */
export function inCurrency<Params extends object>(params: Params, currency: string): Params & { currency?: string } {
  return currency === HOME_CURRENCY ? params : { ...params, currency };
}
