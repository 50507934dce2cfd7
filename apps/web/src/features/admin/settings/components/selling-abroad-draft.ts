import type { CurrencyRounding, SellingAbroad, ShippingZone } from "@pallu/domain";

/** The form keeps numbers as typed, so a half-typed amount is not turned into 0. */
export type SlabDraft = { upToGrams: string; amountRupees: string };
export type ZoneDraft = {
  name: string;
  countries: string[];
  rateKind: "flat" | "weight";
  flatRupees: string;
  slabs: SlabDraft[];
  freeAboveRupees: string;
  minDays: string;
  maxDays: string;
  dutiesPaidByBuyer: boolean;
};
export type RateDraft = { currency: string; rupees: string };
export type SellingAbroadDraft = {
  zones: ZoneDraft[];
  rates: RateDraft[];
  marginPercent: string;
  rounding: CurrencyRounding;
  source: "table" | "provider";
  updatedAt: string | null;
};

export const newZone = (): ZoneDraft => ({
  name: "",
  countries: [],
  rateKind: "flat",
  flatRupees: "",
  slabs: [{ upToGrams: "", amountRupees: "" }],
  freeAboveRupees: "",
  minDays: "7",
  maxDays: "12",
  dutiesPaidByBuyer: true,
});

const zoneDraft = (zone: ShippingZone): ZoneDraft => ({
  name: zone.name,
  countries: [...zone.countries],
  rateKind: zone.rate.kind,
  flatRupees: zone.rate.kind === "flat" ? String(zone.rate.amountRupees) : "",
  slabs:
    zone.rate.kind === "weight"
      ? zone.rate.slabs.map((slab) => ({ upToGrams: String(slab.upToGrams), amountRupees: String(slab.amountRupees) }))
      : [{ upToGrams: "", amountRupees: "" }],
  freeAboveRupees: zone.freeAboveRupees === null ? "" : String(zone.freeAboveRupees),
  minDays: String(zone.deliveryDays.min),
  maxDays: String(zone.deliveryDays.max),
  dutiesPaidByBuyer: zone.dutiesPaidByBuyer,
});

export const toDraft = (settings: SellingAbroad): SellingAbroadDraft => ({
  zones: settings.zones.map(zoneDraft),
  rates: Object.entries(settings.exchangeRates.rupeesPer).map(([currency, rupees]) => ({ currency, rupees: String(rupees) })),
  marginPercent: String(settings.exchangeRates.marginPercent),
  rounding: settings.exchangeRates.rounding,
  source: settings.exchangeRates.source,
  updatedAt: settings.exchangeRates.updatedAt,
});

/** Blank is not a number: the schema then says so instead of saving 0. */
const asNumber = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));

/** The body the server checks with its own schema; the draft's numbers become numbers. */
export const fromDraft = (draft: SellingAbroadDraft): SellingAbroad => ({
  zones: draft.zones.map((zone) => ({
    name: zone.name,
    countries: zone.countries,
    rate:
      zone.rateKind === "flat"
        ? { kind: "flat", amountRupees: asNumber(zone.flatRupees) }
        : {
            kind: "weight",
            slabs: zone.slabs.map((slab) => ({ upToGrams: asNumber(slab.upToGrams), amountRupees: asNumber(slab.amountRupees) })),
          },
    freeAboveRupees: zone.freeAboveRupees.trim() === "" ? null : asNumber(zone.freeAboveRupees),
    deliveryDays: { min: asNumber(zone.minDays), max: asNumber(zone.maxDays) },
    dutiesPaidByBuyer: zone.dutiesPaidByBuyer,
  })),
  exchangeRates: {
    rupeesPer: Object.fromEntries(draft.rates.map((rate) => [rate.currency.trim().toUpperCase(), asNumber(rate.rupees)])),
    marginPercent: asNumber(draft.marginPercent),
    rounding: draft.rounding,
    source: draft.source,
    updatedAt: draft.updatedAt,
  },
});

type Issue = { path: readonly PropertyKey[]; message: string; code?: string; issues?: readonly { message: string }[] };

/** A number left blank or half-typed is named plainly rather than in the schema's own words. */
const NOT_A_NUMBER = "Please enter a number";

/**
 * Each issue's message under the field it names, keyed by its path ("zones.0.rate.amountRupees").
 * A rate row is named by its currency: "rupeesPer.USD" for its rate, "currency.USD" for a currency
 * that is not three capital letters.
 */
export function errorsByPath(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    const message = issue.code === "invalid_type" && issue.message.includes("NaN") ? NOT_A_NUMBER : issue.message;
    if (path[0] !== "exchangeRates") errors[path.join(".")] ??= message;
    else if (issue.code === "invalid_key") errors[`currency.${path[2]}`] ??= issue.issues?.[0]?.message ?? message;
    else errors[path.slice(1).join(".")] ??= message;
  }
  return errors;
}
