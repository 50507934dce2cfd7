import type { SellingAbroad } from "@pallu/domain";

/** What a demo piece weighs packed: a silk saree with its blouse piece and box. */
export const DEMO_PACKED_GRAMS = 750;

const SAREE_SLABS = [
  { upToGrams: 1_000, amountRupees: 2_400 },
  { upToGrams: 2_000, amountRupees: 3_600 },
  { upToGrams: 5_000, amountRupees: 6_800 },
];

/** The demo shop's zones and rates: it ships to six countries out of the box. Examples, not quotes. */
export const DEMO_SELLING_ABROAD: SellingAbroad = {
  zones: [
    {
      name: "North America",
      countries: ["US", "CA"],
      rate: { kind: "weight", slabs: SAREE_SLABS },
      freeAboveRupees: 40_000,
      deliveryDays: { min: 7, max: 12 },
      dutiesPaidByBuyer: true,
    },
    {
      name: "United Kingdom",
      countries: ["GB"],
      rate: { kind: "weight", slabs: SAREE_SLABS.map((slab) => ({ ...slab, amountRupees: slab.amountRupees - 200 })) },
      freeAboveRupees: 40_000,
      deliveryDays: { min: 6, max: 10 },
      dutiesPaidByBuyer: true,
    },
    {
      name: "Gulf",
      countries: ["AE"],
      rate: { kind: "flat", amountRupees: 1_500 },
      freeAboveRupees: 25_000,
      deliveryDays: { min: 4, max: 7 },
      dutiesPaidByBuyer: true,
    },
    {
      name: "Asia Pacific",
      countries: ["SG", "AU"],
      rate: { kind: "weight", slabs: SAREE_SLABS.map((slab) => ({ ...slab, amountRupees: slab.amountRupees - 400 })) },
      freeAboveRupees: 35_000,
      deliveryDays: { min: 5, max: 10 },
      dutiesPaidByBuyer: true,
    },
  ],
  exchangeRates: {
    rupeesPer: { USD: 84.5, CAD: 61.2, GBP: 107.3, AED: 23.0, SGD: 63.1, AUD: 55.4 },
    marginPercent: 3,
    rounding: "ninety-nine",
    source: "table",
    updatedAt: null,
  },
};
