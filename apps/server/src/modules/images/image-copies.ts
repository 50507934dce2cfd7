import { IMAGE_WIDTHS } from "@pallu/domain";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import type { ImageStore } from "../../integrations/storage/image-store.js";

export type ImageFormat = "webp" | "avif";
/** Decoded, upright sRGB pixels. */
export type Pixels = { data: Buffer; info: OutputInfo };

export const LARGEST_IMAGE_WIDTH = Math.max(...IMAGE_WIDTHS);

const ENCODERS: Record<ImageFormat, { contentType: string; encode: (image: Sharp) => Sharp }> = {
  webp: { contentType: "image/webp", encode: (image) => image.webp({ quality: 80, effort: 4 }) },
  // libaom's fastest effort: a tenth of the default's encode time for a 1280-px photo, still about
  // half the WebP's bytes (docs/performance.md)
  avif: { contentType: "image/avif", encode: (image) => image.avif({ quality: 50, effort: 0 }) },
};

/** The name of an image's stored copy at one width in one format. */
export const copyName = (key: string, width: number, format: ImageFormat) => `${key}-${width}.${format}`;

const fromPixels = ({ data, info }: Pixels) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

async function atWidth(pixels: Pixels, width: number): Promise<Pixels> {
  if (width >= pixels.info.width) return pixels;
  return fromPixels(pixels).resize({ width }).raw().toBuffer({ resolveWithObject: true });
}

/**
 * Writes whichever copies of an image are missing, at every width of IMAGE_WIDTHS (never wider
 * than the image) in each format asked for. The image is decoded once, at the largest width, and
 * the smaller widths are drawn from those pixels.
 */
export async function storeMissingCopies(
  store: ImageStore,
  key: string,
  formats: readonly ImageFormat[],
  decodeLargest: () => Promise<Pixels>,
): Promise<void> {
  const missing: { width: number; format: ImageFormat }[] = [];
  for (const width of IMAGE_WIDTHS) {
    for (const format of formats)
      if (!(await store.exists(copyName(key, width, format)))) missing.push({ width, format });
  }
  if (missing.length === 0) return;
  const largest = await decodeLargest();
  for (const width of IMAGE_WIDTHS) {
    const wanted = missing.filter((copy) => copy.width === width);
    if (wanted.length === 0) continue;
    const pixels = await atWidth(largest, width);
    for (const { format } of wanted) {
      const { encode, contentType } = ENCODERS[format];
      await store.put(copyName(key, width, format), await encode(fromPixels(pixels)).toBuffer(), contentType);
    }
  }
}
