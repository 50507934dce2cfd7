import { deliveryDayText, measurementLines, type MeasurementUnit } from "@pallu/domain";
import { newDocumentPdf, textWriter } from "../../lib/pdf-text.js";

/** What the tailor's job card prints: which piece, for whom, in what style, to which measurements, by when. */
export type JobCard = {
  publicOrderId: string;
  customerName: string;
  productName: string;
  size: string;
  /** Each service, with its style's picture as a PNG when the shop could read it. */
  services: { name: string; styleName: string | null; stylePicture?: Uint8Array | undefined }[];
  dueDate: string;
  measurements: { name: string; unit: MeasurementUnit; measurements: Record<string, number> } | null;
};

/** The style's picture on the card, in points (about 4 cm): the tailor sees the neckline at a glance. */
const STYLE_PICTURE_SIZE = 110;

/** One page per work order, for the cutting table; names are printed in whatever script they are written in. */
export function renderJobCardsPdf(cards: JobCard[]): Promise<Buffer> {
  const { doc, done } = newDocumentPdf("Job cards", { size: "A5", margin: 36 });
  cards.forEach((card, index) => {
    if (index > 0) doc.addPage();
    drawJobCard(doc, card);
  });
  doc.end();
  return done;
}

function drawJobCard(doc: PDFKit.PDFDocument, card: JobCard): void {
  const write = textWriter(doc);
  doc.fillColor("#222222");
  write("Job card", { bold: true, size: 16 });
  doc.fillColor("#555555");
  write(`Order ${card.publicOrderId} · ${card.customerName}`, { size: 10 });
  doc.moveDown(0.5);
  doc.fillColor("#222222");
  write(`Due ${deliveryDayText(card.dueDate)}`, { bold: true, size: 12 });
  doc.moveDown(0.8);
  write(card.productName, { bold: true, size: 11 });
  if (card.size && card.size !== "Free Size") write(`Size: ${card.size}`, { size: 11 });
  for (const service of card.services) write(service.styleName ? `${service.name}: ${service.styleName}` : service.name, { size: 11 });
  for (const { stylePicture, styleName } of card.services) {
    if (!stylePicture) continue;
    doc.moveDown(0.4);
    const top = doc.y;
    doc.image(Buffer.from(stylePicture), doc.page.margins.left, top, { fit: [STYLE_PICTURE_SIZE, STYLE_PICTURE_SIZE] });
    doc.y = top + STYLE_PICTURE_SIZE;
    doc.fillColor("#555555");
    if (styleName) write(styleName, { size: 9 });
    doc.fillColor("#222222");
  }
  doc.moveDown(0.8);
  if (!card.measurements) {
    write("Measurements: not received yet", { bold: true, size: 11 });
    return;
  }
  write(`Measurements (${card.measurements.name}, ${card.measurements.unit === "in" ? "inches" : "cm"})`, { bold: true, size: 11 });
  doc.moveDown(0.3);
  for (const line of measurementLines(card.measurements.measurements, card.measurements.unit)) write(line, { size: 11 });
}
