import { currencyOfCountry } from "@pallu/domain";
import type { AppDeps } from "../../app-deps.js";
import { enqueueJob, type JobHandlers } from "../jobs/index.js";
import { saveSellingAbroad, sellingAbroad, withProviderRates } from "./selling-abroad-store.js";

export const RATE_REFRESH_JOB = "exchange-rates.refresh";
const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Queues the day's refresh once, whichever instance asks first (the dedupe key is the day). */
export async function scheduleRateRefresh(deps: Pick<AppDeps, "db">, at: Date): Promise<void> {
  await enqueueJob(deps.db, { kind: RATE_REFRESH_JOB, payload: {}, dedupeKey: `${RATE_REFRESH_JOB}:${dayOf(at)}`, runAt: at });
}

/**
 * Refreshes the rates of the seller's currencies and of the zones' countries from the provider,
 * when the seller chose the provider's rates; the margin and rounding stay the seller's. Then
 * queues tomorrow's refresh.
 */
export async function refreshRatesJob(deps: AppDeps): Promise<void> {
  const now = deps.now();
  const settings = await sellingAbroad(deps.db);
  if (deps.exchangeRates && settings.exchangeRates.source === "provider") {
    const currencies = [...new Set([...Object.keys(settings.exchangeRates.rupeesPer), ...settings.zones.flatMap((zone) => zone.countries.map(currencyOfCountry))])]
      .filter((currency) => currency !== "INR")
      .sort();
    const rupeesPer = await deps.exchangeRates.rupeesPer(currencies);
    if (Object.keys(rupeesPer).length > 0) await saveSellingAbroad(deps, null, (before) => withProviderRates(before, rupeesPer, now));
  }
  await scheduleRateRefresh(deps, new Date(now.getTime() + DAY_MS));
}

/** The background work of selling abroad, by job kind and lane (see jobs/job-lanes.ts). */
export const sellingAbroadJobHandlers: JobHandlers = {
  [RATE_REFRESH_JOB]: { lane: "routine", run: refreshRatesJob },
};
