import { AVIF_MARK, catalogueFileMessages, IMAGE_WIDTHS, MAX_IMAGE_BYTES } from "@pallu/domain";
import { unzipSync } from "fflate";
import type { ImageStore } from "../../integrations/storage/image-store.js";
import { AppError, invalid } from "../../lib/app-error.js";
import { imageKeyOf, storedNameOf } from "../images/image-cleanup.js";
import { copyName } from "../images/image-copies.js";
import { checkImage, storeImage } from "../images/image-processor.js";

const isUrl = (reference: string) => reference.startsWith("/") || /^https?:\/\//i.test(reference);
const baseName = (path: string) => path.split("/").pop() ?? path;

/**
 * The images a catalogue file names: the shop's own stored images by URL, or files of the zip sent
 * beside it by name, re-encoded like every upload. No other host is ever asked for anything.
 */
export function catalogueImages(store: ImageStore, zip: Buffer | undefined) {
  const known = new Map<string, boolean>();
  const stored = new Map<string, string>();
  const zipNames = new Set<string>();
  if (zip) {
    try {
      // only the names: each file is inflated when a row asks for it
      unzipSync(zip, {
        filter: (file) => (file.name.endsWith("/") ? false : (zipNames.add(baseName(file.name)), false)),
      });
    } catch {
      throw invalid(catalogueFileMessages.notZip, { field: "images" });
    }
  }

  function zipFile(name: string): Buffer {
    const files = unzipSync(zip!, {
      filter: (file) => baseName(file.name) === name && file.originalSize <= MAX_IMAGE_BYTES,
    });
    const data = Object.values(files)[0];
    if (!data) throw invalid("The image is larger than 8 MB");
    return Buffer.from(data);
  }

  async function isShopImage(url: string): Promise<boolean> {
    const name = storedNameOf(url);
    const key = imageKeyOf(url);
    const marked = url.endsWith(AVIF_MARK);
    if (!key || `${store.urlFor(name)}${marked ? AVIF_MARK : ""}` !== url) return false;
    if (!known.has(url)) {
      // a URL marked as having AVIF copies is taken only while they exist, as the web offers them
      const names = [name, ...(marked ? IMAGE_WIDTHS.map((width) => copyName(key, width, "avif")) : [])];
      known.set(url, (await Promise.all(names.map((each) => store.exists(each)))).every(Boolean));
    }
    return known.get(url)!;
  }

  return {
    /** Why a reference cannot be used, or undefined when it can; a zip file is read and checked, not stored. */
    async problemOf(reference: string): Promise<string | undefined> {
      if (isUrl(reference)) return (await isShopImage(reference)) ? undefined : catalogueFileMessages.unknownImage;
      if (!zipNames.has(reference)) return catalogueFileMessages.unknownImage;
      if (stored.has(reference)) return undefined;
      try {
        await checkImage(zipFile(reference));
        return undefined;
      } catch (error) {
        if (error instanceof AppError) return error.message;
        throw error;
      }
    },

    /** The URL a checked reference is shown from, storing a zip file the first time it is used. */
    async urlOf(reference: string): Promise<string> {
      if (isUrl(reference)) return reference;
      const url = stored.get(reference) ?? (await storeImage(store, zipFile(reference))).url;
      stored.set(reference, url);
      return url;
    },
  };
}

export type CatalogueImages = ReturnType<typeof catalogueImages>;
