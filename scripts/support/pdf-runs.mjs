import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * Each run of text a PDF draws, where it draws it: page, left edge, baseline and width in points
 * (from the fonts' own advance widths), so a test can tell when two runs are drawn over each other.
 */
export async function pdfRuns(pdf) {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  const runs = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) {
      if (!("str" in item) || item.str.trim() === "") continue;
      runs.push({ page: number, text: item.str, x: item.transform[4], baseline: item.transform[5], width: item.width });
    }
  }
  await document.destroy();
  return runs;
}
