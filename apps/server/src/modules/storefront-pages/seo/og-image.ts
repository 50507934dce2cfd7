import { createHash } from "node:crypto";
import { IMAGE_WIDTHS, imageUrlAtWidth } from "@pallu/domain";
import sharp from "sharp";
import type { ImageStore } from "../../../integrations/storage/image-store.js";
import { imageKeyOf, storedNameOf } from "../../images/index.js";
import { MAX_IMAGE_PIXELS } from "../../images/index.js";
import { OG_IMAGE_SIZE } from "./seo-urls.js";

/** Changes whenever the drawing below does, so browsers and crawlers drop pictures drawn the old way. */
const LAYOUT = "og-1";
/** Shared-link pictures kept drawn in memory (about 60-120 kB each). */
const KEPT = 64;

export type OgImage = { etag: string; body: Buffer };

/** The picture, contained and centred on the shop's colour at 1200 × 630, as a JPEG every app previews. */
export async function composeOgImage(source: Buffer | undefined, background: string): Promise<Buffer> {
  const canvas = sharp({ create: { ...OG_IMAGE_SIZE, channels: 3, background } });
  const picture = source
    ? await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
        .resize({ ...OG_IMAGE_SIZE, fit: "contain", background })
        .flatten({ background })
        .toBuffer()
        // a stored file that no longer reads still leaves the link a picture in the shop's colour
        .catch(() => undefined)
    : undefined;
  return canvas
    .composite(picture ? [{ input: picture }] : [])
    .jpeg({ quality: 82, progressive: true })
    .toBuffer();
}

/**
 * Shared-link pictures drawn from stored images, kept by the image's URL: a new first image is a
 * new entry, and its tag (known before drawing) lets a crawler's repeat visit cost nothing.
 */
export function ogImages(store: ImageStore, background: string) {
  const drawn = new Map<string, Promise<Buffer>>();

  /** The largest stored width of a picture of ours; undefined for anything else (a demo's inline drawing). */
  const storedName = (url: string) =>
    imageKeyOf(url) ? storedNameOf(imageUrlAtWidth(url, Math.max(...IMAGE_WIDTHS))) : undefined;

  return {
    etagFor(imageUrl: string | null): string {
      return `"${createHash("sha256")
        .update(`${LAYOUT}|${background}|${imageUrl ?? ""}`)
        .digest("base64url")
        .slice(0, 27)}"`;
    },

    async draw(imageUrl: string | null): Promise<OgImage> {
      const key = imageUrl ?? "";
      let body = drawn.get(key);
      if (body) {
        drawn.delete(key);
      } else {
        const name = imageUrl ? storedName(imageUrl) : undefined;
        body = (name ? store.read(name) : Promise.resolve(undefined)).then((source) =>
          composeOgImage(source, background),
        );
        // a failed drawing is not kept: the next request tries again
        body.catch(() => drawn.delete(key));
      }
      drawn.set(key, body);
      if (drawn.size > KEPT) drawn.delete(drawn.keys().next().value!);
      return { etag: this.etagFor(imageUrl), body: await body };
    },
  };
}
