import { createHash } from "node:crypto";
import { AVIF_MARK, DEFAULT_IMAGE_WIDTH, MAX_IMAGE_BYTES } from "@pallu/domain";
import sharp from "sharp";
import type { ImageStore } from "../../integrations/storage/image-store.js";
import { invalid } from "../../lib/app-error.js";
import { LARGEST_IMAGE_WIDTH, storeMissingCopies } from "./image-copies.js";

export { MAX_IMAGE_BYTES };
export const MAX_IMAGE_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "avif", "heif", "gif"]);

export type StoredImage = { url: string; width: number; height: number };

/**
 * Takes the bytes of an upload, trusts nothing but their content, and stores a WebP and an AVIF
 * copy at each width of IMAGE_WIDTHS without metadata (EXIF, GPS). Returns the URL of the default
 * width, marked as having AVIF copies.
 */
export async function storeImage(store: ImageStore, input: Buffer, options: { trusted?: boolean } = {}): Promise<StoredImage> {
  const { width, height } = await checkImage(input, options);
  const key = createHash("sha256").update(input).digest("hex").slice(0, 24);
  await storeMissingCopies(store, key, ["webp", "avif"], () =>
    decodeAtWidth(input, Math.min(LARGEST_IMAGE_WIDTH, width)),
  );
  const defaultWidth = Math.min(DEFAULT_IMAGE_WIDTH, width);
  return {
    url: `${store.urlFor(`${key}-${DEFAULT_IMAGE_WIDTH}.webp`)}${AVIF_MARK}`,
    width: defaultWidth,
    height: Math.round((height * defaultWidth) / width),
  };
}

/** Refuses anything that is not a raster image of an accepted format within the size limits. */
export async function checkImage(input: Buffer, options: { trusted?: boolean } = {}): Promise<{ width: number; height: number }> {
  if (input.length > MAX_IMAGE_BYTES) throw invalid("Image is larger than 8 MB");
  const metadata = await readMetadata(input);
  const accepted = options.trusted ? [...ACCEPTED_FORMATS, "svg"] : [...ACCEPTED_FORMATS];
  if (!metadata.format || !accepted.includes(metadata.format)) {
    throw invalid("Only JPEG, PNG, WebP, AVIF or GIF images are accepted");
  }
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (!width || !height) throw invalid("The image has no size");
  if (width * height > MAX_IMAGE_PIXELS) throw invalid("Image has too many pixels (40 megapixels at most)");
  return { width, height };
}

async function readMetadata(input: Buffer) {
  try {
    return await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false }).metadata();
  } catch {
    throw invalid("The file is not an image we can read");
  }
}

/** The upload's pixels, upright, at the width its largest copy is stored at. */
async function decodeAtWidth(input: Buffer, width: number) {
  try {
    return await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw invalid("The file is not an image we can read");
  }
}
