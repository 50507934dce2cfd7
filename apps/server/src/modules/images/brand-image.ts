import { createHash } from "node:crypto";
import sharp from "sharp";
import type { ImageStore } from "../../integrations/storage/image-store.js";
import { invalid } from "../../lib/app-error.js";
import { checkImage, MAX_IMAGE_PIXELS } from "./image-processor.js";

export type BrandImageKind = "logo" | "icon";

/** A logo or an icon is small: larger files are refused before they are read (413). */
export const MAX_BRAND_IMAGE_BYTES = 2 * 1024 * 1024;
/** The logo is kept at most this big: twice the largest size the header and mails show it at. */
const LOGO_BOX = { width: 960, height: 320 };
const ICON_SIZE = 512;

// Anything in an SVG that could run, fetch or expand: such a file is refused, never cleaned up.
const ACTIVE_SVG_CONTENT = [
  /<script\b/i,
  /<foreignObject\b/i,
  /<(?:iframe|embed|object|audio|video|animate|set)\b/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /<!(?:ENTITY|DOCTYPE)\b/i,
  /\bhref\s*=\s*["'](?!#)/i,
  /url\(\s*["']?(?!#)/i,
  /@import\b/i,
];

// Markup (an XML declaration, a doctype, a comment or the svg element first) is read as an SVG, so its content is checked.
const looksLikeSvg = (input: Buffer) => {
  const start = input.subarray(0, 4096).toString("utf8");
  return /^(?:\uFEFF)?\s*</.test(start) && /<svg\b/i.test(start);
};

/**
 * Why an SVG may not be a logo: scripts, event handlers, links to other files or documents,
 * entities. Undefined for a drawing with none of them.
 */
export function activeSvgContent(svg: string): string | undefined {
  return ACTIVE_SVG_CONTENT.some((pattern) => pattern.test(svg))
    ? "This SVG contains scripts, links or other active content. Export the logo again as a plain drawing, or upload a PNG."
    : undefined;
}

/** The upload's pixels: an SVG is drawn (never stored as SVG, so nothing in it can run), any other image decoded. */
async function pixelsOf(input: Buffer, kind: BrandImageKind): Promise<sharp.Sharp> {
  if (!looksLikeSvg(input)) {
    await checkImage(input);
    return sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false }).rotate();
  }
  const problem = activeSvgContent(input.toString("utf8"));
  if (problem) throw invalid(problem);
  const { width, height } = await checkImage(input, { trusted: true });
  // Drawn at a density that gives the stored size, so a small viewBox is not enlarged blurrily.
  const wanted = kind === "icon" ? ICON_SIZE / Math.max(width, height) : Math.min(LOGO_BOX.width / width, LOGO_BOX.height / height);
  const density = Math.min(2_400, Math.max(72, Math.ceil(72 * wanted)));
  return sharp(input, { density, limitInputPixels: MAX_IMAGE_PIXELS });
}

/**
 * Stores a logo (within 960×320, transparency kept) or a square 512 px icon as a PNG without
 * metadata, under a name made from its content, and returns its URL. PNG, because mail clients
 * that show no WebP still show the logo.
 */
export async function storeBrandImage(store: ImageStore, input: Buffer, kind: BrandImageKind): Promise<string> {
  if (input.length === 0) throw invalid("Choose an image to upload");
  const pixels = await pixelsOf(input, kind);
  const sized =
    kind === "icon"
      ? pixels.resize({ width: ICON_SIZE, height: ICON_SIZE, fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      : pixels.resize({ ...LOGO_BOX, fit: "inside", withoutEnlargement: true });
  let png: Buffer;
  try {
    png = await sized.png({ compressionLevel: 9 }).toBuffer();
  } catch {
    throw invalid("The file is not an image we can read");
  }
  const name = `${kind}-${createHash("sha256").update(png).digest("hex").slice(0, 24)}.png`;
  return store.put(name, png, "image/png");
}
