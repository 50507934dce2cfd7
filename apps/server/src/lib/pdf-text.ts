import PDFDocument from "pdfkit";
import { fontRuns, registerDocumentFonts, type FontRun } from "./pdf-fonts.js";

export type WriteOptions = PDFKit.Mixins.TextOptions & {
  bold?: boolean;
  size?: number;
  x?: number;
  y?: number;
  /** A figure that must stay on one line: set smaller when it would not fit its width. */
  fit?: boolean;
};

type Placed = FontRun & { width: number; ascent: number };

/**
 * Text of more than one font run that fits on one line, set run by run at positions measured
 * here. PDFKit aligns each run of continued text on its own, so a right-aligned "₹2,380.95" had
 * its ₹ drawn over the last digit; and each font sits its text on its own baseline.
 */
function writeOneLine(
  doc: PDFKit.PDFDocument,
  runs: FontRun[],
  options: WriteOptions & { size: number; bold: boolean },
): boolean {
  const { size, align = "left", fit = false, lineGap = 0 } = options;
  const left = doc.x;
  const available = options.width ?? doc.page.width - doc.page.margins.right - left;
  const measure = (fontSize: number): Placed[] =>
    runs.map((run) => {
      doc.font(run.font).fontSize(fontSize);
      // PDFKit's own font object carries the ascender it places text by
      const font = (doc as unknown as { _font: { ascender: number } })._font;
      return { ...run, width: doc.widthOfString(run.text), ascent: (font.ascender / 1000) * fontSize };
    });
  let fontSize = size;
  let placed = measure(fontSize);
  let total = placed.reduce((sum, run) => sum + run.width, 0);
  if (total > available) {
    if (!fit) return false;
    fontSize = (size * available) / total;
    placed = measure(fontSize);
    total = placed.reduce((sum, run) => sum + run.width, 0);
  }
  const lineHeight =
    Math.max(...placed.map((run) => doc.font(run.font).fontSize(fontSize).currentLineHeight(true))) + lineGap;
  if (options.y === undefined && doc.y + lineHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y;
  const baseline = top + Math.max(...placed.map((run) => run.ascent));
  let x = left + (align === "right" ? available - total : align === "center" ? (available - total) / 2 : 0);
  for (const run of placed) {
    doc
      .font(run.font)
      .fontSize(fontSize)
      .text(run.text, x, baseline - run.ascent, { lineBreak: false });
    x += run.width;
  }
  doc.fontSize(size);
  doc.x = left;
  doc.y = top + lineHeight;
  return true;
}

/** A writer of text in the fonts its scripts need, each call one paragraph; the document must have the fonts registered. */
export function textWriter(doc: PDFKit.PDFDocument) {
  return (text: string, options: WriteOptions = {}) => {
    const { bold = false, size = 9, x, y, fit, ...rest } = options;
    const runs = fontRuns(text, bold);
    doc.fontSize(size);
    if (x !== undefined) doc.x = x;
    if (y !== undefined) doc.y = y;
    const oneLine = runs.length > 1 || (fit && runs.length === 1);
    if (oneLine && !text.includes("\n") && writeOneLine(doc, runs, { ...rest, y, fit, size, bold })) return;
    runs.forEach((run, index) => {
      doc.font(run.font).text(run.text, { ...rest, continued: index < runs.length - 1 });
    });
    if (runs.length === 0) doc.text("", rest);
  };
}

/** A document with every script's fonts registered (A4 unless asked otherwise), and its bytes once it is ended. */
export function newDocumentPdf(
  title: string,
  page: { size?: string; margin?: number } = {},
): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: page.size ?? "A4", margin: page.margin ?? 40, info: { Title: title } });
  registerDocumentFonts(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  return { doc, done };
}

export type TableColumn = { width: number; align?: "right" | undefined };

/**
 * A writer of a table's rows from `left`: each cell in its column, in the fonts its scripts need,
 * the row as tall as its tallest cell; a right-aligned figure is set smaller rather than wrapped.
 */
export function tableRowWriter(doc: PDFKit.PDFDocument, columns: readonly TableColumn[], left: number) {
  const write = textWriter(doc);
  return (cells: string[], bold = false) => {
    const y = doc.y;
    let x = left;
    let bottom = y;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      write(cell, { bold, size: 8, x, y, width: column.width - 6, align: column.align, fit: column.align === "right" });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.x = left;
    doc.y = bottom + 4;
  };
}
