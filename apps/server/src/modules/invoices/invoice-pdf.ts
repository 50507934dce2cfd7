import { documentDate, formatCurrency, formatPaiseInFull, type ExportDetails, type TaxDocument, type TaxedLine } from "@pallu/domain";
import { fontRuns } from "../../lib/pdf-fonts.js";
import { newDocumentPdf, tableRowWriter, textWriter } from "../../lib/pdf-text.js";

const MAROON = "#6B0F1A";
const INK = "#222222";
const MUTED = "#555555";

const money = (paise: number) => formatPaiseInFull(paise);
const withCode = (state: string, code: string | null) => (code ? `${state} (${code})` : state);

type Column = { title: string; width: number; align?: "right"; cell: (line: TaxedLine) => string };

function columnsFor(document: TaxDocument): Column[] {
  const split = document.supply !== "inter-state";
  const stateTax = document.supply === "intra-ut" ? "UTGST" : "SGST";
  // A promotion's discount is printed beside the line it was taken off; documents without one keep their layout.
  const discounted = document.lines.some((line) => (line.discountPaise ?? 0) > 0);
  const discountWidth = discounted ? 56 : 0;
  return [
    { title: "Item", width: (split ? 150 : 178) - discountWidth, cell: (line) => (line.note ? `${line.description}\n${line.note}` : line.description) },
    { title: "HSN/SAC", width: 46, cell: (line) => line.hsnCode ?? "" },
    { title: "Qty", width: 36, align: "right", cell: (line) => (line.unit === "NA" ? `${line.quantity}` : `${line.quantity} ${line.unit}`) },
    ...(discounted
      ? [{ title: "Discount", width: discountWidth, align: "right" as const, cell: (line: TaxedLine) => money(line.discountPaise ?? 0) }]
      : []),
    { title: "Taxable value", width: 70, align: "right", cell: (line) => money(line.taxablePaise) },
    { title: "Rate", width: 32, align: "right", cell: (line) => `${line.ratePercent}%` },
    ...(split
      ? [
          { title: "CGST", width: 56, align: "right" as const, cell: (line: TaxedLine) => money(line.cgstPaise) },
          { title: stateTax, width: 56, align: "right" as const, cell: (line: TaxedLine) => money(line.sgstPaise + line.utgstPaise) },
        ]
      : [{ title: "IGST", width: 84, align: "right" as const, cell: (line: TaxedLine) => money(line.igstPaise) }]),
    { title: "Total", width: 69, align: "right", cell: (line) => money(line.grossPaise) },
  ];
}

const titleOf = (document: TaxDocument) =>
  document.kind === "credit_note" ? "Credit note" : document.export ? "Tax invoice for export" : "Tax invoice";

/** What an export's invoice prints beside its rupees: the buyer's country, currency and rate, and Rule 46's endorsement. */
function exportLines(details: ExportDetails): { text: string; bold?: boolean }[] {
  const lines: { text: string; bold?: boolean }[] = [{ text: details.endorsement.toUpperCase(), bold: true }];
  if (details.lut) lines.push({ text: `LUT reference: ${details.lut.reference}${details.lut.date ? `, dated ${details.lut.date}` : ""}` });
  lines.push({ text: `Country of destination: ${details.countryName}` });
  if (details.exchangeRate !== null && details.totalInCurrencyMinor !== null) {
    lines.push({ text: `Buyer's currency: ${details.currency}, at ₹${details.exchangeRate.toFixed(4)} for 1 ${details.currency}` });
    lines.push({ text: `Total as shown to the buyer: ${formatCurrency(details.totalInCurrencyMinor, details.currency)} (charged in rupees)` });
  }
  return lines;
}

/**
 * An issued GST invoice or credit note as a PDF, printed from its stored snapshot only: nothing
 * here reads the shop's current settings, prices or rates.
 */
export function renderTaxDocumentPdf(document: TaxDocument): Promise<Buffer> {
  const { doc, done } = newDocumentPdf(`${titleOf(document)} ${document.number}`);
  drawTaxDocument(doc, document);
  doc.end();
  return done;
}

/** Draws a tax document from the current page of a document made by `newDocumentPdf`, onto more pages when it needs them. */
export function drawTaxDocument(doc: PDFKit.PDFDocument, document: TaxDocument): void {
  const isCreditNote = document.kind === "credit_note";
  const title = titleOf(document);
  const write = textWriter(doc);

  const left = doc.page.margins.left;
  const top = doc.y;
  doc.fillColor(MAROON);
  write(document.seller.tradeName ?? document.seller.name, { bold: true, size: 16, width: 300 });
  doc.fillColor(INK);
  if (document.seller.tradeName) write(document.seller.name, { bold: true, width: 300 });
  for (const line of document.seller.addressLines) write(line, { width: 300 });
  write(`State: ${withCode(document.seller.state, document.seller.stateCode)}`);
  write(`GSTIN: ${document.seller.gstin}`, { bold: true });
  const afterSeller = doc.y;

  doc.y = top;
  write(title.toUpperCase(), { bold: true, size: 14, align: "right" });
  write(`${isCreditNote ? "Credit note" : "Invoice"} no.: ${document.number}`, { align: "right" });
  if (document.againstNumber) write(`Against invoice: ${document.againstNumber}`, { align: "right" });
  write(`Date: ${documentDate(document)}`, { align: "right" });
  write(`Order: ${document.publicOrderId}`, { align: "right" });
  doc.y = Math.max(doc.y, afterSeller) + 14;
  doc.x = left;

  write("Bill and ship to", { bold: true });
  write(document.shopper.name);
  for (const line of document.shopper.addressLines) write(line);
  write(`State: ${withCode(document.shopper.state, document.shopper.stateCode)}`);
  write(`Phone: ${document.shopper.phone}`);
  doc.moveDown(0.5);
  write(`Place of supply: ${withCode(document.placeOfSupply.state, document.placeOfSupply.stateCode)}`);
  write("Whether tax is payable on reverse charge: No");
  if (document.export) for (const line of exportLines(document.export)) write(line.text, { bold: line.bold ?? false });
  doc.moveDown();

  const columns = columnsFor(document);
  const cellText = (cell: string, bold: boolean, width: number) => {
    const [run] = fontRuns(cell, bold);
    return run ? doc.font(run.font).fontSize(8).heightOfString(cell, { width }) : 0;
  };
  const rowHeight = (cells: string[], bold: boolean) => Math.max(...cells.map((cell, index) => cellText(cell, bold, columns[index]!.width - 6))) + 4;
  const row = tableRowWriter(doc, columns, left);
  const heading = () => {
    row(columns.map((column) => column.title), true);
    doc.moveTo(left, doc.y - 2).lineTo(doc.page.width - doc.page.margins.right, doc.y - 2).strokeColor("#CCCCCC").stroke();
  };
  // A row is never split across pages: a table that runs on repeats its heading under the document's number.
  const rowOnPage = (cells: string[], bold = false) => {
    if (doc.y + rowHeight(cells, bold) > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      write(`${title} ${document.number} (continued)`, { bold: true, size: 9, x: left });
      doc.moveDown(0.5);
      heading();
    }
    row(cells, bold);
  };
  heading();
  for (const line of document.lines) rowOnPage(columns.map((column) => column.cell(line)));
  const discountPaise = document.lines.reduce((sum, line) => sum + (line.discountPaise ?? 0), 0);
  const totalLine: TaxedLine = { ...document.totals, description: "Total", hsnCode: null, quantity: 0, unit: "PCS", unitPricePaise: 0, discountPaise, ratePercent: 0 };
  rowOnPage(columns.map((column, index) => (index === 0 ? "Total" : ["HSN/SAC", "Qty", "Rate"].includes(column.title) ? "" : column.cell(totalLine))), true);
  doc.moveDown();
  write(`Amount${isCreditNote ? " credited" : ""} in words: ${document.amountInWords}`, { bold: true });
  doc.moveDown();
  doc.fillColor(MUTED);
  const shipping = document.export ? "" : " Shipping: free.";
  write(`Prices include GST; the tax above is backed out of them.${shipping} This is a computer-generated document and needs no signature.`, { size: 8 });
}
