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
};

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
  shopper: { name: string; addressLine1: string; addressLine2?: string | null; city: string; state: string; pinCode: string; phoneNumber: string };
  lines: TaxableLine[];
};

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
  const supply = supplyKind(seller.state, shopper.state);
  const lines = input.lines.map((line) => taxLine(line, supply, input.taxedAt ?? input.issuedAt));
  const totals = taxTotals(lines);
  return {
    kind: input.kind,
    number: input.number,
    issuedAt: input.issuedAt.toISOString(),
    againstNumber: input.againstNumber ?? null,
    publicOrderId: input.publicOrderId,
    seller: sellerParty(seller),
    shopper: {
      name: shopper.name,
      addressLines: [shopper.addressLine1, shopper.addressLine2 ?? "", `${shopper.city} ${shopper.pinCode}`].map((part) => part.trim()).filter(Boolean),
      state: shopper.state,
      stateCode: gstStateCode(shopper.state),
      phone: shopper.phoneNumber,
    },
    placeOfSupply: { state: shopper.state, stateCode: gstStateCode(shopper.state) },
    supply,
    reverseCharge: false,
    lines,
    totals,
    amountInWords: amountInWords(totals.grossPaise),
  };
}
