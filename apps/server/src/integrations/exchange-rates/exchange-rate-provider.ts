/** Where the daily refresh reads exchange rates: rupees for one unit of each currency asked for. */
export interface ExchangeRateProvider {
  rupeesPer(currencies: readonly string[]): Promise<Record<string, number>>;
}

export class ExchangeRateError extends Error {}

const TIMEOUT_MS = 10_000;

/**
 * A rate provider over HTTP that answers `GET {baseUrl}/latest/INR` with how many units of each
 * currency one rupee buys (`{ "result": "success", "rates": { "USD": 0.01183 } }`), the shape of
 * the common free rate services; the shop turns each into rupees per unit.
 */
export function httpExchangeRates(baseUrl: string, fetchImpl: typeof fetch = fetch): ExchangeRateProvider {
  return {
    async rupeesPer(currencies) {
      const response = await fetchImpl(`${baseUrl}/latest/INR`, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: "application/json" } });
      if (!response.ok) throw new ExchangeRateError(`rate provider answered ${response.status}`);
      const body = (await response.json()) as { result?: string; rates?: Record<string, unknown> };
      if (body.result !== undefined && body.result !== "success") throw new ExchangeRateError(`rate provider answered ${body.result}`);
      const rupeesPer: Record<string, number> = {};
      for (const currency of currencies) {
        const perRupee = body.rates?.[currency];
        // A rate that is missing or absurd is left as the seller had it.
        if (typeof perRupee === "number" && Number.isFinite(perRupee) && perRupee > 0) rupeesPer[currency] = Math.round((1 / perRupee) * 1e4) / 1e4;
      }
      return rupeesPer;
    },
  };
}

export function createExchangeRateProvider(config: { exchangeRatesUrl: string | undefined }): ExchangeRateProvider | undefined {
  return config.exchangeRatesUrl ? httpExchangeRates(config.exchangeRatesUrl) : undefined;
}
