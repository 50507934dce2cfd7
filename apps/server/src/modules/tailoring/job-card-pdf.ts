import { createRequire } from "node:module";
import { deliveryDayText, measurementLines, type MeasurementUnit } from "@pallu/domain";
import PDFDocument from "pdfkit";

const require = createRequire(import.meta.url);
const font = (weight: 400 | 700) => require.resolve(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`);

/** What the tailor's job card prints: which piece, for whom, in what style, to which measurements, by when. */
export type JobCard = {
  publicOrderId: string;
  customerName: string;
  productName: string;
  size: string;
  services: { name: string; styleName: string | null }[];
  dueDate: string;
  measurements: { name: string; unit: MeasurementUnit; measurements: Record<string, number> } | null;
};

/** One page per work order, for the cutting table. */
export function renderJobCardsPdf(cards: JobCard[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A5", margin: 36, info: { Title: "Job cards" } });
  doc.registerFont("regular", font(400));
  doc.registerFont("bold", font(700));
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  cards.forEach((card, index) => {
    if (index > 0) doc.addPage();
    drawJobCard(doc, card);
  });
  doc.end();
  return done;
}

function drawJobCard(doc: PDFKit.PDFDocument, card: JobCard): void {
  doc.font("bold").fontSize(16).fillColor("#222222").text("Job card");
  doc.font("regular").fontSize(10).fillColor("#555555").text(`Order ${card.publicOrderId} · ${card.customerName}`);
  doc.moveDown(0.5);
  doc.font("bold").fontSize(12).fillColor("#222222").text(`Due ${deliveryDayText(card.dueDate)}`);
  doc.moveDown(0.8);
  doc.font("bold").fontSize(11).text(card.productName);
  if (card.size && card.size !== "Free Size") doc.font("regular").text(`Size: ${card.size}`);
  for (const service of card.services) doc.font("regular").text(service.styleName ? `${service.name}: ${service.styleName}` : service.name);
  doc.moveDown(0.8);
  if (!card.measurements) {
    doc.font("bold").text("Measurements: not received yet");
    return;
  }
  doc.font("bold").text(`Measurements (${card.measurements.name}, ${card.measurements.unit === "in" ? "inches" : "cm"})`);
  doc.moveDown(0.3);
  for (const line of measurementLines(card.measurements.measurements, card.measurements.unit)) doc.font("regular").fontSize(11).text(line);
}
