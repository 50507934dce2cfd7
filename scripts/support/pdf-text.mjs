import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** The text of a PDF as a reader would copy it: each page's runs in order, a line break where a line ends. */
export async function pdfText(pdf) {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  let text = "";
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) if ("str" in item) text += item.str + (item.hasEOL ? "\n" : "");
    text += "\n";
  }
  await document.destroy();
  return text;
}
