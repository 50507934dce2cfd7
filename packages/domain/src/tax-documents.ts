import { amountInWords, gstStateCode, supplyKind, taxLine, taxTotals, type SupplyKind, type TaxableLine, type TaxedLine, type TaxTotals } from "./gst.js";
import { indiaDate } from "./india-time.js";

/** A party to a tax document as it stood when the document was issued. */
export type TaxParty = { name: string; addressLines: string[]; state: string; stateCode: string | null };

/**
 * An issued GST invoice or credit note: everything it prints, stored when it is issued and never
 * changed, so that a later change of settings, prices or rates changes no issued document.
 */
export type TaxDocument = {
  kind: "invoice" | "credit_note";
  number: string;
  issuedAt: string;
  /** A credit note's invoice. */
  againstNumber: string | null;
  publicOrderId: string;
  /** `tradeName`: the shop's name, printed above the legal name when the two differ. */
  seller: TaxParty & { gstin: string; tradeName?: string };
  shopper: TaxParty & { phone: string };
  placeOfSupply: { state: string; stateCode: string | null };
  supply: SupplyKind;
  reverseCharge: false;
  lines: TaxedLine[];
  totals: TaxTotals;
  amountInWords: string;
  /** An invoice for export (a buyer abroad): absent on every supply within India. */
  export?: ExportDetails;
};

/** How an export was invoiced, and what the invoice prints of the buyer's country and currency. */
export type ExportDetails = {
  country: string;
  countryName: string;
  /** "lut": zero-rated under a Letter of Undertaking, no IGST; "igst": IGST paid. */
  mode: "lut" | "igst";
  lut: { reference: string; date: string } | null;
  /** Rule 46's endorsement, printed on the invoice. */
  endorsement: string;
  currency: string;
  /** Rupees for one unit of the currency; null when the buyer paid and saw rupees. */
  exchangeRate: number | null;
  /** The total in the buyer's currency, in minor units; null when it is rupees. */
  totalInCurrencyMinor: number | null;
};

export const EXPORT_ENDORSEMENT = {
  lut: "Supply meant for export under LUT without payment of IGST",
  igst: "Supply meant for export on payment of IGST",
} as const;

/** Where an export's supply takes place, as GST returns write it. */
export const OTHER_COUNTRIES = { state: "Other Countries", stateCode: "96" } as const;

/** The seller's export terms, as Settings keep them. */
export type ExportTerms = { mode: "lut" | "igst"; lutReference: string; lutDate: string };

/** The terms an export is invoiced under: an LUT only with its reference; without one, IGST is paid. */
export function exportModeOf(terms: ExportTerms): "lut" | "igst" {
  return terms.mode === "lut" && terms.lutReference.trim() !== "" ? "lut" : "igst";
}

/** The date a document bears: the day in India it was issued, the day its number's financial year is taken from. */
export function documentDate(document: Pick<TaxDocument, "issuedAt">): string {
  return indiaDate(new Date(document.issuedAt));
}

export type TaxDocumentInput = {
  kind: TaxDocument["kind"];
  number: string;
  issuedAt: Date;
  /** When the goods were supplied, which decides their rate: a credit note takes its invoice's date. */
  taxedAt?: Date;
  againstNumber?: string | null;
  publicOrderId: string;
  seller: { name: string; address: string; state: string; gstin: string; tradeName?: string };
  shopper: { name: string; addressLine1: string; addressLine2?: string | null; city: string; state: string; pinCode: string; phoneNumber: string; country?: string };
  lines: TaxableLine[];
  /** For a buyer abroad: the seller's export terms and the order's currency. */
  export?: { terms: ExportTerms; country: string; countryName: string; currency: string; exchangeRate: number | null; totalInCurrencyMinor: number | null };
};

/** A line zero-rated under an LUT: its whole value is taxable and no tax is due. */
function zeroRated(line: TaxedLine): TaxedLine {
  return { ...line, ratePercent: 0, taxablePaise: line.grossPaise, cgstPaise: 0, sgstPaise: 0, utgstPaise: 0, igstPaise: 0 };
}

function exportDetailsOf(input: NonNullable<TaxDocumentInput["export"]>): ExportDetails {
  const mode = exportModeOf(input.terms);
  return {
    country: input.country,
    countryName: input.countryName,
    mode,
    lut: mode === "lut" ? { reference: input.terms.lutReference.trim(), date: input.terms.lutDate } : null,
    endorsement: EXPORT_ENDORSEMENT[mode],
    currency: input.currency,
    exchangeRate: input.exchangeRate,
    totalInCurrencyMinor: input.totalInCurrencyMinor,
  };
}

/** The seller as a document prints it, with the GST code of its state. */
export function sellerParty(seller: TaxDocumentInput["seller"]): TaxDocument["seller"] {
  const tradeName = seller.tradeName?.trim();
  return {
    name: seller.name,
    ...(tradeName && tradeName.toLowerCase() !== seller.name.trim().toLowerCase() ? { tradeName } : {}),
    addressLines: seller.address.split(/\r?\n/).map((part) => part.trim()).filter(Boolean),
    state: seller.state,
    stateCode: gstStateCode(seller.state),
    gstin: seller.gstin,
  };
}

/** The document as issued: parties with their GST state codes, and the lines taxed by where the goods go. */
export function buildTaxDocument(input: TaxDocumentInput): TaxDocument {
  const { seller, shopper } = input;
  const exported = input.export ? exportDetailsOf(input.export) : undefined;
  // An export is an inter-state supply (IGST Act, section 7(5)(a)), zero-rated under an LUT.
  const supply = exported ? "inter-state" : supplyKind(seller.state, shopper.state);
  const taxed = input.lines.map((line) => taxLine(line, supply, input.taxedAt ?? input.issuedAt));
  const lines = exported?.mode === "lut" ? taxed.map(zeroRated) : taxed;
  const totals = taxTotals(lines);
  const shopperStateCode = exported ? null : gstStateCode(shopper.state);
  return {
    kind: input.kind,
    number: input.number,
    issuedAt: input.issuedAt.toISOString(),
    againstNumber: input.againstNumber ?? null,
    publicOrderId: input.publicOrderId,
    seller: sellerParty(seller),
    shopper: {
      name: shopper.name,
      addressLines: [shopper.addressLine1, shopper.addressLine2 ?? "", `${shopper.city} ${shopper.pinCode}`, exported?.countryName ?? ""]
        .map((part) => part.trim())
        .filter(Boolean),
      state: shopper.state,
      stateCode: shopperStateCode,
      phone: shopper.phoneNumber,
    },
    placeOfSupply: exported ? { ...OTHER_COUNTRIES } : { state: shopper.state, stateCode: shopperStateCode },
    supply,
    reverseCharge: false,
    lines,
    totals,
    amountInWords: amountInWords(totals.grossPaise),
    ...(exported ? { export: exported } : {}),
  };
}
