import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * The Noto families a tax document is set in: Latin, and each Indian script a name or an address
 * may be written in. Each font file covers one script, so text is set in runs, each in the font of
 * its script; fontkit shapes the Indic runs (conjuncts, vowel signs).
 */
/** Code point ranges, first and last included. */
type Ranges = [number, number][];
type Script = { name: string; ranges: Ranges; file: (weight: 400 | 700) => string };

const within = (ranges: Ranges, codePoint: number) => ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

const fontsource = (family: string, subset: string) => (weight: 400 | 700) =>
  require.resolve(`@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`);

const SCRIPTS: Script[] = [
  // The rupee sign is drawn by the Devanagari font: the Latin subset does not carry it.
  { name: "devanagari", ranges: [[0x0900, 0x097f], [0x1cd0, 0x1cff], [0xa8e0, 0xa8ff], [0x20b9, 0x20b9]], file: fontsource("noto-sans-devanagari", "devanagari") },
  { name: "bengali", ranges: [[0x0980, 0x09ff]], file: fontsource("noto-sans-bengali", "bengali") },
  { name: "gurmukhi", ranges: [[0x0a00, 0x0a7f]], file: fontsource("noto-sans-gurmukhi", "gurmukhi") },
  { name: "gujarati", ranges: [[0x0a80, 0x0aff]], file: fontsource("noto-sans-gujarati", "gujarati") },
  { name: "oriya", ranges: [[0x0b00, 0x0b7f]], file: fontsource("noto-sans-oriya", "oriya") },
  { name: "tamil", ranges: [[0x0b80, 0x0bff]], file: fontsource("noto-sans-tamil", "tamil") },
  { name: "telugu", ranges: [[0x0c00, 0x0c7f]], file: fontsource("noto-sans-telugu", "telugu") },
  { name: "kannada", ranges: [[0x0c80, 0x0cff]], file: fontsource("noto-sans-kannada", "kannada") },
  { name: "malayalam", ranges: [[0x0d00, 0x0d7f]], file: fontsource("noto-sans-malayalam", "malayalam") },
  { name: "latin-ext", ranges: [[0x0100, 0x024f], [0x1e00, 0x1eff]], file: fontsource("noto-sans", "latin-ext") },
];
const LATIN: Script = { name: "latin", ranges: [], file: fontsource("noto-sans", "latin") };

/**
 * Characters every font here can draw (or that are never drawn), which stay in the run around them.
 * Punctuation is not among them: the Indic and latin-ext files carry none, so a comma after a
 * Devanagari word is set in the Latin font.
 */
const SHARED = new Set([" ", "\t", "\n", "\u200c", "\u200d"]);

export type FontRun = { text: string; font: string };

const fontName = (script: Script, bold: boolean) => `${script.name}-${bold ? 700 : 400}`;
const scriptOf = (character: string) => SCRIPTS.find((script) => within(script.ranges, character.codePointAt(0)!)) ?? LATIN;

/** Text as runs, each in the font that can draw it. */
export function fontRuns(text: string, bold = false): FontRun[] {
  const runs: FontRun[] = [];
  for (const character of text) {
    const last = runs.at(-1);
    if (last && SHARED.has(character)) {
      last.text += character;
      continue;
    }
    const font = fontName(scriptOf(character), bold);
    if (last?.font === font) last.text += character;
    else runs.push({ text: character, font });
  }
  return runs;
}

/** Registers every font with a document, under the names `fontRuns` gives. */
export function registerDocumentFonts(doc: PDFKit.PDFDocument): void {
  for (const script of [...SCRIPTS, LATIN]) {
    for (const weight of [400, 700] as const) doc.registerFont(fontName(script, weight === 700), script.file(weight));
  }
}
