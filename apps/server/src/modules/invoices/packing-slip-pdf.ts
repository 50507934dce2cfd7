import { formatPaise, NO_SIZE } from "@pallu/domain";
import { fontRuns } from "../../lib/pdf-fonts.js";
import { newDocumentPdf, textWriter } from "../../lib/pdf-text.js";
import { drawTaxDocument } from "./invoice-pdf.js";
import type { PackingSlip, PackingSlipPayment, PackingSlipShop } from "./packing-slips.js";

const INK = "#222222";
const MUTED = "#555555";
const RULE = "#BBBBBB";
const LIGHT_RULE = "#DDDDDD";

/** A line of the work done to a piece, under its name. */
const WORK_LINE_HEIGHT = 11;

/** Room a table row needs beyond its product name before the slip goes on to a new page. */
const ROW_PADDING = 16;

const placedAtFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  dateStyle: "medium",
  timeStyle: "short",
});

/** What the courier collects, as the slip says it. */
export function paymentText(payment: PackingSlipPayment): string {
  if (payment.kind === "prepaid") return "Prepaid";
  return payment.collectPaise > 0
    ? `Cash on delivery — collect ${formatPaise(payment.collectPaise)}`
    : "Cash on delivery — nothing to collect (paid by store credit)";
}

/** The gift's message in a box of its own, to cut out and put in the parcel. */
function drawGiftMessage(doc: PDFKit.PDFDocument, message: string): void {
  const write = textWriter(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.y += 24;
  const top = doc.y;
  doc.fillColor(MUTED);
  write("A gift for you", { bold: true, size: 9, x: left + 14, y: top + 12, width: width - 28 });
  doc.fillColor(INK);
  write(message, { size: 13, x: left + 14, width: width - 28 });
  const bottom = doc.y + 12;
  doc.rect(left, top, width, bottom - top).lineWidth(0.8).dash(4, { space: 3 }).strokeColor(RULE).stroke().undash();
  doc.y = bottom;
}

const pieces = (count: number) => `${count} ${count === 1 ? "piece" : "pieces"}`;

/**
 * One PDF for the packing table: each order's packing slip, followed by its GST invoice when one
 * was issued, in the order given.
 */
export function renderPackingSlipsPdf(shop: PackingSlipShop, slips: PackingSlip[]): Promise<Buffer> {
  const { doc, done } = newDocumentPdf("Packing slips");
  slips.forEach((slip, index) => {
    if (index > 0) doc.addPage();
    drawPackingSlip(doc, shop, slip);
    if (slip.invoice) {
      doc.addPage();
      drawTaxDocument(doc, slip.invoice);
    }
  });
  doc.end();
  return done;
}

function drawPackingSlip(doc: PDFKit.PDFDocument, shop: PackingSlipShop, slip: PackingSlip): void {
  const write = textWriter(doc);
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;
  const half = width / 2;
  const rule = (color = RULE) => {
    doc.moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(0.5).strokeColor(color).stroke();
  };

  // Who it is from, and which order.
  const top = doc.y;
  doc.fillColor(INK);
  write(shop.name, { bold: true, size: 16, x: left, y: top, width: half });
  doc.fillColor(MUTED);
  write(shop.address, { size: 8, x: left, width: half - 10 });
  write(`Phone: ${shop.phone}`, { size: 8, x: left, width: half - 10 });
  const afterShop = doc.y;
  doc.fillColor(INK);
  write("PACKING SLIP", { bold: true, size: 14, x: left + half, y: top, width: half, align: "right" });
  write(`Order ${slip.publicOrderId}`, { bold: true, size: 12, x: left + half, width: half, align: "right" });
  write(`Placed ${placedAtFormat.format(slip.placedAt)} IST`, { x: left + half, width: half, align: "right" });
  doc.y = Math.max(doc.y, afterShop) + 10;
  rule();
  doc.y += 10;

  // What the courier collects, said first because a mistake here costs money.
  write(paymentText(slip.payment), { bold: true, size: 13, x: left, width });
  if (slip.giftMessage) write("A gift: no prices and no invoice in this parcel.", { bold: true, size: 11, x: left, width });
  if (slip.status === "cancelled")
    write("This order is cancelled: do not pack it.", { bold: true, size: 11, x: left, width });
  doc.y += 10;

  const blockTop = doc.y;
  write("Ship to", { bold: true, size: 8, x: left, width: half - 10 });
  const { shipTo } = slip;
  write(shipTo.name, { bold: true, size: 11, x: left, width: half - 10 });
  for (const line of [shipTo.addressLine1, shipTo.addressLine2])
    if (line) write(line, { size: 10, x: left, width: half - 10 });
  write(`${shipTo.city}, ${shipTo.state} ${shipTo.pinCode}`, { size: 10, x: left, width: half - 10 });
  write(`Phone: ${shipTo.phoneNumber}`, { size: 10, x: left, width: half - 10 });
  const afterShipTo = doc.y;
  doc.y = blockTop;
  if (slip.courier || slip.awbCode) {
    write("Shipping", { bold: true, size: 8, x: left + half, width: half });
    if (slip.courier) write(`Courier: ${slip.courier}`, { size: 10, x: left + half, width: half });
    if (slip.awbCode) write(`AWB: ${slip.awbCode}`, { bold: true, size: 10, x: left + half, width: half });
  }
  doc.y = Math.max(doc.y, afterShipTo) + 14;

  // The pieces, one row each, with a box the packer ticks as each goes in.
  const columns = { box: left, product: left + 40, size: right - 150, quantity: right - 60 };
  const productWidth = columns.size - columns.product - 8;
  const head = () => {
    const y = doc.y;
    doc.fillColor(MUTED);
    write("Packed", { bold: true, size: 8, x: columns.box, y, width: columns.product - columns.box });
    write("Product", { bold: true, size: 8, x: columns.product, y, width: productWidth });
    write("Size", { bold: true, size: 8, x: columns.size, y, width: 82 });
    write("Qty", { bold: true, size: 8, x: columns.quantity, y, width: 60, align: "right" });
    doc.fillColor(INK);
    doc.y += 3;
    rule();
    doc.y += 5;
  };
  const heightOf = (line: PackingSlip["lines"][number]) => {
    const [run] = fontRuns(line.name);
    if (run) doc.font(run.font);
    return doc.fontSize(10).heightOfString(line.name, { width: productWidth }) + line.work.length * WORK_LINE_HEIGHT;
  };
  head();
  for (const line of slip.lines) {
    // A row never breaks across pages: its cells are set side by side from one top.
    if (doc.y + heightOf(line) + ROW_PADDING > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      write(`Order ${slip.publicOrderId} (continued)`, { bold: true, size: 10, x: left, width });
      doc.y += 6;
      head();
    }
    const y = doc.y;
    doc
      .rect(columns.box + 6, y + 2, 10, 10)
      .lineWidth(0.8)
      .strokeColor(INK)
      .stroke();
    write(line.name, { size: 10, x: columns.product, y, width: productWidth });
    doc.fillColor(MUTED);
    for (const work of line.work) write(work, { size: 8.5, x: columns.product, width: productWidth });
    doc.fillColor(INK);
    const bottom = doc.y;
    write(line.size === NO_SIZE ? "—" : line.size, { size: 10, x: columns.size, y, width: 82 });
    write(String(line.quantity), { bold: true, size: 10, x: columns.quantity, y, width: 60, align: "right" });
    doc.y = Math.max(bottom, doc.y) + 4;
    rule(LIGHT_RULE);
    doc.y += 5;
  }
  const total = slip.lines.reduce((sum, line) => sum + line.quantity, 0);
  write(`Total: ${pieces(total)}`, { bold: true, size: 11, x: left, width, align: "right" });
  if (slip.giftMessage) drawGiftMessage(doc, slip.giftMessage);
  // The invoice that may follow draws its rules in the document's default line.
  doc.lineWidth(1);
  doc.x = left;
}
