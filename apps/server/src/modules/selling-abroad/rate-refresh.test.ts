import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { SellingAbroad } from "@pallu/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpExchangeRates } from "../../integrations/exchange-rates/exchange-rate-provider.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { refreshRatesJob } from "./rate-refresh-job.js";
import { saveSellingAbroad, sellingAbroad } from "./selling-abroad-store.js";

const shop = useTestShop();

/** A rate provider on loopback speaking the provider's protocol: units of each currency for one rupee. */
let answer: { status: number; body: object } = { status: 200, body: { result: "success", base_code: "INR", rates: { INR: 1, USD: 0.0125, GBP: 0.01, CAD: 0.016 } } };
const asked: string[] = [];
let provider: Server;
let providerUrl: string;

beforeAll(async () => {
  provider = createServer((request, response) => {
    asked.push(request.url ?? "");
    response.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

const SETTINGS: SellingAbroad = {
  zones: [{ name: "North America", countries: ["US", "CA"], rate: { kind: "flat", amountRupees: 2_000 }, freeAboveRupees: null, deliveryDays: { min: 7, max: 12 }, dutiesPaidByBuyer: true }],
  exchangeRates: { rupeesPer: { USD: 84.5, GBP: 107.3 }, marginPercent: 3, rounding: "whole", source: "provider", updatedAt: null },
};

describe("the daily refresh of exchange rates", () => {
  it("takes the provider's rates for the seller's currencies and the zones' countries, keeping the margin and rounding", async () => {
    await saveSellingAbroad(shop.deps, null, () => SETTINGS);
    await refreshRatesJob({ ...shop.deps, exchangeRates: httpExchangeRates(providerUrl) });
    expect(asked.at(-1)).toBe("/latest/INR");
    const { exchangeRates } = await sellingAbroad(shop.deps.db);
    expect(exchangeRates).toMatchObject({ rupeesPer: { USD: 80, GBP: 100, CAD: 62.5 }, marginPercent: 3, rounding: "whole", source: "provider" });
    expect(exchangeRates.updatedAt).not.toBeNull();
  });

  it("leaves the seller's own table alone", async () => {
    await saveSellingAbroad(shop.deps, null, () => ({ ...SETTINGS, exchangeRates: { ...SETTINGS.exchangeRates, source: "table" } }));
    await refreshRatesJob({ ...shop.deps, exchangeRates: httpExchangeRates(providerUrl) });
    expect((await sellingAbroad(shop.deps.db)).exchangeRates.rupeesPer).toEqual({ USD: 84.5, GBP: 107.3 });
  });

  it("fails, to be tried again, when the provider is down, and changes no rate", async () => {
    await saveSellingAbroad(shop.deps, null, () => SETTINGS);
    answer = { status: 503, body: { result: "error" } };
    await expect(refreshRatesJob({ ...shop.deps, exchangeRates: httpExchangeRates(providerUrl) })).rejects.toThrow("rate provider answered 503");
    expect((await sellingAbroad(shop.deps.db)).exchangeRates.rupeesPer).toEqual({ USD: 84.5, GBP: 107.3 });
  });
});
