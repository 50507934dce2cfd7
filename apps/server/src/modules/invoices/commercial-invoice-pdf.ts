import { formatCurrency, type CommercialInvoice } from "@pallu/domain";
import { newDocumentPdf, tableRowWriter, textWriter } from "../../lib/pdf-text.js";

const MAROON = "#6B0F1A";
const INK = "#222222";

const columns = [
  { title: "Description", width: 190 },
  { title: "HS code", width: 60 },
  { title: "Qty", width: 35, align: "right" as const },
  { title: "Weight", width: 60, align: "right" as const },
  { title: "Unit value", width: 85, align: "right" as const },
  { title: "Value", width: 85, align: "right" as const },
];

const kilograms = (grams: number) => `${(grams / 1000).toFixed(2)} kg`;

/** The courier's commercial invoice, in the order's currency. */
export function renderCommercialInvoicePdf(invoice: CommercialInvoice): Promise<Buffer> {
  const { doc, done } = newDocumentPdf(`Commercial invoice ${invoice.publicOrderId}`);
  const write = textWriter(doc);
  const money = (minor: number) => formatCurrency(minor, invoice.currency);
  const left = doc.page.margins.left;

  doc.fillColor(MAROON);
  write("COMMERCIAL INVOICE", { bold: true, size: 16 });
  doc.fillColor(INK);
  write(`Order: ${invoice.publicOrderId}    Date: ${invoice.date}${invoice.invoiceNumber ? `    Tax invoice: ${invoice.invoiceNumber}` : ""}`);
  doc.moveDown();
  const top = doc.y;
  write("Shipper / exporter", { bold: true, width: 250 });
  write(invoice.shipper.name, { width: 250 });
  for (const line of invoice.shipper.addressLines) write(line, { width: 250 });
  write("India", { width: 250 });
  write(`GSTIN: ${invoice.shipper.gstin}`, { width: 250 });
  write(`Phone: ${invoice.shipper.phone}  Email: ${invoice.shipper.email}`, { width: 250 });
  const afterShipper = doc.y;
  doc.y = top;
  const right = left + 270;
  write("Consignee", { bold: true, x: right, width: 245 });
  write(invoice.consignee.name, { x: right, width: 245 });
  for (const line of invoice.consignee.addressLines) write(line, { x: right, width: 245 });
  write(invoice.consignee.countryName, { x: right, width: 245 });
  write(`Phone: ${invoice.consignee.phone}`, { x: right, width: 245 });
  doc.y = Math.max(doc.y, afterShipper) + 12;
  doc.x = left;
  write(`Country of origin: India    Destination: ${invoice.consignee.countryName}    Currency: ${invoice.currency}    Terms: ${invoice.incoterm} (duties and taxes paid by the consignee)`);
  write("Reason for export: Sale");
  doc.moveDown();

  const row = tableRowWriter(doc, columns, left);
  row(columns.map((column) => column.title), true);
  for (const line of invoice.lines) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
    row([line.description, line.hsCode, String(line.quantity), kilograms(line.weightGrams), money(line.unitValueMinor), money(line.valueMinor)]);
  }
  if (invoice.shippingMinor > 0) row(["Shipping", "", "", "", "", money(invoice.shippingMinor)]);
  row(["Total", "", String(invoice.lines.reduce((sum, line) => sum + line.quantity, 0)), kilograms(invoice.totalWeightGrams), "", money(invoice.totalMinor)], true);
  doc.moveDown();
  write(`Values converted from the rupee invoice at ₹${invoice.exchangeRate.toFixed(4)} for 1 ${invoice.currency}.`, { size: 8 });
  write("I declare that the information on this invoice is true and correct, and that the goods are of Indian origin.", { size: 8 });
  doc.end();
  return done;
}
