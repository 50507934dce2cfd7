import { GST_STATE_CODES } from "./gstin.js";
import { indiaDate } from "./india-time.js";

/**
 * GST on clothing sold in India. Prices are tax-inclusive for the shopper; each document backs
 * the tax out of them. The rates live in a dated table, so that a change of rate is a change of
 * data: see docs/gst.md for the notifications behind each row.
 */

/** An HSN code as the product form takes it: 4, 6 or 8 digits. */
export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

export const GST_RATES = [0, 5, 12, 18, 28] as const;

/**
 * One row of the rate table: from `from` (a date in India), goods of these HSN chapters pay
 * `lowRate`, or `highRate` when the taxable value of one piece is above `thresholdPaise`.
 */
export type GstRateRule = {
  from: string;
  chapters: readonly string[];
  thresholdPaise: number | null;
  lowRate: number;
  highRate: number;
};

const APPAREL = ["61", "62", "63"];
const FABRICS = ["50", "51", "52", "53", "54", "55", "58", "60"];

export const GST_RATE_TABLE: readonly GstRateRule[] = [
  { from: "2017-07-01", chapters: FABRICS, thresholdPaise: null, lowRate: 5, highRate: 5 },
  { from: "2017-07-01", chapters: APPAREL, thresholdPaise: 100_000, lowRate: 5, highRate: 12 },
  { from: "2025-09-22", chapters: APPAREL, thresholdPaise: 250_000, lowRate: 5, highRate: 18 },
];

/** The rule in force for an HSN code on a date; goods without a known chapter follow the apparel slab. */
export function rateRuleFor(hsnCode: string | null, at: Date, table: readonly GstRateRule[] = GST_RATE_TABLE): GstRateRule {
  const day = indiaDate(at);
  const chapter = hsnCode && HSN_PATTERN.test(hsnCode) && FABRICS.concat(APPAREL).includes(hsnCode.slice(0, 2)) ? hsnCode.slice(0, 2) : "62";
  const rules = table.filter((rule) => rule.chapters.includes(chapter) && rule.from <= day).sort((a, b) => b.from.localeCompare(a.from));
  if (!rules[0]) throw new Error(`no GST rate for chapter ${chapter} on ${day}`);
  return rules[0];
}

/**
 * The rate of one piece sold at `piecePaise` (tax included, after discount). The slab is decided
 * on the piece's taxable value: the price with tax at the lower rate taken out.
 */
export function pieceRate(hsnCode: string | null, piecePaise: number, at: Date, override: number | null = null): number {
  if (override !== null) return override;
  const rule = rateRuleFor(hsnCode, at);
  if (rule.thresholdPaise === null) return rule.lowRate;
  const taxableAtLowRate = (piecePaise * 100) / (100 + rule.lowRate);
  return taxableAtLowRate <= rule.thresholdPaise ? rule.lowRate : rule.highRate;
}

/** How tax is split: within the seller's state, within a union territory without a legislature, or across states. */
export type SupplyKind = "intra-state" | "intra-ut" | "inter-state";

/** Union territories without a legislature charge UTGST instead of SGST. */
const UT_WITHOUT_LEGISLATURE = new Set(["04", "26", "31", "35", "38"]);

/** The two-digit GST code of a state or union territory by its name (the current code where a state has had two). */
export function gstStateCode(state: string): string | null {
  const wanted = state.trim().toLowerCase();
  const codes = Object.entries(GST_STATE_CODES)
    .filter(([, name]) => name.toLowerCase() === wanted)
    .map(([code]) => code);
  return codes.at(-1) ?? null;
}

export function supplyKind(sellerState: string, shopperState: string): SupplyKind {
  const seller = gstStateCode(sellerState);
  if (seller === null || seller !== gstStateCode(shopperState)) return "inter-state";
  return UT_WITHOUT_LEGISLATURE.has(seller) ? "intra-ut" : "intra-state";
}

export type TaxableLine = {
  description: string;
  /** Printed under the description: what a piece made to order or on pre-order promises. */
  note?: string;
  hsnCode: string | null;
  quantity: number;
  /** Tax-inclusive price of one piece after discount. */
  unitPricePaise: number;
  /** A rate the seller set for this product, overriding the table. */
  rateOverride?: number | null;
  /** The line's share of the order's promotion discount: its value is price × quantity less it. */
  discountPaise?: number;
  /** What the line is worth when not price × quantity less its discount: a credit note for a partial refund. */
  grossPaise?: number;
  /** Pieces of goods, or NA for a service (the cash-on-delivery fee). */
  unit?: "PCS" | "NA";
  /**
   * Per piece, what the rest of its composite supply is worth after discount (a saree's stitching
   * for the saree, the saree and its other services for the stitching): the whole bundle is taxed
   * as its principal supply, so the slab is read on the bundle's value (docs/gst.md).
   */
  compositePiecePaise?: number;
};

export type TaxedLine = {
  description: string;
  /** Printed under the description (absent on documents without). */
  note?: string;
  hsnCode: string | null;
  quantity: number;
  unit: "PCS" | "NA";
  unitPricePaise: number;
  /** The promotion discount taken off the line, when it has one (absent on documents without). */
  discountPaise?: number;
  ratePercent: number;
  grossPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  utgstPaise: number;
  igstPaise: number;
};

/**
 * What one piece of a line costs after its discount, unrounded: the GST slab of a garment is read
 * on it, so every piece of a line pays the same rate.
 */
export function piecePriceAfterDiscountPaise(line: {
  pricePaise: number;
  quantity: number;
  discountPaise: number;
}): number {
  return (line.pricePaise * line.quantity - line.discountPaise) / line.quantity;
}

/**
 * A tax-inclusive line as taxable value plus tax, to the paisa: the taxable value is rounded and
 * the tax is what remains, so taxable + tax is the price paid exactly; a split tax gives the odd
 * paisa to the state's half.
 */
export function taxLine(line: TaxableLine, supply: SupplyKind, at: Date): TaxedLine {
  const discountPaise = line.discountPaise ?? 0;
  // A discount lowers the price of each piece, and the slab of a garment is read on that price.
  const piecePaise =
    piecePriceAfterDiscountPaise({ pricePaise: line.unitPricePaise, quantity: line.quantity, discountPaise }) + (line.compositePiecePaise ?? 0);
  const ratePercent = pieceRate(line.hsnCode, piecePaise, at, line.rateOverride ?? null);
  const grossPaise = line.grossPaise ?? line.unitPricePaise * line.quantity - discountPaise;
  const taxablePaise = Math.round((grossPaise * 100) / (100 + ratePercent));
  const tax = grossPaise - taxablePaise;
  const central = supply === "inter-state" ? 0 : Math.floor(tax / 2);
  return {
    description: line.description,
    ...(line.note ? { note: line.note } : {}),
    hsnCode: line.hsnCode,
    quantity: line.quantity,
    unit: line.unit ?? "PCS",
    unitPricePaise: line.unitPricePaise,
    ...(discountPaise > 0 ? { discountPaise } : {}),
    ratePercent,
    grossPaise,
    taxablePaise,
    cgstPaise: central,
    sgstPaise: supply === "intra-state" ? tax - central : 0,
    utgstPaise: supply === "intra-ut" ? tax - central : 0,
    igstPaise: supply === "inter-state" ? tax : 0,
  };
}

export type TaxTotals = Pick<TaxedLine, "grossPaise" | "taxablePaise" | "cgstPaise" | "sgstPaise" | "utgstPaise" | "igstPaise">;

export function taxTotals(lines: readonly TaxedLine[]): TaxTotals {
  const sum = (pick: (line: TaxedLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    grossPaise: sum((line) => line.grossPaise),
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    utgstPaise: sum((line) => line.utgstPaise),
    igstPaise: sum((line) => line.igstPaise),
  };
}

/**
 * Lines of a credit note for less than was paid (a partial refund): each line's price shrinks in
 * proportion, and the paise left over by rounding go to the largest lines, so the note's total is
 * exactly `totalPaise`.
 */
export function scaleLinesTo<T extends { unitPricePaise: number; quantity: number }>(lines: readonly T[], totalPaise: number): (T & { grossPaise: number })[] {
  const gross = shareInProportion(
    lines.map((line) => line.unitPricePaise * line.quantity),
    totalPaise,
  );
  return lines.map((line, index) => ({ ...line, grossPaise: gross[index]! }));
}

/**
 * `totalPaise` shared among values in proportion to them, to the paisa: each takes the whole
 * paise of its share, and the paise left over go to the largest remainders (the earlier value on
 * a tie). A total of at least the values' sum gives each its whole value.
 */
export function shareInProportion(valuesPaise: readonly number[], totalPaise: number): number[] {
  const paid = valuesPaise.reduce((sum, value) => sum + value, 0);
  if (paid === 0 || totalPaise >= paid) return [...valuesPaise];
  const shares = valuesPaise.map((value) => (value * totalPaise) / paid);
  const gross = shares.map(Math.floor);
  let left = totalPaise - gross.reduce((sum, value) => sum + value, 0);
  if (left === 0) return gross;
  const rest = shares.map((share, index) => share - gross[index]!);
  // Indexes, not objects: a checkout quote shares discounts this way hundreds of times.
  const byRemainder = rest.map((_, index) => index).sort((a, b) => rest[b]! - rest[a]! || a - b);
  for (const index of byRemainder) {
    if (left <= 0) break;
    gross[index]! += 1;
    left -= 1;
  }
  return gross;
}

export type TaxDocumentSeries = "PL" | "CN";

/**
 * The number of a tax document: "PL/26-27/000042" for invoices, "CN/26-27/000007" for credit
 * notes; 15 characters, within Rule 46's 16, consecutive and unique per series and financial year.
 */
export function taxDocumentNumber(series: TaxDocumentSeries, financialYear: string, sequence: number): string {
  const [start, end] = financialYear.split("-") as [string, string];
  return `${series}/${start.slice(-2)}-${end}/${String(sequence).padStart(6, "0")}`;
}

const ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen"];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return [TENS[Math.floor(n / 10)]!, ONES[n % 10]!].filter(Boolean).join("-");
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", belowHundred(n % 100)].filter(Boolean).join(" ");
}

/** A whole number in Indian words: crore, lakh, thousand, hundred. */
export function numberInWords(n: number): string {
  if (n === 0) return "Zero";
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  if (crore) parts.push(`${numberInWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(" ");
}

/** "Rupees Twelve Thousand Nine Hundred Ninety-Nine and Fifty Paise Only", as invoices write amounts. */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ""} Only`;
}

/**
 * How a service sold with a saree is taxed (docs/gst.md). Work done to the saree itself and sent
 * with it in one parcel (stitching its blouse piece, fall and pico, tassels, pre-pleating, gift
 * wrapping) is ancillary to the saree: with it, a composite supply whose principal supply is the
 * saree (CGST Act 2017, s.2(30), s.2(90), s.8(a)), taxed at the saree's HSN and rate. A petticoat
 * is a garment of its own, sold at its own price: a supply of goods under its own HSN.
 */
export const SERVICE_SUPPLY = {
  blouseStitching: "composite",
  fallPico: "composite",
  tassels: "composite",
  prePleating: "composite",
  giftWrap: "composite",
  other: "composite",
  petticoat: "goods",
} as const satisfies Record<string, "composite" | "goods">;

/** Women's petticoats (HSN 6208: slips, petticoats), taxed by the garment slab. */
export const PETTICOAT_HSN = "6208";

type LineWithServices = {
  description: string;
  note?: string | null | undefined;
  hsnCode: string | null;
  quantity: number;
  unitPricePaise: number;
  discountPaise: number;
  rateOverride: number | null;
  services: readonly {
    kind: keyof typeof SERVICE_SUPPLY;
    name: string;
    styleName: string | null;
    pricePaise: number;
    discountPaise: number;
  }[];
};

/** The lines a document prints for one order line: the piece, each service done to it (at the piece's HSN and rate), and a petticoat as goods of its own. */
export function taxableLinesWithServices(line: LineWithServices): TaxableLine[] {
  const perPiece = (pricePaise: number, discountPaise: number) => pricePaise - discountPaise / line.quantity;
  const composite = line.services.filter((service) => SERVICE_SUPPLY[service.kind] === "composite");
  const goodsPiecePaise = perPiece(line.unitPricePaise, line.discountPaise);
  const bundlePiecePaise = goodsPiecePaise + composite.reduce((sum, service) => sum + perPiece(service.pricePaise, service.discountPaise), 0);
  const rows: TaxableLine[] = [
    {
      description: line.description,
      ...(line.note ? { note: line.note } : {}),
      hsnCode: line.hsnCode,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      discountPaise: line.discountPaise,
      rateOverride: line.rateOverride,
      ...(composite.length > 0 ? { compositePiecePaise: bundlePiecePaise - goodsPiecePaise } : {}),
    },
  ];
  for (const service of line.services) {
    const named = service.styleName ? `${service.name} (${service.styleName})` : service.name;
    if (SERVICE_SUPPLY[service.kind] === "goods") {
      rows.push({ description: named, hsnCode: PETTICOAT_HSN, quantity: line.quantity, unitPricePaise: service.pricePaise, discountPaise: service.discountPaise });
      continue;
    }
    rows.push({
      description: `${named} for ${line.description} (composite supply with it)`,
      hsnCode: line.hsnCode,
      quantity: line.quantity,
      unit: "NA",
      unitPricePaise: service.pricePaise,
      discountPaise: service.discountPaise,
      rateOverride: line.rateOverride,
      compositePiecePaise: bundlePiecePaise - perPiece(service.pricePaise, service.discountPaise),
    });
  }
  return rows;
}
