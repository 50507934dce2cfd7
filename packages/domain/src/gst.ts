/**
 * GST on clothing sold in India, prices being tax-inclusive. Sarees are classified by fabric
 * (silk 5007, cotton 5208, synthetic 5407) at 5 %; stitched garments pay 5 % up to the
 * threshold per piece and 18 % above it.
 */
export type GstSettings = { stitchedThresholdPaise: number; lowRate: number; highRate: number };

export const DEFAULT_GST: GstSettings = { stitchedThresholdPaise: 250_000, lowRate: 5, highRate: 18 };

const STITCHED_HSN = /^(61|62)/;

export function gstRateFor(hsnCode: string | null, unitPricePaise: number, settings: GstSettings = DEFAULT_GST): number {
  if (hsnCode && STITCHED_HSN.test(hsnCode)) {
    return unitPricePaise > settings.stitchedThresholdPaise ? settings.highRate : settings.lowRate;
  }
  return settings.lowRate;
}

export type GstLine = { hsnCode: string | null; unitPricePaise: number; quantity: number };

export type TaxedLine = {
  ratePercent: number;
  grossPaise: number;
  taxablePaise: number;
  taxPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

/** Splits a tax-inclusive line into taxable value and tax: CGST+SGST within the seller's state, IGST across states. */
export function taxLine(line: GstLine, intraState: boolean, settings: GstSettings = DEFAULT_GST): TaxedLine {
  const ratePercent = gstRateFor(line.hsnCode, line.unitPricePaise, settings);
  const grossPaise = line.unitPricePaise * line.quantity;
  const taxablePaise = Math.round((grossPaise * 100) / (100 + ratePercent));
  const taxPaise = grossPaise - taxablePaise;
  const cgstPaise = intraState ? Math.floor(taxPaise / 2) : 0;
  const sgstPaise = intraState ? taxPaise - cgstPaise : 0;
  return { ratePercent, grossPaise, taxablePaise, taxPaise, cgstPaise, sgstPaise, igstPaise: intraState ? 0 : taxPaise };
}

/** India's financial year of a date, e.g. 2026-11-21 → "2026-27". */
export function financialYearOf(date: Date): string {
  const ist = new Date(date.getTime() + 330 * 60_000);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** "PL/2026-27/000042" for tax invoices, "CN/2026-27/000007" for credit notes of returns. */
export function invoiceNumber(financialYear: string, sequence: number, series: "PL" | "CN" = "PL"): string {
  return `${series}/${financialYear}/${String(sequence).padStart(6, "0")}`;
}
