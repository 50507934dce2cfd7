/** The selling-abroad module's public face: other modules import only what is named here. */
export { INDIA_ONLY, SELLING_ABROAD_KEY, saveSellingAbroad, sellingAbroad, withProviderRates } from "./selling-abroad-store.js";
export { refreshRatesJob, scheduleRateRefresh, sellingAbroadJobHandlers } from "./rate-refresh-job.js";
export { cardInCurrency, productPageInCurrency, rateOf, rupeesIn } from "./prices-in-currency.js";
export { offeredCurrencies, shopperCurrencies } from "./shopper-currencies.js";
