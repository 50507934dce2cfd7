import { csvDecimal, csvText as csv, type CsvCell } from "./csv.js";
import type { TaxDocument } from "./tax-documents.js";

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
  for (const document of documents) {
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
