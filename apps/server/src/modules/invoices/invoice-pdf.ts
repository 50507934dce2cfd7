import { formatPaise, taxLine, type GstSettings } from "@pallu/domain";
import PDFDocument from "pdfkit";
import type { OrderLineRow, OrderRow } from "../orders/order-repository.js";

export type Seller = { name: string; address: string; state: string; gstin: string };

// Helvetica has no rupee sign; invoices write "Rs." as Indian invoices commonly do.
const money = (paise: number) => formatPaise(paise).replace("₹", "Rs. ");

const COLUMNS = [
  { title: "Item", width: 150 },
  { title: "HSN", width: 40 },
  { title: "Qty", width: 28 },
  { title: "Taxable", width: 70 },
  { title: "GST", width: 32 },
  { title: "CGST", width: 52 },
  { title: "SGST", width: 52 },
  { title: "IGST", width: 52 },
  { title: "Total", width: 70 },
] as const;

/** The shop's own GST tax invoice (or credit note, for a return) as a PDF. */
export function renderInvoicePdf(input: {
  order: OrderRow;
  lines: OrderLineRow[];
  seller: Seller;
  gst: GstSettings;
  originalInvoiceNumber?: string | null;
}): Promise<Buffer> {
  const { order, lines, seller } = input;
  const intraState = order.address.state.trim().toLowerCase() === seller.state.trim().toLowerCase();
  const taxed = lines.map((line) => ({ line, tax: taxLine({ hsnCode: line.hsnCode, unitPricePaise: line.unitPricePaise, quantity: line.quantity }, intraState, input.gst) }));
  const isCreditNote = order.orderType === "return";

  const doc = new PDFDocument({ size: "A4", margin: 40, info: { Title: `${isCreditNote ? "Credit note" : "Invoice"} ${order.invoiceNumber ?? ""}` } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));

  doc.fillColor("#6B0F1A").font("Helvetica-Bold").fontSize(20).text(seller.name);
  doc.fillColor("#222").font("Helvetica").fontSize(9).text(seller.address).text(`GSTIN: ${seller.gstin}`);
  doc.moveDown();
  doc.font("Helvetica-Bold").fontSize(14).text(isCreditNote ? "CREDIT NOTE" : "TAX INVOICE", { align: "right" });
  doc.font("Helvetica").fontSize(9);
  doc.text(`${isCreditNote ? "Credit note" : "Invoice"} no.: ${order.invoiceNumber ?? "-"}`, { align: "right" });
  if (isCreditNote && input.originalInvoiceNumber) doc.text(`Against invoice: ${input.originalInvoiceNumber}`, { align: "right" });
  doc.text(`Date: ${(order.updatedAt ?? order.createdAt).toISOString().slice(0, 10)}`, { align: "right" });
  doc.text(`Order: ${order.publicOrderId}`, { align: "right" });
  doc.moveDown();

  const a = order.address;
  doc.font("Helvetica-Bold").text("Bill and ship to");
  doc.font("Helvetica").text(a.name).text(a.addressLine1);
  if (a.addressLine2) doc.text(a.addressLine2);
  doc.text(`${a.city}, ${a.state} ${a.pinCode}`).text(`Phone: ${a.phoneNumber}`);
  doc.text(`Place of supply: ${a.state}`);
  doc.moveDown();

  const left = doc.page.margins.left;
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let x = left;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(8);
    let height = 0;
    cells.forEach((cell, index) => {
      const width = COLUMNS[index]!.width;
      doc.text(cell, x, y, { width: width - 4 });
      height = Math.max(height, doc.y - y);
      x += width;
    });
    doc.x = left;
    doc.y = y + height + 4;
  };
  row(COLUMNS.map((c) => c.title), true);
  for (const { line, tax } of taxed) {
    row([
      line.size === "NA" ? line.name : `${line.name} (${line.size})`,
      line.hsnCode ?? "-",
      String(line.quantity),
      money(tax.taxablePaise),
      `${tax.ratePercent}%`,
      money(tax.cgstPaise),
      money(tax.sgstPaise),
      money(tax.igstPaise),
      money(tax.grossPaise),
    ]);
  }
  const sum = (pick: (t: (typeof taxed)[number]["tax"]) => number) => taxed.reduce((total, t) => total + pick(t.tax), 0);
  row(["Total", "", "", money(sum((t) => t.taxablePaise)), "", money(sum((t) => t.cgstPaise)), money(sum((t) => t.sgstPaise)), money(sum((t) => t.igstPaise)), money(sum((t) => t.grossPaise))], true);
  doc.moveDown();
  doc.font("Helvetica").fontSize(8).fillColor("#555").text("Prices include GST. Shipping: free. This is a computer-generated document and needs no signature.", left);
  doc.end();
  return done;
}
