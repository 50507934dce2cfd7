import { csvDecimal, csvText as csv, type CsvCell } from "./csv.js";
import { documentDate, type TaxDocument } from "./tax-documents.js";

/**
 * A month's GSTR-1 for a shop selling to consumers: the B2C (small) summary by place of supply and
 * rate, the HSN-wise summary, and the documents issued, in the column layout of the GST offline
 * tool's CSV templates. Credit notes to consumers are netted off in the B2C and HSN summaries.
 */

/** Rupees to two decimals, written as a number (a month of returns can make it negative). */
const rupees = (paise: number) => csvDecimal(paise / 100, 2);
const ZERO = csvDecimal(0, 2);

const signOf = (document: TaxDocument) => (document.kind === "credit_note" ? -1 : 1);

export function b2csCsv(documents: readonly TaxDocument[]): string {
  const groups = new Map<string, { place: string; rate: number; taxablePaise: number }>();
  // Exports have their own sections (EXP, and CDNUR for their credit notes).
  for (const document of documents.filter((issued) => !issued.export)) {
    const place = `${document.placeOfSupply.stateCode ?? "97"}-${document.placeOfSupply.state}`;
    for (const line of document.lines) {
      const key = `${place}|${line.ratePercent}`;
      const group = groups.get(key) ?? { place, rate: line.ratePercent, taxablePaise: 0 };
      group.taxablePaise += signOf(document) * line.taxablePaise;
      groups.set(key, group);
    }
  }
  const rows = [...groups.values()].sort((a, b) => a.place.localeCompare(b.place) || a.rate - b.rate);
  return csv([
    ["Type", "Place Of Supply", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"],
    ...rows.map((row) => ["OE", row.place, "", row.rate, rupees(row.taxablePaise), ZERO, ""]),
  ]);
}

export function hsnCsv(documents: readonly TaxDocument[]): string {
  type Group = {
    hsn: string;
    unit: "PCS" | "NA";
    rate: number;
    quantity: number;
    value: number;
    taxable: number;
    igst: number;
    cgst: number;
    stateTax: number;
  };
  const groups = new Map<string, Group>();
  for (const document of documents) {
    const sign = signOf(document);
    for (const line of document.lines) {
      const hsn = line.hsnCode ?? "";
      const unit = line.unit ?? "PCS";
      const key = `${hsn}|${line.ratePercent}|${unit}`;
      const group = groups.get(key) ?? {
        hsn,
        unit,
        rate: line.ratePercent,
        quantity: 0,
        value: 0,
        taxable: 0,
        igst: 0,
        cgst: 0,
        stateTax: 0,
      };
      // A service is reported without a quantity (UQC NA).
      if (unit === "PCS") group.quantity += sign * line.quantity;
      group.value += sign * line.grossPaise;
      group.taxable += sign * line.taxablePaise;
      group.igst += sign * line.igstPaise;
      group.cgst += sign * line.cgstPaise;
      group.stateTax += sign * (line.sgstPaise + line.utgstPaise);
      groups.set(key, group);
    }
  }
  const rows = [...groups.values()].sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate);
  return csv([
    [
      "HSN",
      "Description",
      "UQC",
      "Total Quantity",
      "Total Value",
      "Rate",
      "Taxable Value",
      "Integrated Tax Amount",
      "Central Tax Amount",
      "State/UT Tax Amount",
      "Cess Amount",
    ],
    ...rows.map((row) => [
      row.hsn,
      "",
      row.unit === "NA" ? "NA" : "PCS-PIECES",
      row.quantity,
      rupees(row.value),
      row.rate,
      rupees(row.taxable),
      rupees(row.igst),
      rupees(row.cgst),
      rupees(row.stateTax),
      ZERO,
    ]),
  ]);
}

/** The documents issued, per series: first and last number, how many, and how many were cancelled (never: mistakes are corrected by credit notes). */
export function docsCsv(documents: readonly TaxDocument[]): string {
  const natures = [
    { kind: "invoice" as const, nature: "Invoices for outward supply" },
    { kind: "credit_note" as const, nature: "Credit Note" },
  ];
  const rows: CsvCell[][] = [];
  for (const { kind, nature } of natures) {
    const numbers = documents
      .filter((document) => document.kind === kind)
      .map((document) => document.number)
      .sort();
    if (numbers.length === 0) continue;
    rows.push([nature, numbers[0]!, numbers.at(-1)!, numbers.length, 0]);
  }
  return csv([["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"], ...rows]);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A document's date as the offline tool's templates write it: "21-Nov-2026". */
function templateDate(document: TaxDocument): string {
  const [year, month, day] = documentDate(document).split("-");
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** Each rate's taxable value and tax on a document. */
function byRate(document: TaxDocument) {
  const rates = new Map<number, { taxablePaise: number }>();
  for (const line of document.lines) {
    const rate = rates.get(line.ratePercent) ?? { taxablePaise: 0 };
    rate.taxablePaise += line.taxablePaise;
    rates.set(line.ratePercent, rate);
  }
  return [...rates.entries()].sort(([a], [b]) => a - b);
}

const exportType = (document: TaxDocument) => (document.export?.mode === "lut" ? "WOPAY" : "WPAY");

/**
 * Table 6A, exports: one row per invoice and rate, with or without payment of IGST. The port code
 * and shipping bill are the courier's and are added by the seller when they are known.
 */
export function expCsv(documents: readonly TaxDocument[]): string {
  const rows: CsvCell[][] = [];
  for (const document of documents) {
    if (document.kind !== "invoice" || !document.export) continue;
    for (const [rate, { taxablePaise }] of byRate(document)) {
      rows.push([exportType(document), document.number, templateDate(document), rupees(document.totals.grossPaise), "", "", "", rate, rupees(taxablePaise), ZERO]);
    }
  }
  return csv([
    ["Export Type", "Invoice Number", "Invoice date", "Invoice Value", "Port Code", "Shipping Bill Number", "Shipping Bill Date", "Rate", "Taxable Value", "Cess Amount"],
    ...rows,
  ]);
}

/** Table 9B, credit notes to unregistered buyers: here, those of exports (EXPWP / EXPWOP). */
export function cdnurCsv(documents: readonly TaxDocument[]): string {
  const rows: CsvCell[][] = [];
  for (const document of documents) {
    if (document.kind !== "credit_note" || !document.export) continue;
    for (const [rate, { taxablePaise }] of byRate(document)) {
      const urType = document.export.mode === "lut" ? "EXPWOP" : "EXPWP";
      rows.push([urType, document.number, templateDate(document), "C", "", rupees(document.totals.grossPaise), "", rate, rupees(taxablePaise), ZERO]);
    }
  }
  return csv([
    ["UR Type", "Note Number", "Note Date", "Note Type", "Place Of Supply", "Note Value", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount"],
    ...rows,
  ]);
}
