import { createHash } from "node:crypto";
import { DEFAULT_IMAGE_WIDTH, IMAGE_WIDTHS, MAX_IMAGE_BYTES } from "@pallu/domain";
import sharp from "sharp";
import type { ImageStore } from "../../integrations/storage/image-store.js";
import { invalid } from "../../lib/app-error.js";

export { MAX_IMAGE_BYTES };
export const MAX_IMAGE_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "avif", "heif", "gif"]);

export type StoredImage = { url: string; width: number; height: number };

/**
 * Takes the bytes of an upload, trusts nothing but their content, and stores a WebP copy at each
 * width of IMAGE_WIDTHS without metadata (EXIF, GPS). Returns the URL of the default width.
 */
export async function storeImage(store: ImageStore, input: Buffer, options: { trusted?: boolean } = {}): Promise<StoredImage> {
  const { width, height } = await checkImage(input, options);
  const key = createHash("sha256").update(input).digest("hex").slice(0, 24);
  let defaultUrl = "";
  let defaultSize = { width, height };
  for (const targetWidth of IMAGE_WIDTHS) {
    const name = `${key}-${targetWidth}.webp`;
    const outputWidth = Math.min(targetWidth, width);
    const outputHeight = Math.round((height * outputWidth) / width);
    const url = (await store.exists(name))
      ? store.urlFor(name)
      : await store.put(name, await encode(input, outputWidth), "image/webp");
    if (targetWidth === DEFAULT_IMAGE_WIDTH) {
      defaultUrl = url;
      defaultSize = { width: outputWidth, height: outputHeight };
    }
  }
  return { url: defaultUrl, ...defaultSize };
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

async function encode(input: Buffer, width: number): Promise<Buffer> {
  try {
    return await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80, effort: 4 })
      .toBuffer();
  } catch {
    throw invalid("The file is not an image we can read");
  }
}
