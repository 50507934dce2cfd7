import { readFile } from "node:fs/promises";
import { resolve, sep } from "node:path";
import sharp from "sharp";
import type { ImageStore } from "../../integrations/storage/image-store.js";
import { storedNameOf } from "./image-cleanup.js";
import { MAX_IMAGE_PIXELS } from "./image-processor.js";

/** How wide a picture is printed at most, in pixels: sharp enough at 5 cm on a job card. */
const PRINT_WIDTH = 480;

/**
 * A picture the shop shows, as a PNG a PDF can carry: one of its stored images (wherever the store keeps them) or a
 * file of the web app's own (`/services/…`). Anything else (another site's address) is not fetched,
 * and a picture that cannot be read is left out: a document prints without it.
 */
export async function printablePicture(url: string, from: { imageStore: ImageStore; webDistDir: string }): Promise<Buffer | undefined> {
  const bytes = await picturesBytes(url, from).catch(() => undefined);
  if (!bytes) return undefined;
  // A drawing (the styles' SVGs) is rasterised finely enough to print sharp.
  const drawing = bytes.subarray(0, 256).toString("utf8").includes("<svg");
  return sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false, ...(drawing ? { density: 288 } : {}) })
    .resize({ width: PRINT_WIDTH, height: PRINT_WIDTH, fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .png()
    .toBuffer()
    .catch(() => undefined);
}

async function picturesBytes(url: string, { imageStore, webDistDir }: { imageStore: ImageStore; webDistDir: string }): Promise<Buffer | undefined> {
  const path = url.split("?")[0]!;
  const stored = storedNameOf(path);
  if (stored && imageStore.urlFor(stored) === path) return imageStore.read(stored);
  if (!path.startsWith("/") || path.startsWith("//")) return undefined;
  const root = resolve(webDistDir);
  const file = resolve(root, `.${decodeURIComponent(path)}`);
  // Only the web app's own files: never a path that climbs out of its folder.
  return file.startsWith(root + sep) ? readFile(file) : undefined;
}
